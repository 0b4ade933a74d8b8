import { templatesOf } from '../../lib/design-catalogue';
import { pageContaining, pageOf, TEMPLATES_PER_PAGE } from './paging';

describe('template paging', () => {
  const loveIs = templatesOf('love-is');

  it('shows 8 templates per page', () => {
    expect(TEMPLATES_PER_PAGE).toBe(8);
    const first = pageOf(loveIs, 0);
    expect(first).toMatchObject({ index: 0, count: 2, start: 0 });
    expect(first.items).toHaveLength(8);
  });

  it('puts the last 7 of love-is on its second and last page', () => {
    const last = pageOf(loveIs, 1);
    expect(last).toMatchObject({ index: 1, count: 2, start: 8 });
    expect(last.items.map((template) => template.id)).toEqual([
      'li-wisdom2',
      'li-healing2',
      'li-peace2',
      'li-blessed2',
      'li-prayer2',
      'li-power2',
      'li-nofear2',
    ]);
  });

  it('keeps a collection of exactly 8 on one page', () => {
    expect(pageOf(templatesOf('inner-beauty'), 0)).toMatchObject({ count: 1 });
  });

  it('clamps a page number that does not exist', () => {
    expect(pageOf(loveIs, 7).index).toBe(1);
    expect(pageOf(loveIs, -3).index).toBe(0);
    expect(pageOf(loveIs, Number.NaN).index).toBe(0);
    expect(pageOf([], 2)).toEqual({ items: [], index: 0, count: 1, start: 0 });
  });

  it('finds the page a template is on', () => {
    expect(pageContaining(loveIs, (template) => template.id === 'li-love2')).toBe(0);
    expect(pageContaining(loveIs, (template) => template.id === 'li-nofear2')).toBe(1);
    expect(pageContaining(loveIs, () => false)).toBe(0);
  });
});
