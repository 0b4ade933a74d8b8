import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi, product } from '../test-support/catalog-fixtures';
import { CollectionPage } from './collection-page';

function cardOf(name: string): HTMLElement {
  const link = screen.getByRole('link', { name });
  return link.closest('li') as HTMLElement;
}

describe('CollectionPage and the cart', () => {
  it.each([
    ['inner-beauty', 'Bloom Within Tee has been added to your cart.'],
    ['love-is', 'Bloom Within Tee has been added to your cart.'],
    ['life-happens', 'Bloom Within Tee added to your healing journey.'],
  ] as const)('adds one to the cart from %s with its own toast', async (collection, text) => {
    const tee = product({ id: 7, name: 'Bloom Within Tee', collection });
    const api = catalogApi({ 'GET /api/products/collection/*': { body: [tee] } });
    renderWithPlatform(<CollectionPage collection={collection} />, { path: `/${collection}` });
    await screen.findByRole('link', { name: 'Bloom Within Tee' });

    await userEvent.click(
      within(cardOf('Bloom Within Tee')).getByRole('button', { name: /^Add to Cart/ }),
    );

    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({
          url: '/api/cart',
          body: expect.objectContaining({ productId: 7, quantity: 1 }),
        }),
      ]),
    );
    expect(await screen.findByText('Added to Cart! 💖')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    api.restore();
  });

  it.each(['inner-beauty', 'life-happens', 'love-is'] as const)(
    'disables Add to Cart for an out-of-stock product on %s',
    async (collection) => {
      const sold = product({ id: 40, name: 'Little Love Bib', inStock: false, collection });
      const api = catalogApi({ 'GET /api/products/collection/*': { body: [sold] } });
      renderWithPlatform(<CollectionPage collection={collection} />, { path: `/${collection}` });
      await screen.findByRole('link', { name: 'Little Love Bib' });

      const add = within(cardOf('Little Love Bib')).getByRole('button', { name: /^Add to Cart/ });
      expect(add).toBeDisabled();
      expect(within(cardOf('Little Love Bib')).getByText('Out of Stock')).toBeInTheDocument();
      await userEvent.click(add);
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
      api.restore();
    },
  );

  it.each([
    ['inner-beauty', 'Inner Beauty'],
    ['life-happens', 'Life Happens'],
    ['love-is', 'Love Is'],
  ] as const)(
    'labels each card of %s with its collection, in grid and list alike, and no invented rating',
    async (collection, name) => {
      const api = catalogApi({
        'GET /api/products/collection/*': { body: [product({ name: 'Calm Cap', collection })] },
      });
      renderWithPlatform(<CollectionPage collection={collection} />, { path: `/${collection}` });
      await screen.findByRole('link', { name: 'Calm Cap' });
      expect(within(cardOf('Calm Cap')).getByText(name)).toBeInTheDocument();
      expect(cardOf('Calm Cap').querySelector('svg.lucide-star')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'List view' }));
      expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('data-view', 'list');
      expect(within(cardOf('Calm Cap')).getByText(name)).toBeInTheDocument();
      expect(within(cardOf('Calm Cap')).queryByText(/Life Journey|Love Collection/)).toBeNull();
      api.restore();
    },
  );
});
