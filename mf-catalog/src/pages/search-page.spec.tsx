import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { catalogApi, product, requestsTo } from '../test-support/catalog-fixtures';
import { SearchPage } from './search-page';

const tee = product({ id: 1, name: 'Bloom Within Tee', price: '28.00', kind: 't-shirt' });
const rose = product({
  id: 2,
  name: 'Rose Heart Locket',
  category: 'accessories',
  kind: 'jewelry',
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderSearch(search: string) {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Address />
    </>,
    { path: `/search${search}` },
  );
}

describe('SearchPage', () => {
  it('shows the results of the address’s search as a collection’s cards, best first', async () => {
    const api = catalogApi({ 'GET /api/search?*': { body: [tee, rose] } });
    renderSearch('?q=tee');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results for “tee”' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bloom Within Tee', 'Rose Heart Locket']);
    expect(screen.getByText('Showing 2 products')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('tee');
    expect(requestsTo(api, '/api/search')).toEqual(['/api/search?q=tee&sort=relevance']);
    api.restore();
  });

  it('filters and sorts as a collection does, keeping the words in the address', async () => {
    const api = catalogApi({ 'GET /api/search?*': { body: [tee] } });
    renderSearch('?q=tee');
    await screen.findByText('Showing 1 product');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-low');
    await userEvent.click(screen.getByRole('button', { name: 'Apparel' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/search?q=tee&category=apparel&sort=price-low',
    );
    expect(requestsTo(api, '/api/search')).toContain(
      '/api/search?q=tee&category=apparel&sort=price-low',
    );
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Best match');
    api.restore();
  });

  it('says clearly when nothing matches, with ways on', async () => {
    const api = catalogApi({ 'GET /api/search?*': { body: [] } });
    renderSearch('?q=zebra');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No products match “zebra”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'T-Shirts' })).toHaveAttribute(
      'href',
      '/category/t-shirts',
    );
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    api.restore();
  });

  it('asks for nothing without words, and searches again from its own box', async () => {
    const api = catalogApi({ 'GET /api/search?*': { body: [rose] } });
    renderSearch('');
    expect(screen.getByRole('heading', { level: 1, name: 'Search the shop' })).toBeInTheDocument();
    expect(requestsTo(api, '/api/search')).toEqual([]);
    const box = screen.getByRole('searchbox', { name: 'Search the shop' });
    expect(box.closest('form')).toHaveAttribute('action', '/search');
    expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, '  rose {Enter}');
    expect(screen.getByLabelText('address')).toHaveTextContent('/search?q=rose');
    expect(await screen.findByText('Rose Heart Locket')).toBeInTheDocument();
    api.restore();
  });
});
