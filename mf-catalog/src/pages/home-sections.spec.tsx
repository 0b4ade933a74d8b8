import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import { catalogApi, deferred, product } from '../test-support/catalog-fixtures';
import { HomeSections } from './home-sections';

const KINDS = [
  'Iron-On Patches',
  'T-Shirts',
  'Caps',
  'Infant Onesies',
  'Dog Tags',
  'Infant Bibs',
  'Journals with Pens',
  'Coloring Books',
  'Candies',
  'Gift Boxes',
  'Jewelry',
  'Paintings',
];

describe('HomeSections', () => {
  it('renders the hero at once, before the catalogue answers', () => {
    const answer = deferred({ body: [] });
    const api = catalogApi({ 'GET /api/products': answer.handler });
    renderWithPlatform(<HomeSections />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Your healing space' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/inner-beauty');
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute(
      'href',
      '/healing-moments',
    );
    answer.release();
    api.restore();
  });

  it('shows the twelve product categories, each opening its page across the collections', async () => {
    const cap = product({
      kind: 'cap',
      collection: 'life-happens',
      image: '/api/images/products/cap.svg',
    });
    const api = catalogApi({ 'GET /api/products': { body: [cap] } });
    renderWithPlatform(<HomeSections />);

    const section = screen.getByRole('region', { name: 'Something gentle for every day' });
    const tiles = within(section).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent?.replace(/All collections$/, ''))).toEqual(KINDS);
    const caps = within(section).getByRole('link', { name: /^Caps/ });
    expect(caps).toHaveAttribute('href', '/category/caps');
    expect(within(section).getByRole('link', { name: /^T-Shirts/ })).toHaveAttribute(
      'href',
      '/category/t-shirts',
    );
    expect(within(section).getByRole('link', { name: /^Iron-On Patches/ })).toHaveAttribute(
      'href',
      '/category/iron-on-patches',
    );
    // The picture is the catalogue's own, once it has loaded.
    expect(await within(section).findAllByRole('presentation')).toHaveLength(1);
    expect(caps.querySelector('img')).toHaveAttribute('src', cap.image);
    api.restore();
  });

  it('links the three collections, the story and shows the fixed stats', () => {
    const api = catalogApi({ 'GET /api/products': { body: [] } });
    renderWithPlatform(<HomeSections />);

    const collections = screen.getByRole('region', {
      name: 'Three ways to be gentle with yourself',
    });
    expect(
      within(collections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inner Beauty', '/inner-beauty'],
      ['Life Happens', '/life-happens'],
      ['Love Is', '/love-is'],
    ]);
    for (const pillar of ['Our Mission', 'Our Values', 'Our Promise']) {
      expect(screen.getByRole('heading', { level: 3, name: pillar })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Learn More About Our Story' })).toHaveAttribute(
      'href',
      '/about',
    );
    const stats = screen.getByRole('region', { name: 'Healing Shop in numbers' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1000+Happy Customers', '3Collections', '50+Unique Products']);
    api.restore();
  });
});
