import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { catalogApi, product, requestsTo } from '../test-support/catalog-fixtures';
import { CategoryPage } from './category-page';

const tees = [
  product({ id: 1, name: 'Bloom Within Tee', collection: 'inner-beauty', kind: 't-shirt' }),
  product({ id: 2, name: 'Still Here Tee', collection: 'life-happens', kind: 't-shirt' }),
  product({ id: 3, name: 'Love Is Patient Tee', collection: 'love-is', kind: 't-shirt' }),
];

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderCategory(path: string) {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/category/:slug" element={<CategoryPage />} />
      </Routes>
      <Address />
    </>,
    { path },
  );
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('CategoryPage', () => {
  it('lists every product of the kind across the three collections', async () => {
    const api = catalogApi({ 'GET /api/products?*': { body: tees } });
    renderCategory('/category/t-shirts');
    expect(screen.getByRole('heading', { level: 1, name: 'T-Shirts' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(names(list)).toEqual(tees.map((tee) => tee.name));
    expect(requestsTo(api, '/api/products')).toEqual(['/api/products?kind=t-shirt&sort=name']);
    api.restore();
  });

  it('narrows to one collection with links, and keeps it through a new sort', async () => {
    const api = catalogApi({ 'GET /api/products?*': { body: tees } });
    renderCategory('/category/t-shirts');
    await screen.findByRole('list', { name: 'Products' });
    const filter = screen.getByRole('navigation', { name: 'Filter by collection' });
    expect(within(filter).getByRole('link', { name: 'All collections' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(filter).getByRole('link', { name: 'Life Happens' }));
    expect(names(screen.getByRole('list', { name: 'Products' }))).toEqual(['Still Here Tee']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-high');
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/category/t-shirts?sort=price-high&collection=life-happens',
    );
    expect(requestsTo(api, '/api/products')).toContain(
      '/api/products?kind=t-shirt&sort=price-high',
    );
    api.restore();
  });

  it('is the not-found page for a category the shop does not have', () => {
    const api = catalogApi();
    renderCategory('/category/shoes');
    expect(screen.queryByRole('heading', { level: 1, name: 'Shoes' })).not.toBeInTheDocument();
    expect(requestsTo(api, '/api/products')).toEqual([]);
    api.restore();
  });
});
