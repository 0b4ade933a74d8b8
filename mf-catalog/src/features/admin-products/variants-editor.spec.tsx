import { fakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVariantsDto } from './api/admin-products-api';
import { adminProduct } from './admin-fixtures';
import { AdminProductEditPage } from './admin-product-edit-page';

const oneSize: AdminVariantsDto = {
  productId: 7,
  options: [],
  variants: [{ id: 70, label: 'One size', options: {}, sku: 'CAP', price: null, stock: 25 }],
};

const sized: AdminVariantsDto = {
  productId: 7,
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
  variants: [
    { id: 70, label: 'S', options: { Size: 'S' }, sku: 'CAP', price: null, stock: 5 },
    { id: 91, label: 'M', options: { Size: 'M' }, sku: null, price: null, stock: 8 },
    { id: 92, label: 'L', options: { Size: 'L' }, sku: null, price: '26.00', stock: 2 },
  ],
};

/** The API as far as the page asks it: what a successful PUT answers is stored from then on. */
function render(variants: AdminVariantsDto, put: { status?: number; body: unknown }) {
  let stored = variants;
  const api = fakeApi({
    'GET /api/admin/products/7': { body: adminProduct({ id: 7, name: 'Gentle Grace Cap' }) },
    'GET /api/admin/products/7/variants': () => ({ body: stored }),
    'PUT /api/admin/products/7/variants': () => {
      if (!put.status) stored = put.body as AdminVariantsDto;
      return put;
    },
  });
  renderWithPlatform(<AdminProductEditPage />, {
    path: '/admin/products/7',
    routePath: '/admin/products/:id',
  });
  return api;
}

const puts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'PUT');

// Typing a whole product's sizes takes a while on a busy machine.
jest.setTimeout(20_000);

describe('the product form: sizes and versions', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('gives a one-size cap sizes S, M and L with their stock, with the keyboard', async () => {
    api = render(oneSize, { body: sized });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Sizes and versions' });
    expect(await within(section).findByText('Sold in one size.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit sizes and versions' }));
    // The rows carry the stock while editing: the stock list steps aside.
    expect(screen.queryByRole('region', { name: 'Stock' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(screen.getByLabelText('Option name')).toHaveValue('Size');
    const add = screen.getByLabelText('Add a value to Size');
    await user.type(add, 'S{Enter}');
    await user.type(add, 'M{Enter}');
    await user.type(add, 'L{Enter}');
    expect(add).toHaveValue('');
    const rows = within(screen.getByRole('list', { name: 'Variants' }));
    expect(rows.getAllByRole('listitem').map((row) => row.firstChild?.textContent)).toEqual([
      'S',
      'Mnew',
      'Lnew',
    ]);
    // The one size's stock and SKU go on with the first size.
    expect(screen.getByLabelText('Stock of S')).toHaveValue('25');
    await user.clear(screen.getByLabelText('Stock of S'));
    await user.type(screen.getByLabelText('Stock of S'), '5');
    await user.clear(screen.getByLabelText('Stock of M'));
    await user.type(screen.getByLabelText('Stock of M'), '8');
    await user.clear(screen.getByLabelText('Stock of L'));
    await user.type(screen.getByLabelText('Stock of L'), '2');
    await user.type(screen.getByLabelText(/Own price of L/), '26');
    await user.click(screen.getByRole('button', { name: 'Save sizes and versions' }));

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0].body).toEqual({
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { id: 70, options: { Size: 'S' }, sku: 'CAP', price: null, stock: 5 },
        { options: { Size: 'M' }, sku: null, price: null, stock: 8 },
        { options: { Size: 'L' }, sku: null, price: '26', stock: 2 },
      ],
    });
    expect(await screen.findByText('Sizes and versions saved')).toBeInTheDocument();
    expect(within(section).getByText('S, M, L')).toBeInTheDocument();
    expect(await screen.findByLabelText('Stock of M')).toHaveValue('8');
  });

  it('checks before sending: each message beside its field, nothing sent', async () => {
    api = render(sized, { body: sized });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sizes and versions' }));
    await user.type(screen.getByLabelText('Add a value to Size'), 'm{Enter}');
    await user.clear(screen.getByLabelText('Stock of M'));
    await user.type(screen.getByLabelText('Stock of M'), '-3');
    await user.type(screen.getByLabelText(/Own price of S/), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save sizes and versions' }));

    expect(screen.getByLabelText('Size value 4')).toHaveAccessibleDescription(
      'A value of Size is there twice.',
    );
    expect(screen.getByLabelText('Size value 4')).toHaveFocus();
    expect(screen.getByLabelText('Stock of M')).toHaveAccessibleDescription(
      'Stock must be a whole number from 0 to 100000',
    );
    expect(screen.getByLabelText(/Own price of S/)).toHaveAccessibleDescription(
      'A variant price must be an amount from 0.01 to 99999.99, or null for the product price',
    );
    expect(puts(api)).toHaveLength(0);

    // Corrected, the messages go as the owner types.
    await user.click(screen.getByRole('button', { name: 'Remove m' }));
    expect(screen.queryByText('A value of Size is there twice.')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal beside the field it names', async () => {
    api = render(sized, {
      status: 409,
      body: {
        statusCode: 409,
        message: 'The SKU cap-m is already used by Quiet Tee.',
        error: 'Conflict',
        field: 'variants.1.sku',
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sizes and versions' }));
    await user.type(screen.getByLabelText(/SKU of M/), 'cap-m');
    await user.click(screen.getByRole('button', { name: 'Save sizes and versions' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/SKU of M/)).toHaveAccessibleDescription(
        'The SKU cap-m is already used by Quiet Tee.',
      ),
    );
    expect(screen.getByLabelText(/SKU of M/)).toHaveFocus();
    // Still editing: nothing the owner typed is lost.
    expect(screen.getByRole('button', { name: 'Save sizes and versions' })).toBeInTheDocument();
  });

  it('reorders sizes and says what removing one does to carts and orders', async () => {
    api = render(sized, { body: sized });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sizes and versions' }));
    await user.click(screen.getByRole('button', { name: 'Move L earlier' }));
    expect(screen.getByLabelText('Size value 2')).toHaveValue('L');
    // Focus follows L, so Enter moves it on; at the top only "later" is left to focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move L earlier' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Size value 1')).toHaveValue('L');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move L later' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Size value 2')).toHaveValue('L');
    await user.click(screen.getByRole('button', { name: 'Remove M' }));
    expect(screen.getByText(/^Saving removes/)).toHaveTextContent(
      'Saving removes M. They leave shoppers’ carts; orders already placed keep their size and SKU.',
    );
    await user.click(screen.getByRole('button', { name: 'Save sizes and versions' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0].body).toEqual({
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { id: 70, options: { Size: 'S' }, sku: 'CAP', price: null, stock: 5 },
        { id: 92, options: { Size: 'L' }, sku: null, price: '26.00', stock: 2 },
      ],
    });
  });

  it('Cancel leaves what is stored', async () => {
    api = render(sized, { body: sized });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sizes and versions' }));
    await user.click(screen.getByRole('button', { name: 'Remove option Size' }));
    expect(screen.getByText(/Sold in one size\. Add an option/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('S, M, L')).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });
});
