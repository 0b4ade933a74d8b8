import { renderWithPlatform } from '@healing/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVOURITES_STORAGE_KEY } from '../features/products/hooks/use-favourites';
import { catalogApi, product } from '../test-support/catalog-fixtures';
import { FavouritesPage } from './favourites-page';

const cap = product({ id: 3, name: 'Gentle Grace Cap', price: '24.99' });
const mug = product({ id: 7, name: 'Rise Again Mug', collection: 'life-happens' });
const tee = product({ id: 9, name: 'Bloom Within Tee', inStock: false });

function saveFavourites(ids: number[]) {
  window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
}

function storedFavourites(): number[] {
  return JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]') as number[];
}

function renderFavourites() {
  return renderWithPlatform(<FavouritesPage />, { path: '/favourites' });
}

async function favouriteCards() {
  const list = await screen.findByRole('list', { name: 'Favourite products' });
  return within(list).getAllByRole('listitem');
}

afterEach(() => window.localStorage.removeItem(FAVOURITES_STORAGE_KEY));

describe('FavouritesPage', () => {
  it('invites browsing the collections when nothing is saved, and is kept out of search', () => {
    const api = catalogApi();
    renderFavourites();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    const browse = screen.getByRole('navigation', { name: 'Browse the collections' });
    expect(
      within(browse)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Browse Inner Beauty', '/inner-beauty'],
      ['Browse Life Happens', '/life-happens'],
      ['Browse Love Is', '/love-is'],
    ]);
    expect(document.title).toBe('Your Favourites | Healing Shop');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    // Nothing saved: nothing to ask the API for.
    expect(api.calls.some((call) => call.url.startsWith('/api/products'))).toBe(false);
    api.restore();
  });

  it('lists the saved products as cards, the latest saved first', async () => {
    saveFavourites([3, 7]);
    const api = catalogApi({ 'GET /api/products': { body: [cap, mug, tee] } });
    renderFavourites();

    const cards = await favouriteCards();
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Rise Again Mug', 'Gentle Grace Cap']);
    expect(within(cards[1]).getByRole('link', { name: 'Gentle Grace Cap' })).toHaveAttribute(
      'href',
      '/product/3',
    );
    expect(within(cards[1]).getByText('$24.99')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Life Happens')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 saved pieces' })).toBeInTheDocument();
    api.restore();
  });

  it("labels every card alike, with its own collection's name, whatever the mix", async () => {
    const bib = product({ id: 11, name: 'Little Love Bib', collection: 'love-is' });
    saveFavourites([3, 7, 11]);
    const api = catalogApi({ 'GET /api/products': { body: [cap, mug, bib] } });
    renderFavourites();

    const cards = await favouriteCards();
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 3 }).textContent,
        within(card).getByText(/^(Inner Beauty|Life Happens|Love Is)$/).textContent,
      ]),
    ).toEqual([
      ['Little Love Bib', 'Love Is'],
      ['Rise Again Mug', 'Life Happens'],
      ['Gentle Grace Cap', 'Inner Beauty'],
    ]);
    expect(screen.queryByText(/Life Journey|Love Collection/)).not.toBeInTheDocument();
    api.restore();
  });

  it('adds a favourite to the cart', async () => {
    saveFavourites([3]);
    const api = catalogApi({ 'GET /api/products': { body: [cap, mug] } });
    renderFavourites();

    await userEvent.click(
      await screen.findByRole('button', { name: /^Add to Cart\W+Gentle Grace Cap$/ }),
    );

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        productId: 3,
        quantity: 1,
      }),
    );
    expect(await screen.findByText('Added to Cart! 💖')).toBeInTheDocument();
    api.restore();
  });

  it('keeps Add to Cart disabled for a favourite that is out of stock', async () => {
    saveFavourites([9]);
    const api = catalogApi({ 'GET /api/products': { body: [tee] } });
    renderFavourites();
    expect(
      await screen.findByRole('button', { name: /^Add to Cart\W+Bloom Within Tee$/ }),
    ).toBeDisabled();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    api.restore();
  });

  it('removes a favourite, says so, and keeps the keyboard in the list', async () => {
    saveFavourites([3, 7]);
    const api = catalogApi({ 'GET /api/products': { body: [cap, mug] } });
    renderFavourites();
    await favouriteCards();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Rise Again Mug from favourites' }),
    );

    expect(storedFavourites()).toEqual([3]);
    expect(await screen.findByText('Removed from favourites')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rise Again Mug' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Gentle Grace Cap from favourites' }),
    ).toHaveFocus();

    await userEvent.keyboard('{Enter}');

    expect(storedFavourites()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toHaveFocus();
    api.restore();
  });

  it('leaves out a favourite the shop no longer sells', async () => {
    saveFavourites([3, 404]);
    const api = catalogApi({ 'GET /api/products': { body: [cap] } });
    renderFavourites();
    expect(await favouriteCards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '1 saved piece' })).toBeInTheDocument();
    api.restore();
  });

  it('shows what another tab saves', async () => {
    const api = catalogApi({ 'GET /api/products': { body: [cap] } });
    renderFavourites();
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();

    saveFavourites([3]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY }));
    });

    expect(await screen.findByRole('link', { name: 'Gentle Grace Cap' })).toBeInTheDocument();
    api.restore();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    saveFavourites([3]);
    let fail = true;
    const api = catalogApi({
      'GET /api/products': () =>
        fail ? { status: 500, body: { message: 'Oops' } } : { body: [cap] },
    });
    renderFavourites();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your favourites just now.");
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Gentle Grace Cap' })).toBeInTheDocument();
    api.restore();
  });
});
