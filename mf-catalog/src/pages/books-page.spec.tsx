import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi, product } from '../test-support/catalog-fixtures';
import { BooksPage } from './books-page';

describe('BooksPage', () => {
  it('shows the book with its facts, highlights and two testimonials', () => {
    const api = catalogApi();
    renderWithPlatform(<BooksPage />, { path: '/books' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'The Gentle Return' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Self-Help & Psychology').length).toBeGreaterThan(0);
    expect(screen.getByText('2018')).toBeInTheDocument();
    expect(screen.getByText('224')).toBeInTheDocument();
    // No rating that no customer gave (DECISIONS.md).
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    const highlights = screen.getByRole('region', { name: "What you'll find inside" });
    expect(within(highlights).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    const testimonials = screen.getByRole('region', { name: 'What readers say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(2);
    expect(document.title).toMatch(/^The Gentle Return/);
    api.restore();
  });

  it("introduces the author with the founder's illustrated portrait, not initials", () => {
    const api = catalogApi();
    renderWithPlatform(<BooksPage />, { path: '/books' });
    const author = screen.getByRole('region', { name: 'About the author' });
    expect(
      within(author).getByRole('img', {
        name: /^Illustrated portrait of Dr\. Naomi Ellis, our founder/,
      }),
    ).toBeInTheDocument();
    expect(author).not.toHaveTextContent(/\bNE\b/);
    api.restore();
  });

  it('keeps the external store only as a secondary "also at" link, in a new tab, safely', () => {
    const api = catalogApi();
    renderWithPlatform(<BooksPage />, { path: '/books' });
    const amazon = screen.getByRole('link', { name: /Amazon/ });
    expect(amazon).toHaveAccessibleName('Amazon (opens in a new tab)');
    expect(amazon.closest('p')).toHaveTextContent(/^Also at Amazon/);
    expect(amazon).toHaveAttribute('target', '_blank');
    expect(amazon.getAttribute('rel')).toContain('noopener');
    expect(amazon.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\//);
    api.restore();
  });

  it('shows every book the shop sells, from the catalogue, each with Add to Cart', async () => {
    const books = [
      product({ id: 31, name: 'The Gentle Return (Paperback)', kind: 'book', price: '18.95' }),
      product({
        id: 32,
        name: 'The Resilience Workbook',
        kind: 'book',
        collection: 'life-happens',
      }),
      product({ id: 33, name: 'What Love Is: Essays', kind: 'book', collection: 'love-is' }),
    ];
    const api = catalogApi({
      'GET /api/products': { body: [...books, product({ id: 34, name: 'Calm Cap', kind: 'cap' })] },
    });
    renderWithPlatform(<BooksPage />, { path: '/books' });
    const list = await screen.findByRole('list', { name: 'Books for sale' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getAllByRole('link')[0].textContent)).toEqual([
      'The Gentle Return (Paperback)',
      'The Resilience Workbook',
      'What Love Is: Essays',
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();
    }
    // Labelled like every other card: with the book's own collection.
    expect(
      cards.map(
        (card) => within(card).getByText(/^(Inner Beauty|Life Happens|Love Is)$/).textContent,
      ),
    ).toEqual(['Inner Beauty', 'Life Happens', 'Love Is']);
    // The founder's book itself is bought here, at its catalogue price.
    const overview = screen.getByRole('region', { name: 'The Gentle Return' });
    expect(overview).toHaveTextContent('$18.95');
    await userEvent.click(within(overview).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.method === 'POST' &&
            call.url === '/api/cart' &&
            (call.body as { productId: number }).productId === 31,
        ),
      ).toBe(true),
    );
    api.restore();
  });

  it('reads a preview in a dialog and connects with the founder through contact', async () => {
    const api = catalogApi();
    renderWithPlatform(<BooksPage />, { path: '/books' });
    await userEvent.click(screen.getByRole('button', { name: 'Read Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Gentle Return: a preview' });
    expect(within(dialog).getByText(/particular kind of tired/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Connect with Dr. Ellis' })).toHaveAttribute(
      'href',
      '/contact',
    );
    api.restore();
  });
});
