import {
  findTemplate,
  PRODUCT_TYPE_LABELS,
  templateImageUrl,
  templatesOf,
} from './design-catalogue';

describe('the design catalogue', () => {
  it('offers the six product types of SPEC.md by their shop names', () => {
    expect(Object.values(PRODUCT_TYPE_LABELS)).toEqual([
      'T-Shirts',
      'Caps',
      'Books',
      'Pendants',
      'Necklace',
      'Dog Tags',
    ]);
  });

  it('has 8 inner-beauty, the same 8 life-happens and 15 love-is templates', () => {
    const names = (collection: Parameters<typeof templatesOf>[0]) =>
      templatesOf(collection).map((template) => template.name);
    const themes = ['Love', 'Wisdom', 'Healing', 'Peace', 'Blessed', 'Prayer', 'Power', 'No Fear'];
    expect(names('inner-beauty')).toEqual(themes);
    expect(names('life-happens')).toEqual(themes);
    const loveIs = templatesOf('love-is');
    expect(loveIs).toHaveLength(15);
    expect(loveIs.filter((template) => template.name.startsWith('Thorny '))).toHaveLength(7);
    expect(loveIs.filter((template) => template.name.startsWith('Rose '))).toHaveLength(8);
  });

  it('names love-is templates li-love (Thorny) and li-love2 (Rose)', () => {
    expect(findTemplate('li-love')?.name).toBe('Thorny Love');
    expect(findTemplate('li-love2')?.name).toBe('Rose Love');
    expect(findTemplate('nothing')).toBeUndefined();
    expect(findTemplate(null)).toBeUndefined();
  });

  it("draws each template with the API's artwork", () => {
    expect(templateImageUrl('li-love2')).toBe('/api/images/designs/li-love2.svg');
  });
});
