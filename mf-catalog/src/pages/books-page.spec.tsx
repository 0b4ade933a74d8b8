import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi } from '../test-support/catalog-fixtures';
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

  it('buys through an external store in a new tab, safely', () => {
    const api = catalogApi();
    renderWithPlatform(<BooksPage />, { path: '/books' });
    const amazon = screen.getByRole('link', { name: /Get on Amazon/ });
    expect(amazon).toHaveAccessibleName('Get on Amazon (opens in a new tab)');
    expect(amazon).toHaveAttribute('target', '_blank');
    expect(amazon.getAttribute('rel')).toContain('noopener');
    expect(amazon.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\//);
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
