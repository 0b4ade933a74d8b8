import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboardDto } from '../../api/dashboard-contracts';
import { AdminDashboardPage } from './admin-dashboard-page';
import { changeOf } from './components/change';

// jsdom lays nothing out; the chart measures its box through ResizeObserver, which jsdom lacks.
class NoLayoutObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function days(): AdminDashboardDto['dailySales'] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 1, 17 + index)).toISOString().slice(0, 10);
    return index === 29
      ? { date, orders: 2, sales: '84.50', refunded: '0.00' }
      : index === 28
        ? { date, orders: 1, sales: '40.00', refunded: '0.00' }
        : { date, orders: 0, sales: '0.00', refunded: '0.00' };
  });
}

function dashboard(overrides: Partial<AdminDashboardDto> = {}): AdminDashboardDto {
  return {
    timeZone: 'UTC',
    asOf: '2026-03-18T15:00:00.000Z',
    today: {
      from: '2026-03-18',
      current: { orders: 2, sales: '84.50', refunded: '0.00' },
      previousFrom: '2026-03-17',
      previous: { orders: 1, sales: '40.00', refunded: '0.00' },
    },
    week: {
      from: '2026-03-16',
      current: { orders: 3, sales: '124.50', refunded: '0.00' },
      previousFrom: '2026-03-09',
      previous: { orders: 4, sales: '166.00', refunded: '0.00' },
    },
    month: {
      from: '2026-03-01',
      current: { orders: 3, sales: '124.50', refunded: '0.00' },
      previousFrom: '2026-02-01',
      previous: { orders: 3, sales: '124.50', refunded: '0.00' },
    },
    dailySales: days(),
    bestSellers: [
      { productId: 7, productName: 'Inner Peace Tee', units: 4, sales: '120.00' },
      { productId: null, productName: 'An old candle', units: 1, sales: '4.50' },
    ],
    lowStock: {
      threshold: 3,
      items: [
        { productId: 9, productName: 'Calm Cap', variantId: 91, label: 'M', sku: null, stock: 0 },
        {
          productId: 5,
          productName: 'Lotus Journal',
          variantId: 51,
          label: 'One size',
          sku: null,
          stock: 2,
        },
      ],
    },
    ...overrides,
  };
}

describe('changeOf', () => {
  it('says the change in words, with an arrow beside them', () => {
    expect(changeOf('84.50', '40.00', 'yesterday')).toEqual({
      direction: 'up',
      arrow: '▲',
      words: 'up 111% from yesterday',
    });
    expect(changeOf(3, 4, 'last week')).toMatchObject({
      direction: 'down',
      words: 'down 25% from last week',
    });
    expect(changeOf('1.00', '0.00', 'yesterday')).toMatchObject({
      words: 'up from none yesterday',
    });
    expect(changeOf(0, 0, 'yesterday')).toMatchObject({ direction: 'same', arrow: '=' });
  });
});

describe('AdminDashboardPage', () => {
  let api: FakeApi;
  beforeAll(() => {
    globalThis.ResizeObserver ??= NoLayoutObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => api.restore());

  it('shows each period against the one before, in words', async () => {
    api = fakeApi({ 'GET /api/admin/dashboard': { body: dashboard() } });
    renderWithPlatform(<AdminDashboardPage />, { path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const periods = await screen.findByRole('list', { name: 'Orders and sales' });
    const [today, week, month] = within(periods).getAllByRole('listitem');
    expect(within(today).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(today).toHaveTextContent('Sales$84.50');
    expect(today).toHaveTextContent('Sales up 111% from yesterday by this time');
    expect(today).toHaveTextContent('Orders up 100% from yesterday by this time');
    expect(week).toHaveTextContent('Sales down 25% from last week by now');
    expect(month).toHaveTextContent('Sales the same as last month by now');
    expect(screen.getByText(/Days run midnight to midnight UTC/)).toBeInTheDocument();
    expect(today).not.toHaveTextContent('Refunded');
  });

  it('names the refunds of a period beside its net sales', async () => {
    const figures = dashboard();
    figures.today.current = { orders: 2, sales: '79.50', refunded: '5.00' };
    api = fakeApi({ 'GET /api/admin/dashboard': { body: figures } });
    renderWithPlatform(<AdminDashboardPage />, { path: '/admin' });
    const periods = await screen.findByRole('list', { name: 'Orders and sales' });
    const [today, week] = within(periods).getAllByRole('listitem');
    expect(today).toHaveTextContent('Sales$79.50');
    expect(today).toHaveTextContent('Refunded: $5.00 (sales are counted net of refunds)');
    expect(week).not.toHaveTextContent('Refunded');
  });

  it('has the daily sales as a table for screen readers, and shows it on request', async () => {
    api = fakeApi({ 'GET /api/admin/dashboard': { body: dashboard() } });
    renderWithPlatform(<AdminDashboardPage />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Sales per day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Mar 18 2 $84.50' })).toBeInTheDocument();
    expect(screen.getByTestId('sales-chart')).toHaveAttribute('aria-hidden', 'true');
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists best sellers and low stock, linked to their products', async () => {
    api = fakeApi({ 'GET /api/admin/dashboard': { body: dashboard() } });
    renderWithPlatform(<AdminDashboardPage />, { path: '/admin' });
    const best = await screen.findByRole('region', { name: 'Best sellers, last 30 days' });
    expect(within(best).getByRole('link', { name: 'Inner Peace Tee' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );
    expect(best).toHaveTextContent('4 units · $120.00');
    expect(best).toHaveTextContent('An old candle');
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(within(low).getByRole('link', { name: 'Calm Cap — M' })).toHaveAttribute(
      'href',
      '/admin/products/9',
    );
    expect(low).toHaveTextContent('Sold out');
    expect(within(low).getByRole('link', { name: 'Lotus Journal' })).toBeInTheDocument();
    expect(low).toHaveTextContent('2 left');
    expect(low).not.toHaveTextContent('more');
  });

  it('shows the eight lowest variants and counts the rest', async () => {
    const items = Array.from({ length: 11 }, (_, index) => ({
      productId: index + 1,
      productName: `Product ${index + 1}`,
      variantId: 100 + index,
      label: 'One size',
      sku: null,
      stock: 1,
    }));
    api = fakeApi({
      'GET /api/admin/dashboard': { body: dashboard({ lowStock: { threshold: 3, items } }) },
    });
    renderWithPlatform(<AdminDashboardPage />, { path: '/admin' });
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(within(low).getAllByRole('listitem')).toHaveLength(8);
    expect(low).toHaveTextContent('And 3 more variants with 3 or fewer left.');
    expect(within(low).getByRole('link', { name: 'See the products' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
  });

  it('says so when there were no sales, and when nothing is low', async () => {
    const quiet = dashboard({
      dailySales: days().map((day) => ({ ...day, orders: 0, sales: '0.00', refunded: '0.00' })),
      bestSellers: [],
      lowStock: { threshold: 3, items: [] },
    });
    api = fakeApi({ 'GET /api/admin/dashboard': { body: quiet } });
    renderWithPlatform(<AdminDashboardPage />, { path: '/admin' });
    expect(await screen.findByText('No orders in the last 30 days yet.')).toBeInTheDocument();
    expect(screen.getByText('No sales in the last 30 days yet.')).toBeInTheDocument();
    expect(screen.getByText('Every variant has more than 3 in stock.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks the owner to sign in again when the session ended', async () => {
    api = fakeApi({
      'GET /api/admin/dashboard': {
        status: 401,
        body: { statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' },
      },
    });
    renderWithPlatform(<AdminDashboardPage />, { path: '/admin' });
    expect(await screen.findByText(/see the shop's figures/)).toBeInTheDocument();
  });
});
