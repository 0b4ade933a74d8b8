import { fakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminProduct, SESSION_ENDED } from './admin-fixtures';
import { AdminProductEditPage } from './admin-product-edit-page';

function render(id: string) {
  return renderWithPlatform(<AdminProductEditPage />, {
    path: `/admin/products/${id}`,
    routePath: '/admin/products/:id',
  });
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cap.png', { type: 'image/png' });

describe('AdminProductEditPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it("is the new-product form on the shell's own /admin/products/new route (no :id)", () => {
    api = fakeApi();
    renderWithPlatform(<AdminProductEditPage />, {
      path: '/admin/products/new',
      routePath: '/admin/products/new',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add product' })).toBeInTheDocument();
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('creates a product: labelled fields, then its image, then opens it', async () => {
    const created = adminProduct({ id: 42, name: 'Morning Journal', kind: 'journal' });
    api = fakeApi({
      'POST /api/admin/products': { status: 201, body: created },
      'POST /api/admin/products/42/image': {
        body: { ...created, image: '/api/products/images/abc', hasUploadedImage: true },
      },
      'GET /api/admin/products/42': { body: created },
    });
    const user = userEvent.setup();
    render('new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add product' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '  Morning Journal ');
    await user.type(screen.getByLabelText('Description'), 'A journal for quiet mornings.');
    await user.type(screen.getByLabelText('Price'), '18.5');
    await user.selectOptions(screen.getByLabelText('Category'), 'journal');
    await user.selectOptions(screen.getByLabelText('Collection'), 'love-is');
    await user.click(screen.getByLabelText('In stock'));
    await user.upload(screen.getByLabelText('Image'), png());
    expect(await screen.findByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST' && c.url === '/api/admin/products');
    expect(post?.body).toEqual({
      name: 'Morning Journal',
      description: 'A journal for quiet mornings.',
      price: '18.5',
      kind: 'journal',
      collection: 'love-is',
      inStock: false,
    });
    const upload = api.calls.find((c) => c.url === '/api/admin/products/42/image');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning Journal' }),
    ).toBeInTheDocument();
  });

  it('shows a message by each refused field and sends nothing', async () => {
    api = fakeApi({});
    const user = userEvent.setup({ applyAccept: false });
    render('new');
    await user.type(screen.getByLabelText('Price'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
      expect.stringContaining('Price must be an amount from 0.01 to 99999.99'),
    );
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      'Please choose a category',
    );
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Image'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      screen.getByText('Only images can be uploaded (PNG, JPEG, GIF or WebP).'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses what the API refuses, in its words, before sending; each message goes as it is fixed', async () => {
    const created = adminProduct({ id: 43, name: 'My Journal' });
    api = fakeApi({ 'POST /api/admin/products': { status: 201, body: created } });
    const user = userEvent.setup();
    render('new');
    const name = screen.getByLabelText('Name');
    const price = screen.getByLabelText('Price');
    await user.type(name, ' M ');
    await user.type(screen.getByLabelText('Description'), 'A journal for quiet mornings.');
    await user.type(price, '0');
    await user.selectOptions(screen.getByLabelText('Category'), 'journal');
    await user.selectOptions(screen.getByLabelText('Collection'), 'love-is');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The same sentences the API answers (api/test/admin-products.e2e-spec.ts).
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(price).toHaveAccessibleDescription(
      'In dollars, like 24.99 Price must be an amount from 0.01 to 99999.99, like 24.99',
    );
    expect(screen.getByLabelText('Category')).not.toHaveAccessibleDescription();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await user.clear(price);
    await user.type(price, '12.345');
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Price must be an amount'));
    await user.type(price, '{Backspace}');
    expect(price).toHaveAccessibleDescription('In dollars, like 24.99');
    await user.clear(name);
    await user.type(name, 'My Journal');
    expect(name).not.toHaveAccessibleDescription();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'My Journal',
      price: '12.34',
    });
  });

  it("puts the API's refusal by its field", async () => {
    api = fakeApi({
      'GET /api/admin/products/7': { body: adminProduct() },
      'PUT /api/admin/products/7': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Name is already taken',
          field: 'name',
          error: 'Bad Request',
        },
      },
    });
    const user = userEvent.setup();
    render('7');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('edits a product and sends the whole form', async () => {
    api = fakeApi({
      'GET /api/admin/products/7': { body: adminProduct() },
      'PUT /api/admin/products/7': ({ body }) => ({ body: adminProduct(body as object) }),
    });
    const user = userEvent.setup();
    render('7');
    const price = await screen.findByLabelText('Price');
    expect(screen.getByLabelText('Name')).toHaveValue('Gentle Grace Cap');
    expect(screen.getByLabelText('Category')).toHaveValue('cap');
    expect(screen.getByLabelText('In stock')).toBeChecked();
    await user.clear(price);
    await user.type(price, '29.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Gentle Grace Cap',
      price: '29.00',
      kind: 'cap',
      collection: 'inner-beauty',
      inStock: true,
    });
  });

  it('archives after a confirmation, and can restore', async () => {
    let archived = false;
    api = fakeApi({
      'GET /api/admin/products/7': () => ({
        body: adminProduct({ archivedAt: archived ? '2026-02-01T00:00:00.000Z' : null }),
      }),
      'POST /api/admin/products/7/archive': () => {
        archived = true;
        return { body: adminProduct({ archivedAt: '2026-02-01T00:00:00.000Z' }) };
      },
      'POST /api/admin/products/7/restore': () => {
        archived = false;
        return { body: adminProduct() };
      },
    });
    const user = userEvent.setup();
    render('7');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Gentle Grace Cap?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.url.endsWith('/archive'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, archive' }),
    );
    expect(await screen.findByText('Product archived')).toBeInTheDocument();
    expect(await screen.findByText('Archived')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, restore' }),
    );
    expect(await screen.findByText('Product restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Archived')).not.toBeInTheDocument());
  });

  it('tells the owner when the session has ended on load', async () => {
    api = fakeApi({ 'GET /api/admin/products/7': SESSION_ENDED });
    render('7');
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin');
  });

  it('tells the owner when the session has ended on save', async () => {
    api = fakeApi({
      'GET /api/admin/products/7': { body: adminProduct() },
      'PUT /api/admin/products/7': SESSION_ENDED,
    });
    const user = userEvent.setup();
    render('7');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin');
  });

  it('shows not found for an unknown product', async () => {
    api = fakeApi({});
    render('999');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});
