import { fakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminProduct, productPage, SESSION_ENDED } from './admin-fixtures';
import { AdminProductsPage } from './admin-products-page';

function render() {
  return renderWithPlatform(<AdminProductsPage />, { path: '/admin/products' });
}

function listRequests(api: ReturnType<typeof fakeApi>): string[] {
  return api.calls
    .filter(
      (call) =>
        call.url.startsWith('/api/admin/products') &&
        !call.url.startsWith('/api/admin/products/low-stock'),
    )
    .map((call) => call.url);
}

const NO_LOW_STOCK = { threshold: 3, items: [] };

describe('AdminProductsPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('lists products with thumbnail, name, collection, price and stock, and links to each', async () => {
    api = fakeApi({
      'GET /api/admin/products/low-stock': { body: NO_LOW_STOCK },
      'GET /api/admin/products*': {
        body: productPage([
          adminProduct(),
          adminProduct({
            id: 8,
            name: 'Thorny Rose Tee',
            collection: 'love-is',
            price: '1250.00',
            inStock: false,
          }),
        ]),
      },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const second = within(rows[2]);
    expect(second.getByRole('link', { name: 'Thorny Rose Tee' })).toHaveAttribute(
      'href',
      '/admin/products/8',
    );
    expect(second.getByText('Love Is')).toBeInTheDocument();
    expect(second.getByText('$1,250.00')).toBeInTheDocument();
    expect(second.getByText('Out of Stock')).toBeInTheDocument();
    expect(within(rows[1]).getByText('In Stock')).toBeInTheDocument();
    expect(rows[1].querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/products/gentle-grace-cap.svg',
    );
    // The phone layout holds the same products as cards.
    const cards = screen.getByRole('list', { name: 'Products' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(listRequests(api)).toEqual(['/api/admin/products?page=1&pageSize=20']);
  });

  it('searches by name and shows archived products on request', async () => {
    api = fakeApi({
      'GET /api/admin/products/low-stock': { body: NO_LOW_STOCK },
      'GET /api/admin/products*': ({ url }) =>
        url.includes('archived=true')
          ? {
              body: productPage([
                adminProduct({
                  id: 9,
                  name: 'Old Journal',
                  archivedAt: '2026-01-03T00:00:00.000Z',
                }),
              ]),
            }
          : { body: productPage([]) },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No products yet. Add the first one.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    expect(
      await within(await screen.findByRole('table')).findByRole('link', { name: 'Old Journal' }),
    ).toHaveAttribute('href', '/admin/products/9');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'old');
    await waitFor(() =>
      expect(listRequests(api)).toContain(
        '/api/admin/products?page=1&pageSize=20&q=old&archived=true',
      ),
    );
  });

  it('says so when nothing matches the search', async () => {
    api = fakeApi({
      'GET /api/admin/products/low-stock': { body: NO_LOW_STOCK },
      'GET /api/admin/products*': { body: productPage([]) },
    });
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zebra');
    expect(await screen.findByText('No products match "zebra".')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    api = fakeApi({
      'GET /api/admin/products/low-stock': { body: NO_LOW_STOCK },
      'GET /api/admin/products*': ({ url }) => ({
        body: productPage(
          [
            adminProduct({
              id: url.includes('page=2') ? 30 : 7,
              name: url.includes('page=2') ? 'Second Page Bib' : 'First Page Cap',
            }),
          ],
          { total: 25 },
        ),
      }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(screen.getByRole('table')).findByRole('link', { name: 'Second Page Bib' }),
    ).toBeInTheDocument();
  });

  it('tells the owner when the session has ended, with a link to sign in', async () => {
    api = fakeApi({
      'GET /api/admin/products/low-stock': { body: NO_LOW_STOCK },
      'GET /api/admin/products*': SESSION_ENDED,
    });
    render();
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api = fakeApi({
      'GET /api/admin/products/low-stock': { body: NO_LOW_STOCK },
      'GET /api/admin/products*': { status: 500, body: { statusCode: 500, message: 'Oops' } },
    });
    render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('AdminProductsPage: low stock', () => {
  it('lists what is running out, fewest first, each linking to its product', async () => {
    const api = fakeApi({
      'GET /api/admin/products/low-stock': {
        body: {
          threshold: 3,
          items: [
            {
              productId: 4,
              productName: 'Inner Peace Tee',
              variantId: 41,
              label: 'M',
              sku: 'IPT-M',
              stock: 0,
            },
            {
              productId: 9,
              productName: 'Quiet Cap',
              variantId: 90,
              label: 'One size',
              sku: null,
              stock: 2,
            },
          ],
        },
      },
      'GET /api/admin/products*': { body: productPage([]) },
    });
    renderWithPlatform(<AdminProductsPage />, { path: '/admin/products' });
    const list = await screen.findByRole('list', { name: 'Low stock' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Inner Peace Tee — MSKU IPT-MSold out',
      'Quiet Cap2 left',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Inner Peace Tee — M' })).toHaveAttribute(
      'href',
      '/admin/products/4',
    );
    api.restore();
  });
});
