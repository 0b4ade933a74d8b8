import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi, sizedProduct } from '../test-support/catalog-fixtures';
import { ProductPage } from './product-page';

const tee = sizedProduct(
  { id: 4, name: 'Inner Peace Tee', price: '28.00', collection: 'inner-beauty' },
  ['L'],
);

function renderProduct(path: string) {
  return renderWithPlatform(<ProductPage />, { path, routePath: '/product/:id' });
}

function posts(api: ReturnType<typeof catalogApi>) {
  return api.calls.filter((call) => call.method === 'POST');
}

describe('ProductPage: choosing a size', () => {
  it('asks for a size before adding, and adds nothing until one is chosen', async () => {
    const api = catalogApi({ 'GET /api/products/4': { body: tee } });
    renderProduct('/product/4');
    expect(await screen.findByRole('group', { name: 'Size' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a size.');
    expect(posts(api)).toEqual([]);
    api.restore();
  });

  it('puts the size in the address, and adds that variant', async () => {
    const api = catalogApi({ 'GET /api/products/4': { body: tee } });
    renderProduct('/product/4');
    const m = await screen.findByRole('link', { name: 'Size M' });
    expect(m).toHaveAttribute('href', '/product/4?size=M');
    await userEvent.click(m);
    expect(await screen.findByRole('link', { name: 'Size M' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(posts(api)[0]?.body).toMatchObject({ productId: 4, variantId: 41, quantity: 1 }),
    );
    expect(
      await screen.findByText('Inner Peace Tee — M has been added to your cart.'),
    ).toBeVisible();
    api.restore();
  });

  it('keeps the size from the address, and shows a sold-out size as such', async () => {
    const api = catalogApi({ 'GET /api/products/4': { body: tee } });
    renderProduct('/product/4?size=L');
    const l = await screen.findByRole('link', { name: 'Size L, sold out' });
    expect(l).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Sold out in L for now. Another size may be here.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    api.restore();
  });

  it('ignores a size the product does not have', async () => {
    const api = catalogApi({ 'GET /api/products/4': { body: tee } });
    renderProduct('/product/4?size=XXXL');
    await screen.findByRole('group', { name: 'Size' });
    expect(screen.queryByRole('link', { current: 'true' })).toBeNull();
    api.restore();
  });
});
