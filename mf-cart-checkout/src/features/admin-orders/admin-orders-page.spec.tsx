import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { orderPage, orderSummary, SESSION_ENDED } from './admin-fixtures';
import { AdminOrdersPage } from './admin-orders-page';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.search}</p>;
}

function render(path = '/admin/orders') {
  return renderWithPlatform(
    <Routes>
      <Route
        path="/admin/orders"
        element={
          <>
            <AdminOrdersPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

/** The list requests made, as query parameters. */
function listQueries(api: FakeApi): Record<string, string>[] {
  return api.calls
    .filter((call) => call.url.startsWith('/api/admin/orders'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://shop.test').searchParams));
}

describe('AdminOrdersPage', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('lists the orders with number, date, name, e-mail, total, status and items, each linked', async () => {
    api = fakeApi({
      'GET /api/admin/orders*': {
        body: orderPage([
          orderSummary(),
          orderSummary({
            id: 7,
            status: 'shipped',
            firstName: 'Ada',
            lastName: 'Stone',
            email: 'ada@example.com',
            total: '1250.00',
            itemCount: 1,
          }),
        ]),
      },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Date', 'Customer', 'Items', 'Total', 'Status']);
    const second = within(rows[2]);
    expect(second.getByRole('link', { name: 'Order #7' })).toHaveAttribute(
      'href',
      '/admin/orders/7',
    );
    expect(rows[2]).toHaveTextContent('Nov 23, 2026');
    expect(rows[2]).toHaveTextContent('Ada Stone');
    expect(rows[2]).toHaveTextContent('ada@example.com');
    expect(rows[2]).toHaveTextContent('1 item');
    expect(rows[2]).toHaveTextContent('$1,250.00');
    expect(second.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(within(rows[1]).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(rows[1]).toHaveTextContent('3 items');
    // The phone layout holds the same orders as cards.
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Order #42' })).toHaveAttribute(
      'href',
      '/admin/orders/42',
    );
    expect(listQueries(api)).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('filters by status, keeps the choice in the URL and asks for it', async () => {
    const user = userEvent.setup();
    api = fakeApi({ 'GET /api/admin/orders*': { body: orderPage([orderSummary()]) } });
    render();
    const filters = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Awaiting payment', 'Paid', 'Shipped', 'Delivered', 'Cancelled']);
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filters).getByRole('link', { name: 'Awaiting payment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=pending');
    await waitFor(() => expect(listQueries(api)).toHaveLength(2));
    expect(listQueries(api)[1]).toEqual({ status: 'pending', page: '1', pageSize: '20' });
    expect(within(filters).getByRole('link', { name: 'Awaiting payment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('searches by order number, e-mail or name, within the chosen status', async () => {
    const user = userEvent.setup();
    api = fakeApi({ 'GET /api/admin/orders*': { body: orderPage([orderSummary()]) } });
    render('/admin/orders?status=paid');
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAttribute('placeholder', 'Order number, e-mail or name');
    await user.type(search, '  maya@example  {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('?status=paid&q=maya%40example');
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({
        status: 'paid',
        q: 'maya@example',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(await screen.findByText(/Showing orders matching/)).toHaveTextContent('maya@example');
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?status=paid$/);
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('pages with Previous and Next, keeping filter and search', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders*': ({ url }) => {
        const page = Number(new URL(url, 'http://shop.test').searchParams.get('page'));
        return {
          body: orderPage([orderSummary({ id: 100 - page })], { total: 95, page, pageSize: 20 }),
        };
      },
    });
    render('/admin/orders?status=shipped&q=lin&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 2 of 5');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=shipped&q=lin&page=3');
    await waitFor(() => expect(pager).toHaveTextContent('Page 3 of 5'));
    expect(listQueries(api).at(-1)).toEqual({
      status: 'shipped',
      q: 'lin',
      page: '3',
      pageSize: '20',
    });
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 5'));
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?status=shipped&q=lin$/);
  });

  it('says when there are no orders, and when none match', async () => {
    api = fakeApi({ 'GET /api/admin/orders*': { body: orderPage([]) } });
    const { unmount } = render();
    expect(
      await screen.findByText('No orders yet. They appear here as soon as a shopper checks out.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    render('/admin/orders?status=cancelled&q=zed');
    expect(await screen.findByText('No orders match “zed” among cancelled.')).toBeVisible();
  });

  it('shows "Your session has ended." with a way to sign in again on 401', async () => {
    api = fakeApi({ 'GET /api/admin/orders*': SESSION_ENDED });
    render();
    expect(await screen.findByText('Your session has ended.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    api = fakeApi({ 'GET /api/admin/orders*': { status: 503, body: {} } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    api.on('GET /api/admin/orders*', { body: orderPage([orderSummary()]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
