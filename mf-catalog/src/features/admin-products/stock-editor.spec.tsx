import { fakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminProduct } from './admin-fixtures';
import { AdminProductEditPage } from './admin-product-edit-page';

const variants = (mStock: number) => ({
  productId: 7,
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    { id: 70, label: 'S', options: { Size: 'S' }, sku: 'T-S', price: null, stock: 4 },
    { id: 71, label: 'M', options: { Size: 'M' }, sku: null, price: null, stock: mStock },
  ],
});

describe('the product form: stock per variant', () => {
  it('shows each variant’s stock and saves a new count for one', async () => {
    const api = fakeApi({
      'GET /api/admin/products/7/variants': { body: variants(1) },
      'PUT /api/admin/products/variants/71/stock': { body: variants(12) },
      'GET /api/admin/products/7': { body: adminProduct({ id: 7, name: 'Inner Peace Tee' }) },
    });
    const user = userEvent.setup();
    renderWithPlatform(<AdminProductEditPage />, {
      path: '/admin/products/7',
      routePath: '/admin/products/:id',
    });
    const m = await screen.findByLabelText('Stock of M');
    expect(m).toHaveValue('1');
    expect(screen.getByLabelText('Stock of S')).toHaveValue('4');
    expect(screen.getByText('SKU T-S')).toBeInTheDocument();

    await user.clear(m);
    await user.type(m, 'x');
    expect(screen.getByText('A whole number from 0 to 100000')).toBeInTheDocument();
    await user.clear(m);
    await user.type(m, '12');
    await user.click(screen.getByRole('button', { name: 'Save stock of M' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ stock: 12 }),
    );
    await waitFor(() => expect(screen.getByLabelText('Stock of M')).toHaveValue('12'));
    api.restore();
  });
});
