import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import { cartApi, customLine, orderOf } from '../test-support/shop-fixtures';
import { OrderConfirmationPage } from './order-confirmation-page';

function renderConfirmation(path: string) {
  return renderWithPlatform(<OrderConfirmationPage />, {
    path,
    routePath: '/order-confirmation/:id',
  });
}

describe('the order confirmation', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('shows the order: lines, amounts, address, status and how to pay', async () => {
    const custom = customLine();
    const order = orderOf({
      phone: '503 555 0199',
      items: [
        ...orderOf().items,
        {
          id: 2,
          productId: null,
          productName: 'Custom design',
          variantLabel: null,
          sku: null,
          displayName: 'Custom design',
          image: custom.previewImage,
          quantity: 2,
          price: '25.00',
          total: '50.00',
          isCustomDesign: true,
          customDesignData: custom.customDesignData,
          customProductName: custom.customProductName,
        },
      ],
    });
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: order } } });
    renderConfirmation('/order-confirmation/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' }),
    ).toBeVisible();
    expect(screen.getByText('Order #42 has been successfully placed.')).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('payment-instructions')).toHaveTextContent(
      'We will e-mail you a secure payment link for $51.52 within one working day',
    );
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/An e-mail with these payment instructions is on its way/),
    ).toHaveTextContent('maya@example.com');

    const lines = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Bloom Within Tee');
    expect(lines[0]).toHaveTextContent('Qty 1 × $28.00');
    expect(lines[1]).toHaveTextContent('Custom Cap - Love Is (Rose Peace)');
    expect(lines[1]).toHaveTextContent('$50.00');

    expect(screen.getByTestId('amount-subtotal')).toHaveTextContent('$53.00');
    expect(screen.getByTestId('amount-discount')).toHaveTextContent('$5.30');
    expect(screen.getByText('Discount (HEALING10)')).toBeVisible();
    expect(screen.getByTestId('amount-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('amount-tax')).toHaveTextContent('$3.82');
    expect(screen.getByTestId('amount-total')).toHaveTextContent('$51.52');

    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address).toHaveTextContent('Maya Lin');
    expect(address).toHaveTextContent('12 Willow Lane');
    expect(address).toHaveTextContent('Portland, OR 97201');
    expect(address).toHaveTextContent('503 555 0199');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Card (secure payment link)',
    );
    const history = screen.getByRole('region', { name: 'Order history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Nov 23, 2026Order placed']);

    const next = screen.getByRole('navigation', { name: 'Where to next' });
    expect(
      within(next).getByRole('link', { name: 'Continue Your Healing Journey' }),
    ).toHaveAttribute('href', '/');
    expect(within(next).getByRole('link', { name: 'Browse Inner Beauty' })).toHaveAttribute(
      'href',
      '/inner-beauty',
    );
    expect(within(next).getByRole('link', { name: 'Share Your Story' })).toHaveAttribute(
      'href',
      '/healing-moments',
    );
    const request = api.calls.find((call) => call.url === '/api/orders/42');
    expect(request?.headers['X-Session-Id']).toMatch(/^session_\d+_[0-9a-f]{32}$/);
  });

  it('tells PayPal shoppers about the PayPal request', async () => {
    const order = orderOf({
      paymentMethod: 'paypal',
      paymentInstructions:
        'We will send a PayPal payment request for $51.52 to maya@example.com within one working day; your order ships once it is paid.',
    });
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: order } } });
    renderConfirmation('/order-confirmation/42');
    expect(await screen.findByTestId('payment-instructions')).toHaveTextContent(
      'We will send a PayPal payment request for $51.52',
    );
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(/^PaymentPayPal$/);
  });

  it('offers "Pay now" once the payment link is sent, and says so in the history', async () => {
    const order = orderOf({
      paymentLink: 'https://pay.example.com/c/abc123',
      history: [
        { at: '2026-11-23T09:00:00.000Z', action: 'placed' },
        { at: '2026-11-24T10:00:00.000Z', action: 'payment-link-sent' },
      ],
    });
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: order } } });
    renderConfirmation('/order-confirmation/42');
    const pay = await screen.findByRole('link', { name: /^Pay now/ });
    expect(pay).toHaveAttribute('href', 'https://pay.example.com/c/abc123');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    const history = screen.getByRole('region', { name: 'Order history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Nov 23, 2026Order placed', 'Nov 24, 2026Payment link e-mailed to you']);
  });

  it('never turns a link that is not https into a button', async () => {
    const order = orderOf({ paymentLink: 'javascript:alert(1)' });
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: order } } });
    renderConfirmation('/order-confirmation/42');
    expect(await screen.findByTestId('payment-instructions')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('offers a Review link for each catalogue piece once the order is delivered', async () => {
    const custom = customLine();
    const order = orderOf({
      status: 'delivered',
      paymentLink: null,
      items: [
        ...orderOf().items,
        {
          id: 2,
          productId: null,
          productName: 'Custom design',
          variantLabel: null,
          sku: null,
          displayName: 'Custom design',
          image: custom.previewImage,
          quantity: 1,
          price: '25.00',
          total: '25.00',
          isCustomDesign: true,
          customDesignData: custom.customDesignData,
          customProductName: custom.customProductName,
        },
      ],
    });
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: order } } });
    renderConfirmation('/order-confirmation/42');
    const review = await screen.findByRole('link', { name: 'Review Bloom Within Tee' });
    expect(review).toHaveAttribute('href', `/product/${order.items[0].productId}/review?order=42`);
    // A piece the shopper designed is not one of the shop's products to review.
    expect(screen.getAllByRole('link', { name: /^Review / })).toHaveLength(1);
  });

  it.each([
    ['paid', 'Paid', 'Payment received', null],
    ['shipped', 'Shipped', 'Your order is on its way', 'Tracking number: 1Z999AA10123456784'],
    ['delivered', 'Delivered', 'Your order has been delivered', null],
    ['cancelled', 'Cancelled', 'This order was cancelled', null],
  ] as const)('shows a %s order in words', async (status, words, heading, tracking) => {
    const order = orderOf({
      status,
      paymentLink: null,
      trackingNumber: status === 'shipped' ? '1Z999AA10123456784' : null,
      history: [
        { at: '2026-11-23T09:00:00.000Z', action: 'placed' },
        { at: '2026-11-24T12:00:00.000Z', action: status },
      ],
    });
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: order } } });
    renderConfirmation('/order-confirmation/42');
    expect(await screen.findByTestId('order-status')).toHaveTextContent(new RegExp(`^${words}$`));
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
    if (tracking) expect(screen.getByTestId('tracking-number')).toHaveTextContent(tracking);
    else expect(screen.queryByTestId('tracking-number')).not.toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Order history' })).getAllByRole(
      'listitem',
    );
    expect(steps[1]).toHaveTextContent(
      {
        paid: 'Payment received',
        shipped: 'Shipped',
        delivered: 'Delivered',
        cancelled: 'Order cancelled',
      }[status],
    );
  });

  it('links the tracking page of the carrier the owner chose', async () => {
    const order = orderOf({
      status: 'shipped',
      paymentLink: null,
      trackingNumber: '7749 1234 5678',
      carrier: 'fedex',
      history: [{ at: '2026-11-24T12:00:00.000Z', action: 'shipped' }],
    });
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { body: order } } });
    renderConfirmation('/order-confirmation/42');
    expect(await screen.findByTestId('tracking-number')).toHaveTextContent(
      'Tracking number: 7749 1234 5678 (FedEx)',
    );
    expect(
      screen.getByRole('link', {
        name: 'Follow your parcel on the FedEx website (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.fedex.com/fedextrack/?trknbr=774912345678');
  });

  it("shows the not-found view for another visitor's order", async () => {
    api = cartApi({
      items: [],
      routes: {
        'GET /api/orders/42': {
          status: 404,
          body: { statusCode: 404, message: 'Order not found', error: 'Not Found', field: 'id' },
        },
      },
    });
    renderConfirmation('/order-confirmation/42');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(screen.queryByText('Order Confirmed!')).not.toBeInTheDocument();
  });

  it('shows the not-found view for an id that cannot be an order, without asking', async () => {
    api = fakeApi();
    renderConfirmation('/order-confirmation/abc');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(api.calls.some((call) => call.url.startsWith('/api/orders'))).toBe(false);
  });

  it('offers a retry when the order cannot be loaded', async () => {
    api = cartApi({ items: [], routes: { 'GET /api/orders/42': { status: 503, body: {} } } });
    renderConfirmation('/order-confirmation/42');
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your order" }),
    ).toBeVisible();
    api.on('GET /api/orders/42', { body: orderOf() });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  });
});
