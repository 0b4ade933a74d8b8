import { type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import type { ShopperOrderDto } from '../api/order-contracts';
import { cartApi, orderOf } from '../test-support/shop-fixtures';
import { OrderLinkPage } from './order-link-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function renderLink(order: ShopperOrderDto | null, token = TOKEN) {
  const api = cartApi({
    items: [],
    routes: {
      [`GET /api/orders/link/${TOKEN}`]: order
        ? { body: order }
        : {
            status: 404,
            body: { statusCode: 404, message: 'Order not found', error: 'Not Found' },
          },
    },
  });
  renderWithPlatform(<OrderLinkPage />, { path: `/orders/${token}`, routePath: '/orders/:token' });
  return api;
}

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe("the order page of a personal link: its heading and text follow the order's status", () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('a new order: confirmed, awaiting payment, with how to pay', async () => {
    api = renderLink(orderOf());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' }),
    ).toBeVisible();
    expect(screen.getByTestId('order-lead')).toHaveTextContent(
      'Order #42 has been successfully placed.',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByRole('heading', { level: 2, name: 'How payment works' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute(
      'href',
      '/find-my-order',
    );
  });

  it('a paid order: payment received, never "Order Confirmed!"', async () => {
    api = renderLink(
      orderOf({
        status: 'paid',
        history: [
          { at: at(1), action: 'placed' },
          { at: at(2), action: 'paid' },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Received' }),
    ).toBeVisible();
    expect(screen.getByTestId('order-lead')).toHaveTextContent(
      'Order #42 is paid, and we are preparing it with care.',
    );
    expect(screen.queryByText('Order Confirmed!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How payment works' })).not.toBeInTheDocument();
  });

  it('a cancelled order refunded in part: the refund on a line of its own', async () => {
    api = renderLink(
      orderOf({ status: 'cancelled', refund: { amount: '10.50', at: at(27), full: false } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Cancelled' })).toBeVisible();
    expect(screen.getByTestId('order-refund')).toHaveTextContent(
      'Refunded $10.50 on November 27, 2026',
    );
  });

  it('an order refunded in full reads "Refunded"', async () => {
    api = renderLink(
      orderOf({ status: 'cancelled', refund: { amount: '51.52', at: at(27), full: true } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunded' })).toBeVisible();
    expect(screen.getByTestId('order-lead')).toHaveTextContent(
      'Order #42 has been cancelled and refunded in full: $51.52 on November 27, 2026.',
    );
    expect(screen.queryByTestId('order-refund')).not.toBeInTheDocument();
  });

  it("a shipped order: on its way, with the carrier's tracking link when the number names it", async () => {
    api = renderLink(orderOf({ status: 'shipped', trackingNumber: '1Z999AA10123456784' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Order Is on Its Way' }),
    ).toBeVisible();
    expect(screen.getByTestId('order-lead')).toHaveTextContent('Order #42 has been shipped.');
    expect(screen.getByTestId('tracking-number')).toHaveTextContent(
      'Tracking number: 1Z999AA10123456784 (UPS)',
    );
    expect(
      screen.getByRole('link', {
        name: 'Follow your parcel on the UPS website (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  it('a shipped order with a number of no known carrier shows the number alone', async () => {
    api = renderLink(orderOf({ status: 'shipped', trackingNumber: 'TRACK-7' }));
    expect(await screen.findByTestId('tracking-number')).toHaveTextContent(
      'Tracking number: TRACK-7',
    );
    expect(screen.queryByRole('link', { name: /Follow your parcel/ })).not.toBeInTheDocument();
  });

  it('a delivered order reads as delivered', async () => {
    api = renderLink(orderOf({ status: 'delivered', trackingNumber: 'TRACK-7' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Delivered' })).toBeVisible();
    expect(screen.getByTestId('order-lead')).toHaveTextContent('Order #42 has been delivered.');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(screen.queryByText('Order Confirmed!')).not.toBeInTheDocument();
    // Its review links carry the token, so the review form opens in this browser too.
    const reviews = screen.getAllByRole('link', { name: /^Review / });
    expect(reviews.length).toBeGreaterThan(0);
    for (const link of reviews) {
      expect(link.getAttribute('href')).toMatch(
        new RegExp(`^/product/\\d+/review\\?order=42&link=${TOKEN}$`),
      );
    }
  });

  it('a cancelled order reads as cancelled, and nothing on it says it was placed successfully', async () => {
    api = renderLink(
      orderOf({
        status: 'cancelled',
        history: [
          { at: at(1), action: 'placed' },
          { at: at(2), action: 'cancelled' },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Cancelled' })).toBeVisible();
    expect(screen.getByTestId('order-lead')).toHaveTextContent('Order #42 has been cancelled.');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByText(/Order Confirmed|successfully placed/)).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Order history' });
    expect(within(history).getByText('Order cancelled')).toBeVisible();
  });

  it('an unknown or revoked link reads as not found, and points to Find my order', async () => {
    api = renderLink(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this order" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute(
      'href',
      '/find-my-order',
    );
  });

  it('a malformed link is not found without asking the API', async () => {
    api = renderLink(orderOf(), 'not-a-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this order" }),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.url.includes('/api/orders'))).toEqual([]);
  });
});
