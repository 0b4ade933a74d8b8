import { type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentState } from '@healing/platform';
import type { ShopperOrderDto } from '../api/order-contracts';
import { BANK_POLL_INTERVAL_MS, goToPaymentPage } from '../features/orders/api/order-payment';
import { cartApi, orderOf } from '../test-support/shop-fixtures';
import { OrderConfirmationPage } from './order-confirmation-page';
import { OrderLinkPage } from './order-link-page';

jest.mock('../features/orders/api/order-payment', () => ({
  ...jest.requireActual<object>('../features/orders/api/order-payment'),
  goToPaymentPage: jest.fn(),
}));

const goTo = jest.mocked(goToPaymentPage);
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const PAGE = 'https://checkout.stripe.test/c/pay/cs_test_2';

/** An order paid by card on the provider's page, its last attempt in `state`. */
function cardOrder(state: PaymentState, overrides: Partial<ShopperOrderDto> = {}) {
  return orderOf({
    paymentInstructions: "Pay by card on our payment provider's secure page.",
    payment: { state },
    ...overrides,
  });
}

function renderConfirmation(order: ShopperOrderDto | (() => ShopperOrderDto), query = '') {
  const api = cartApi({
    items: [],
    routes: {
      'GET /api/orders/42': () => ({ body: typeof order === 'function' ? order() : order }),
      'POST /api/orders/42/payment': { body: { url: PAGE, state: 'open' } },
    },
  });
  renderWithPlatform(<OrderConfirmationPage />, {
    path: `/order-confirmation/42${query}`,
    routePath: '/order-confirmation/:id',
  });
  return api;
}

const paymentPosts = (api: FakeApi) => api.calls.filter((call) => call.method === 'POST');

describe('an order paid by card on the payment provider’s page', () => {
  let api: FakeApi;
  afterEach(() => {
    api.restore();
    goTo.mockReset();
    jest.useRealTimers();
  });

  it('paid: says so, and offers nothing to pay', async () => {
    api = renderConfirmation(cardOrder('paid', { status: 'paid' }), '?payment=done');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment received' }),
    ).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: /Pay now|Try again/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Card (secure payment page)',
    );
  });

  it('processing: waiting for the bank, nothing to click', async () => {
    api = renderConfirmation(cardOrder('processing'));
    expect(
      await screen.findByText(/We are waiting for your bank to confirm the payment/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay now|Try again/ })).not.toBeInTheDocument();
  });

  it('mismatch: the shop is checking the payment and will e-mail', async () => {
    api = renderConfirmation(cardOrder('mismatch'));
    expect(
      await screen.findByText(/We are checking your payment; we.ll e-mail you/),
    ).toHaveTextContent('maya@example.com');
    expect(screen.queryByRole('button', { name: /Pay now|Try again/ })).not.toBeInTheDocument();
  });

  it('open: Pay now asks the API for the page and sends the browser there', async () => {
    const user = userEvent.setup({ delay: null });
    api = renderConfirmation(cardOrder('open'));
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAGE));
    expect(paymentPosts(api).map((call) => call.url)).toEqual(['/api/orders/42/payment']);
    expect(screen.getByTestId('payment-redirect')).toHaveTextContent(
      'Taking you to our secure payment page…',
    );
  });

  it('back from the page without paying: says so, and Pay now stays', async () => {
    api = renderConfirmation(cardOrder('open'), '?payment=cancelled');
    expect(await screen.findByText(/You left the payment page before paying/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it.each(['failed', 'expired'] as const)(
    '%s: the payment did not go through, and Try again opens a new page',
    async (state) => {
      const user = userEvent.setup({ delay: null });
      api = renderConfirmation(cardOrder(state));
      expect(
        await screen.findByRole('heading', { name: 'The payment did not go through' }),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAGE));
      expect(paymentPosts(api)).toHaveLength(1);
    },
  );

  it('says so when the payment page cannot be opened, and sends the browser nowhere', async () => {
    const user = userEvent.setup({ delay: null });
    api = renderConfirmation(cardOrder('failed'));
    api.on('POST /api/orders/42/payment', {
      status: 503,
      body: { statusCode: 503, message: 'The payment page could not be opened just now.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment page could not be opened just now. Please try again in a minute.',
    );
    expect(goTo).not.toHaveBeenCalled();
  });

  it('back from the page, asks again until the webhook marks the order paid', async () => {
    let asked = 0;
    api = renderConfirmation(() => {
      asked += 1;
      return asked < 3 ? cardOrder('open') : cardOrder('paid', { status: 'paid' });
    }, '?payment=done');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Confirming your payment' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment received' }, { timeout: 5000 }),
    ).toBeVisible();
    const before = asked;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(asked).toBe(before);
  });

  it('back from the page while the bank decides: says so, and keeps asking', async () => {
    let asked = 0;
    api = renderConfirmation(() => {
      asked += 1;
      return asked < 2 ? cardOrder('processing') : cardOrder('paid', { status: 'paid' });
    }, '?payment=done');
    expect(
      await screen.findByText(/We are waiting for your bank to confirm the payment/),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment received' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('while the bank decides, the open page asks now and then, however it was opened', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let asked = 0;
    api = renderConfirmation(() => {
      asked += 1;
      return asked < 2 ? cardOrder('processing') : cardOrder('paid', { status: 'paid' });
    });
    expect(
      await screen.findByText(/We are waiting for your bank to confirm the payment/),
    ).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(BANK_POLL_INTERVAL_MS - 1000));
    expect(asked).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment received' }),
    ).toBeVisible();
    expect(asked).toBe(2);
  });

  it('without the return from the page, an open payment is not polled', async () => {
    let asked = 0;
    api = renderConfirmation(() => {
      asked += 1;
      return cardOrder('open');
    });
    await screen.findByRole('button', { name: 'Pay now' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(asked).toBe(1);
  });

  it("a personal link's page pays through the link", async () => {
    const user = userEvent.setup({ delay: null });
    api = cartApi({
      items: [],
      routes: {
        [`GET /api/orders/link/${TOKEN}`]: { body: cardOrder('expired') },
        [`POST /api/orders/link/${TOKEN}/payment`]: { body: { url: PAGE, state: 'open' } },
      },
    });
    renderWithPlatform(<OrderLinkPage />, {
      path: `/orders/${TOKEN}`,
      routePath: '/orders/:token',
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAGE));
    expect(paymentPosts(api).map((call) => call.url)).toEqual([
      `/api/orders/link/${TOKEN}/payment`,
    ]);
  });

  it('an order the owner takes payment for by link reads as before', async () => {
    api = renderConfirmation(orderOf());
    expect(await screen.findByRole('heading', { name: 'How payment works' })).toBeVisible();
    expect(screen.queryByTestId('card-payment')).not.toBeInTheDocument();
  });
});
