import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail } from '../../api/order-contracts';
import { orderDetail, providerPayment, SESSION_ENDED } from './admin-fixtures';
import { AdminOrderPage } from './admin-order-page';

function render(id = '42') {
  return renderWithPlatform(<AdminOrderPage />, {
    path: `/admin/orders/${id}`,
    routePath: '/admin/orders/:id',
  });
}

const ACTION_BUTTONS = [
  'Send payment link',
  'Mark as paid',
  'Mark as shipped',
  'Mark as delivered',
  'Cancel order',
];

function actionButtons(): string[] {
  const actions = screen.getByRole('region', { name: 'Next steps' });
  return within(actions)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((name) => ACTION_BUTTONS.includes(name));
}

const posts = (api: FakeApi) => api.calls.filter((call) => call.method === 'POST');

describe('AdminOrderPage', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it("shows a custom line's whole design, its upload, proof and the packing slip", async () => {
    api = fakeApi({ 'GET /api/admin/orders/42': { body: orderDetail() } });
    render();
    const design = await screen.findByRole('group', {
      name: 'Design of Custom caps - love-is (Rose Peace)',
    });
    const facts = Object.fromEntries(
      within(design)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Product: 'Cap',
      Template: 'Rose Peace',
      Text: '“You are enough”',
      'Font size': 'Large',
      Colour: '#5A4B8A',
      Upload: 'Download original',
    });
    expect(within(design).getByRole('img', { name: /our-garden\.jpg/ })).toHaveAttribute(
      'src',
      '/api/uploads/8f0c2d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f',
    );
    expect(within(design).getByRole('link', { name: 'Download original' })).toHaveAttribute(
      'href',
      '/api/admin/orders/42/items/502/upload',
    );
    expect(screen.getByRole('link', { name: 'Proof (PNG)' })).toHaveAttribute(
      'href',
      '/api/admin/orders/42/items/502/proof.png',
    );
    expect(screen.getAllByRole('link', { name: 'Proof (PNG)' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      '/admin/orders/42/packing-slip',
    );
  });

  it('shows the order: lines, amounts, address, contact, payment and history', async () => {
    api = fakeApi({
      'GET /api/admin/orders/42': {
        body: orderDetail({
          status: 'shipped',
          paymentLink: 'https://pay.example.com/c/abc',
          paymentReference: 'pi_123',
          trackingNumber: '1Z999',
          history: [
            { at: '2026-11-23T15:00:00.000Z', action: 'placed', status: 'pending', note: null },
            {
              at: '2026-11-24T15:00:00.000Z',
              action: 'shipped',
              status: 'shipped',
              note: '1Z999',
            },
          ],
        }),
      },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    const items = within(screen.getByRole('list', { name: 'Items in the order' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Bloom Within Tee');
    expect(items[0]).toHaveTextContent('Qty 1 × $28.00');
    expect(items[1]).toHaveTextContent('Custom design');
    expect(screen.getByTestId('amount-discount')).toHaveTextContent('$5.30');
    expect(screen.getByTestId('amount-total')).toHaveTextContent('$51.52');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      'Portland, OR 97201',
    );
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya@example.com',
    );
    expect(contact).toHaveTextContent('503 555 0199');
    const payment = screen.getByRole('region', { name: 'Payment and delivery' });
    expect(payment).toHaveTextContent('Card (secure payment link)');
    expect(payment).toHaveTextContent('HEALING10');
    expect(
      within(payment).getByRole('link', { name: 'https://pay.example.com/c/abc' }),
    ).toBeVisible();
    expect(payment).toHaveTextContent('pi_123');
    expect(payment).toHaveTextContent('1Z999');
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history).toHaveLength(2);
    expect(history[1]).toHaveTextContent('Marked as shipped');
    expect(history[1]).toHaveTextContent('1Z999');
    expect(history[1]).toHaveTextContent('Nov 24, 2026');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it.each([
    ['pending', ['Send payment link', 'Mark as paid', 'Cancel order']],
    ['paid', ['Mark as shipped', 'Cancel order']],
    ['shipped', ['Mark as delivered']],
    ['delivered', []],
    ['cancelled', []],
  ] as const)('offers only the steps that fit a %s order', async (status, expected) => {
    api = fakeApi({ 'GET /api/admin/orders/42': { body: orderDetail({ status }) } });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Order #42' });
    expect(actionButtons()).toEqual(expected);
    if (expected.length === 0) {
      expect(screen.getByText(/There is nothing more to do/)).toBeVisible();
    }
  });

  it('sends the payment link, then shows the new state and a success message', async () => {
    const user = userEvent.setup();
    const sent = orderDetail({ paymentLink: 'https://pay.example.com/c/abc' });
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail() },
      'POST /api/admin/orders/42/payment-link': { body: sent },
    });
    render();
    const link = await screen.findByLabelText('Payment link');
    expect(link).toHaveAccessibleDescription(/comes from your payment provider/i);
    await user.click(screen.getByRole('button', { name: 'Send payment link' }));
    expect(link).toHaveAccessibleDescription(
      /Please paste the full link, starting with https:\/\//,
    );
    await user.type(link, 'http://pay.example.com/c/abc');
    await user.click(screen.getByRole('button', { name: 'Send payment link' }));
    expect(posts(api)).toHaveLength(0);

    await user.clear(link);
    await user.type(link, ' https://pay.example.com/c/abc ');
    await user.click(screen.getByRole('button', { name: 'Send payment link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment link sent.');
    expect(posts(api)).toEqual([
      expect.objectContaining({
        url: '/api/admin/orders/42/payment-link',
        body: { url: 'https://pay.example.com/c/abc' },
      }),
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Payment and delivery' })).getByRole('link', {
        name: 'https://pay.example.com/c/abc',
      }),
    ).toBeVisible();
  });

  it('marks as paid with or without a reference', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail() },
      'POST /api/admin/orders/42/paid': ({ body }) => ({
        body: orderDetail({
          status: 'paid',
          paymentReference: (body as { reference?: string }).reference ?? null,
        }),
      }),
    });
    render();
    await user.type(await screen.findByLabelText(/Payment reference/), ' pi_123 ');
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order marked as paid.');
    expect(posts(api)[0]).toMatchObject({
      url: '/api/admin/orders/42/paid',
      body: { reference: 'pi_123' },
    });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(actionButtons()).toEqual(['Mark as shipped', 'Cancel order']);
  });

  it('marks as paid without a reference as an empty body', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail() },
      'POST /api/admin/orders/42/paid': { body: orderDetail({ status: 'paid' }) },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    await screen.findByRole('status');
    expect(posts(api)[0].body).toEqual({});
  });

  it('needs a tracking number and its carrier to mark as shipped', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail({ status: 'paid' }) },
      'POST /api/admin/orders/42/shipped': {
        body: orderDetail({ status: 'shipped', trackingNumber: '7749', carrier: 'fedex' }),
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'Please enter the tracking number',
    );
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose the carrier'),
    );
    expect(posts(api)).toHaveLength(0);
    // A number of no known shape names no carrier: the owner chooses it.
    await user.type(screen.getByLabelText('Tracking number'), '7749');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(posts(api)).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'FedEx');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order marked as shipped.');
    expect(posts(api)[0]).toMatchObject({
      url: '/api/admin/orders/42/shipped',
      body: { trackingNumber: '7749', carrier: 'fedex' },
    });
    expect(actionButtons()).toEqual(['Mark as delivered']);
    expect(screen.getByText('FedEx')).toBeVisible();
  });

  it("suggests the carrier a tracking number's shape names, and lets the owner change it", async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail({ status: 'paid' }) },
      'POST /api/admin/orders/42/shipped': { body: orderDetail({ status: 'shipped' }) },
    });
    render();
    const carrier = await screen.findByRole('combobox', { name: 'Carrier' });
    await user.type(screen.getByLabelText('Tracking number'), '1Z999AA10123456784');
    expect(carrier).toHaveDisplayValue('UPS');
    await user.selectOptions(carrier, 'DHL Express');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await screen.findByRole('status');
    expect(posts(api)[0].body).toEqual({ trackingNumber: '1Z999AA10123456784', carrier: 'dhl' });
  });

  it('marks as delivered with an empty body', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail({ status: 'shipped' }) },
      'POST /api/admin/orders/42/delivered': { body: orderDetail({ status: 'delivered' }) },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order marked as delivered.');
    expect(posts(api)[0]).toMatchObject({ url: '/api/admin/orders/42/delivered', body: {} });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Delivered');
  });

  it('asks to confirm before cancelling, and sends the reason', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail({ status: 'paid' }) },
      'POST /api/admin/orders/42/cancel': { body: orderDetail({ status: 'cancelled' }) },
    });
    render();
    await user.type(await screen.findByLabelText(/Reason/), 'Out of fabric');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(posts(api)).toHaveLength(0);
    // A paid order: the cancellation records a full refund unless the owner says otherwise.
    expect(
      screen.getByText('Cancel order #42 and record a full refund? This cannot be undone.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes, cancel order' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel order' })).not.toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order cancelled.');
    expect(posts(api)[0]).toMatchObject({
      url: '/api/admin/orders/42/cancel',
      body: { reason: 'Out of fabric', refund: { amount: null, method: 'card', reference: null } },
    });
    expect(actionButtons()).toEqual([]);
  });

  it('cancels a paid order with a partial refund, checking the amount first', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail({ status: 'paid' }) },
      'POST /api/admin/orders/42/cancel': { body: orderDetail({ status: 'cancelled' }) },
    });
    render();
    const cancel = await screen.findByRole('form', { name: 'Cancel order' });
    await user.selectOptions(within(cancel).getByLabelText('How much'), 'partial');
    const amount = within(cancel).getByLabelText(/Amount refunded/);
    expect(amount).toHaveValue('51.52');
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(
      screen.getByText('The refund can be at most $51.52, what is left to refund'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Yes, cancel order' })).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(
      screen.getByText('The refund must be an amount from 0.01 to 99999.99, like 12.50'),
    ).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '10.5');
    await user.selectOptions(within(cancel).getByLabelText('Refunded by'), 'bank-transfer');
    await user.type(within(cancel).getByLabelText(/Refund reference/), ' RF-22 ');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(
      screen.getByText('Cancel order #42 and record a refund of $10.50? This cannot be undone.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order cancelled.');
    expect(posts(api)).toEqual([
      expect.objectContaining({
        url: '/api/admin/orders/42/cancel',
        body: { refund: { amount: '10.50', method: 'bank-transfer', reference: 'RF-22' } },
      }),
    ]);
  });

  it('records a refund on a delivered order, and lists the refunds', async () => {
    const user = userEvent.setup();
    const delivered = orderDetail({ status: 'delivered' });
    api = fakeApi({
      'GET /api/admin/orders/42': { body: delivered },
      'POST /api/admin/orders/42/refunds': {
        body: {
          ...delivered,
          refunds: [
            {
              id: 1,
              at: '2026-11-27T10:00:00.000Z',
              amount: '5.00',
              method: 'paypal',
              reference: null,
              note: 'A damaged sleeve',
              full: false,
              actorLabel: 'keeper',
              providerState: null,
            },
          ],
        },
      },
    });
    render();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Nothing refunded yet.');
    await user.type(within(refunds).getByLabelText(/Amount refunded/), '5');
    await user.selectOptions(within(refunds).getByLabelText('Refunded by'), 'paypal');
    await user.type(within(refunds).getByLabelText(/Note/), 'A damaged sleeve');
    await user.click(within(refunds).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Refund recorded.');
    expect(posts(api)[0]).toMatchObject({
      url: '/api/admin/orders/42/refunds',
      body: { amount: '5.00', method: 'paypal', reference: null, note: 'A damaged sleeve' },
    });
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent(
      'Refunded $5.00 of $51.52',
    );
    // No Undo for a refund: it is money sent.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('sends a refund whose answer was lost again with its Idempotency-Key, and the next with a new one', async () => {
    const user = userEvent.setup();
    const delivered = orderDetail({ status: 'delivered' });
    const refund = {
      id: 1,
      at: '2026-11-27T10:00:00.000Z',
      amount: '5.00',
      method: 'card' as const,
      reference: null,
      note: null,
      full: false,
      actorLabel: 'keeper',
      providerState: null,
    };
    let answered = 0;
    api = fakeApi({
      'GET /api/admin/orders/42': { body: delivered },
      'POST /api/admin/orders/42/refunds': () => {
        answered += 1;
        // The first refund's answer is lost twice (the client's own resend included).
        if (answered <= 2) return { status: 503, body: { statusCode: 503, message: 'Busy' } };
        return { body: { ...delivered, refunds: [refund] } };
      },
    });
    render();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    await user.type(within(refunds).getByLabelText(/Amount refunded/), '5');
    await user.click(within(refunds).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The order could not be updated.',
    );
    await user.click(within(refunds).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Refund recorded.');

    const keys = posts(api).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^refund_[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);

    // Recorded: the form starts again, and another refund is another key.
    const again = screen.getByRole('region', { name: 'Refunds' });
    expect(within(again).getByLabelText(/Amount refunded/)).toHaveValue('');
    await user.type(within(again).getByLabelText(/Amount refunded/), '5');
    await user.click(within(again).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(posts(api)).toHaveLength(4));
    expect(posts(api)[3].headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('refunds a card paid through Stripe to the card, and shows a pending and a failed refund', async () => {
    const user = userEvent.setup();
    const paid = orderDetail({
      status: 'paid',
      paymentMethod: 'card',
      refunds: [
        {
          id: 1,
          at: '2026-11-27T10:00:00.000Z',
          amount: '5.00',
          method: 'card',
          reference: 're_test_1',
          note: null,
          full: false,
          actorLabel: 'keeper',
          providerState: 'failed',
        },
        {
          id: 2,
          at: '2026-11-27T11:00:00.000Z',
          amount: '6.00',
          method: 'card',
          reference: 're_test_2',
          note: null,
          full: false,
          actorLabel: 'keeper',
          providerState: 'pending',
        },
      ],
      payments: [providerPayment()],
    });
    api = fakeApi({ 'GET /api/admin/orders/42': { body: paid } });
    render();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Failed: not given back')).toBeVisible();
    expect(within(refunds).getByText('Pending at the payment provider')).toBeVisible();
    // The failed refund gave nothing back: $6.00 of the total is refunded.
    expect(refunds).toHaveTextContent('Refunded $6.00 of $51.52');
    expect(refunds).toHaveTextContent('$45.52 is left to refund');
    expect(within(refunds).getByRole('heading', { name: 'Refund to the card' })).toBeVisible();
    expect(within(refunds).queryByLabelText(/Refund reference/)).not.toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Payment and delivery' });
    expect(facts).toHaveTextContent('Card (secure payment page)');
    expect(facts).not.toHaveTextContent('Payment link');
    expect(screen.getByRole('region', { name: 'Next steps' })).toHaveTextContent(
      'a card refund goes back to their card through Stripe when you cancel',
    );
    await user.selectOptions(within(refunds).getByLabelText('Refunded by'), 'cash');
    expect(within(refunds).getByRole('heading', { name: 'Record a refund' })).toBeVisible();
    expect(within(refunds).getByLabelText(/Refund reference/)).toBeVisible();
  });

  it("shows the order's card payment and a flagged payment in its history", async () => {
    api = fakeApi({
      'GET /api/admin/orders/42': {
        body: orderDetail({
          history: [
            { at: '2026-11-23T15:00:00.000Z', action: 'placed', status: 'pending', note: null },
            {
              at: '2026-11-23T15:05:00.000Z',
              action: 'payment-flagged',
              status: 'pending',
              note: "The amount or currency paid is not the order's total.",
            },
          ],
          payments: [providerPayment({ state: 'mismatch', amountReceived: '1.00' })],
        }),
      },
    });
    render();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Wrong amount paid');
    expect(
      within(payment).getByRole('link', { name: 'Open in the Stripe dashboard' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Payment needs a look',
    );
  });

  it('shows no refunds for an order never paid', async () => {
    api = fakeApi({ 'GET /api/admin/orders/42': { body: orderDetail() } });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('offers to undo Mark as delivered on its confirmation', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail({ status: 'shipped' }) },
      'POST /api/admin/orders/42/delivered': { body: orderDetail({ status: 'delivered' }) },
      'POST /api/admin/orders/42/undo': { body: orderDetail({ status: 'shipped' }) },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Order marked as delivered.');
    await user.click(within(done).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Step undone.');
    expect(posts(api)[1]).toMatchObject({
      url: '/api/admin/orders/42/undo',
      body: { step: 'delivered' },
    });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("shows a 409's message as it is and reloads the order", async () => {
    const user = userEvent.setup();
    let current: AdminOrderDetail = orderDetail();
    api = fakeApi({
      'GET /api/admin/orders/42': () => ({ body: current }),
      'POST /api/admin/orders/42/paid': () => {
        current = orderDetail({ status: 'cancelled' });
        return {
          status: 409,
          body: {
            statusCode: 409,
            message: 'Order #42 is cancelled: it cannot be marked as paid',
            error: 'Conflict',
          },
        };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order #42 is cancelled: it cannot be marked as paid',
    );
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(api.calls.filter((call) => call.url === '/api/admin/orders/42')).toHaveLength(2);
    expect(actionButtons()).toEqual([]);
  });

  it('shows "Your session has ended." when the order cannot be read without a session', async () => {
    api = fakeApi({ 'GET /api/admin/orders/42': SESSION_ENDED });
    render();
    expect(await screen.findByText('Your session has ended.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin');
  });

  it('shows "Your session has ended." when a step is refused for the session', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/orders/42': { body: orderDetail({ status: 'shipped' }) },
      'POST /api/admin/orders/42/delivered': SESSION_ENDED,
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('Your session has ended.')).toBeVisible();
  });

  it('says when the order does not exist', async () => {
    api = fakeApi();
    render('41');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    api.restore();
    api = fakeApi();
    render('abc');
    expect(await screen.findByText('There is no order #abc.')).toBeVisible();
    expect(api.calls.filter((call) => call.url.startsWith('/api/admin'))).toHaveLength(0);
  });

  describe("the shopper's order link", () => {
    const URL = 'http://localhost:8080/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

    it('sends a new link, e-mailed to the shopper and shown once to copy', async () => {
      const user = userEvent.setup();
      const issued = orderDetail({
        status: 'paid',
        history: [
          { at: '2026-11-23T15:00:00.000Z', action: 'placed', status: 'pending', note: null },
          { at: '2026-11-24T15:00:00.000Z', action: 'link-issued', status: 'paid', note: null },
        ],
      });
      api = fakeApi({
        'GET /api/admin/orders/42': { body: orderDetail({ status: 'paid' }) },
        'POST /api/admin/orders/42/link': { body: { url: URL, order: issued } },
      });
      render();
      const panel = await screen.findByRole('form', { name: "Shopper's order link" });
      await user.click(within(panel).getByRole('button', { name: 'Send a new link' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(
        'A new link has been e-mailed to the shopper.',
      );
      expect(within(panel).getByLabelText('New link (shown once)')).toHaveValue(URL);
      expect(posts(api).map((call) => [call.url, call.body])).toEqual([
        ['/api/admin/orders/42/link', {}],
      ]);
      expect(
        within(screen.getByRole('region', { name: 'History' })).getByText(
          'New personal link e-mailed',
        ),
      ).toBeVisible();
    });

    it('revokes every link only after asking, and says what the API refuses', async () => {
      const user = userEvent.setup();
      api = fakeApi({
        'GET /api/admin/orders/42': { body: orderDetail({ status: 'pending' }) },
        'POST /api/admin/orders/42/link/revoke': {
          status: 409,
          body: {
            statusCode: 409,
            message: 'Order #42 has no working personal link to revoke.',
            error: 'Conflict',
          },
        },
      });
      render();
      const panel = await screen.findByRole('form', { name: "Shopper's order link" });
      await user.click(within(panel).getByRole('button', { name: 'Revoke links' }));
      expect(posts(api)).toHaveLength(0);
      expect(within(panel).getByRole('button', { name: 'Yes, revoke links' })).toHaveFocus();
      await user.click(within(panel).getByRole('button', { name: 'Keep them' }));
      expect(posts(api)).toHaveLength(0);
      await user.click(within(panel).getByRole('button', { name: 'Revoke links' }));
      await user.keyboard('{Enter}');
      expect(await within(panel).findByRole('alert')).toHaveTextContent(
        'Order #42 has no working personal link to revoke.',
      );
      expect(posts(api).map((call) => call.url)).toEqual(['/api/admin/orders/42/link/revoke']);
    });
  });
});
