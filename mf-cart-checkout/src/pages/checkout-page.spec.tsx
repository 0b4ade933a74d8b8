import { type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  cartApi,
  checkoutResponse,
  customLine,
  orderOf,
  summaryOf,
} from '../test-support/shop-fixtures';
import { fillShipping } from '../test-support/checkout-form';
import { goToPaymentPage } from '../features/orders/api/order-payment';
import { CheckoutPage } from './checkout-page';
import { OrderConfirmationPage } from './order-confirmation-page';

jest.mock('../features/orders/api/order-payment', () => ({
  ...jest.requireActual<object>('../features/orders/api/order-payment'),
  goToPaymentPage: jest.fn(),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderCheckout(path = '/checkout') {
  return renderWithPlatform(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/order-confirmation/:id" element={<OrderConfirmationPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

/** Shipping filled, billing same as shipping, on the payment step. */
async function reachPayment(user: UserEvent) {
  await screen.findByRole('heading', { name: 'Shipping Information' });
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('heading', { name: 'Payment Method' });
}

/** The wizard's own form (the summary beside it has a promo code field). */
const wizardForm = () => screen.getByRole('form', { name: 'Checkout' });

const posts = (api: FakeApi) =>
  api.calls.filter((call) => call.method === 'POST' && call.url === '/api/checkout');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// Whole-form journeys type a lot: give them room on a busy machine.
jest.setTimeout(30_000);

describe('the checkout wizard', () => {
  let api: FakeApi;
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
    window.sessionStorage.clear();
  });
  afterEach(() => api.restore());

  it('sends an empty cart home with a toast', async () => {
    api = cartApi({ items: [], summary: summaryOf({ itemCount: 0 }) });
    renderCheckout();
    expect(await screen.findByText('Cart is empty')).toBeVisible();
    expect(screen.getByText('Please add items to your cart before checking out.')).toBeVisible();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('over a page the server rendered without it, waits for the cart instead of sending the shopper home', async () => {
    // The shell's server left the checkout to the browser (its render failed or was late): the
    // cart is not asked for until the take-over is over, and not knowing it is not an empty cart.
    api = cartApi({});
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-server-rendered', '');
    document.body.append(root);
    try {
      renderCheckout();
      root.removeAttribute('data-server-rendered');
      expect(screen.getByRole('status', { name: 'Loading your checkout' })).toBeVisible();
      expect(await screen.findByRole('heading', { name: 'Shipping Information' })).toBeVisible();
      expect(screen.queryByTestId('location')).toBeNull();
    } finally {
      root.remove();
    }
  });

  it('shows the steps and the order summary with the server amounts', async () => {
    api = cartApi({ promoCode: 'HEALING10' });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Order' }),
    ).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Step 1 of 3: Shipping', '2Step 2 of 3: Billing', '3Step 3 of 3: Payment']);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Bloom Within Tee')).toBeVisible();
    await waitFor(() =>
      expect(within(summary).getByTestId('amount-total')).toHaveTextContent('$51.52'),
    );
    expect(within(summary).getByTestId('amount-discount')).toHaveTextContent('$5.30');
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });

  it("shows the cart's promo code with Remove, and the order then costs what the summary says", async () => {
    api = cartApi({
      promoCode: 'HEALING10',
      routes: { 'POST /api/checkout': { body: checkoutResponse() } },
    });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText(/applied: 10% off your items/)).toHaveTextContent(
      'HEALING10 applied',
    );
    await user.click(within(summary).getByRole('button', { name: 'Remove promo code HEALING10' }));
    await waitFor(() =>
      expect(within(summary).getByTestId('amount-total')).toHaveTextContent('$57.24'),
    );
    expect(within(summary).queryByTestId('amount-discount')).not.toBeInTheDocument();
    await reachPayment(user);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$57.24');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0].body).toMatchObject({ promoCode: null });
  });

  it('takes a promo code at checkout too, and keeps it with the cart', async () => {
    api = cartApi();
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const field = await within(summary).findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'HEALING10{Enter}');
    await waitFor(() =>
      expect(within(summary).getByTestId('amount-total')).toHaveTextContent('$51.52'),
    );
    expect(within(summary).getByText('Discount (HEALING10)')).toBeVisible();
    expect(api.calls.some((call) => call.method === 'PUT' && call.url.endsWith('/promo'))).toBe(
      true,
    );
    // Entering the code submitted the promo box only, not the wizard.
    expect(screen.queryByText('Required fields missing')).not.toBeInTheDocument();
    await reachPayment(user);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$51.52');
  });

  it('applies a code an old link carries, and keeps it out of the address', async () => {
    api = cartApi();
    renderCheckout('/checkout?promo=HEALING10');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    await waitFor(() =>
      expect(within(summary).getByTestId('amount-discount')).toHaveTextContent('$5.30'),
    );
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('offers a retry when the amounts cannot be fetched, and holds the order meanwhile', async () => {
    api = cartApi();
    api.on('GET /api/cart/*', ({ url }) =>
      url.includes('/summary') ? { status: 503, body: {} } : { body: [customLine()] },
    );
    renderCheckout();
    await reachPayment(user);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Failed to fetch cart');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    api.on('GET /api/cart/*', ({ url }) =>
      url.includes('/summary') ? { body: summaryOf() } : { body: [customLine()] },
    );
    await user.click(within(summary).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(summary).getByTestId('amount-total')).toHaveTextContent('$57.24'),
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('refuses to advance with blank fields: every message beside its field, a toast, the focus on the first', async () => {
    api = cartApi();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to Billing' }));
    expect(await screen.findByText('Required fields missing')).toBeVisible();
    expect(screen.getByText('Please fill in all required fields.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Your confirmation and payment link go here. Please enter a valid email address',
    );
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Last name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'Please enter a complete address',
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please enter a city');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Please select a state');
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      'Please enter a valid ZIP code',
    );
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
    expect(posts(api)).toHaveLength(0);
  });

  it('refuses an invalid ZIP code, then clears the message once it is right', async () => {
    api = cartApi();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping(user, { 'ZIP code': '9720' });
    await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
    const zip = screen.getByLabelText('ZIP code');
    expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP code');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveFocus();
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toHaveLength(1);
    await user.type(zip, '1');
    expect(zip).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
    expect(await screen.findByRole('heading', { name: 'Billing Information' })).toHaveFocus();
    expect(posts(api)).toHaveLength(0);
  });

  it.each([
    ['Email', 'maya@example', 'Please enter a valid email address'],
    ['First name', 'M', 'First name must be at least 2 characters'],
    ['Last name', 'L', 'Last name must be at least 2 characters'],
    ['Address', '12 W', 'Please enter a complete address'],
    ['City', 'P', 'Please enter a city'],
  ] as const)('refuses a too-short %s', async (label, value, message) => {
    api = cartApi();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping(user, { [label]: value });
    await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
  });

  it('copies the shipping address to billing while "Same as shipping address" is checked', async () => {
    api = cartApi();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
    const same = await screen.findByRole('checkbox', { name: 'Same as shipping address' });
    expect(same).toBeChecked();
    expect(screen.getByText('12 Willow Lane')).toBeVisible();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();

    await user.click(same);
    expect(screen.getByLabelText('City')).toHaveValue('Portland');
    expect(screen.getByLabelText('State')).toHaveValue('OR');
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please enter a city');
    expect(screen.getByText('Required fields missing')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
  });

  it('asks for no card details: offers a secure payment link (the default) or PayPal, and says what happens next', async () => {
    api = cartApi();
    renderCheckout();
    await reachPayment(user);
    const methods = screen.getByRole('group', { name: 'Choose how you would like to pay' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card', 'paypal']);
    expect(screen.getByRole('radio', { name: 'Card (secure payment link)' })).toBeChecked();
    for (const label of [/card number/i, /expiry/i, /cvv/i, /cardholder/i]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(within(wizardForm()).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByTestId('payment-next')).toHaveTextContent(
      'We will e-mail you a secure payment link from our payment provider within one working day; your order ships once it is paid.',
    );
    expect(screen.getByText('We never ask for your card details on this site.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.getByTestId('payment-next')).toHaveTextContent(
      'We will send a PayPal payment request to maya@example.com within one working day; your order ships once it is paid.',
    );
    expect(within(wizardForm()).queryAllByRole('textbox')).toHaveLength(0);
  });

  it('places the order once, without card data, and lands on the confirmation', async () => {
    const answer = deferred<{ body: unknown }>();
    api = cartApi({
      promoCode: 'HEALING10',
      routes: { 'POST /api/checkout': () => answer.promise },
    });
    renderCheckout();
    await reachPayment(user);
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$51.52'));
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('button', { name: 'Processing Order...' })).toBeDisabled();
    expect(posts(api)).toHaveLength(1);
    const [post] = posts(api);
    expect(post.headers['Idempotency-Key']).toMatch(/^checkout_[0-9a-f]{32}$/);
    expect(post.body).toEqual({
      sessionId: expect.stringMatching(/^session_\d+_[0-9a-f]{32}$/),
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Lin',
      address: '12 Willow Lane',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      phone: null,
      promoCode: 'HEALING10',
      paymentMethod: 'card',
    });

    answer.resolve({ body: checkoutResponse(orderOf({ id: 42 })) });
    expect(await screen.findByText('Order placed successfully!')).toBeVisible();
    expect(
      screen.getByText(
        "Your order #42 has been received. You'll receive a confirmation email shortly.",
      ),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    expect(screen.getByText('Order #42 has been successfully placed.')).toBeVisible();
    // The confirmation shows the order the checkout answered; the cart is fetched again.
    expect(api.calls.some((call) => call.url === '/api/orders/42')).toBe(false);
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.url.match(/^\/api\/cart\/[^/]+$/)).length,
      ).toBeGreaterThan(1),
    );
  });

  it("with a payment provider, places the order and then sends the shopper to the provider's page", async () => {
    const page = 'https://checkout.stripe.test/c/pay/cs_test_1';
    api = cartApi({
      routes: {
        'POST /api/checkout': {
          body: {
            ...checkoutResponse(orderOf({ id: 42, payment: { state: 'open' } })),
            paymentUrl: page,
          },
        },
      },
    });
    renderCheckout();
    await reachPayment(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('payment-redirect')).toHaveTextContent(
      'Taking you to our secure payment page…',
    );
    await waitFor(() => expect(jest.mocked(goToPaymentPage)).toHaveBeenCalledWith(page));
    expect(posts(api)).toHaveLength(1);
    // Not the confirmation yet: the order is paid on the provider's page first.
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument();
    // Back from the provider's page (the browser's Back), the shopper lands on the order.
    expect(window.location.pathname).toBe('/order-confirmation/42');
    jest.mocked(goToPaymentPage).mockReset();
  });

  it('keeps everything typed after a failure, and retries with the same Idempotency-Key', async () => {
    api = cartApi({ routes: { 'POST /api/checkout': { status: 500, body: { message: 'Boom' } } } });
    renderCheckout();
    await reachPayment(user);
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order failed')).toBeVisible();
    expect(
      screen.getByText('There was an error processing your order. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();

    api.on('POST /api/checkout', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    // No answer at all: the platform sends it once more by itself; all three carry one key.
    await waitFor(() => expect(posts(api)).toHaveLength(3), { timeout: 3000 });
    const [first, retry, resent] = posts(api);
    expect(retry.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(resent.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());

    // Changed data is a new attempt with a new key.
    await user.click(screen.getByRole('button', { name: 'Edit shipping information' }));
    await user.type(screen.getByLabelText('City'), ' Heights');
    await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    api.on('POST /api/checkout', { body: checkoutResponse() });
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(posts(api)).toHaveLength(4));
    expect(posts(api)[3].headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
    expect(posts(api)[3].body).toMatchObject({ city: 'Portland Heights', paymentMethod: 'paypal' });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  });

  it("shows a 400's message beside the field the server names", async () => {
    api = cartApi({
      routes: {
        'POST /api/checkout': {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Please enter a valid email address',
            error: 'Bad Request',
            field: 'email',
            errors: [{ field: 'email', message: 'Please enter a valid email address' }],
          },
        },
      },
    });
    renderCheckout();
    await reachPayment(user);
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order failed')).toBeVisible();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('maya@example.com');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    await waitFor(() => expect(email).toHaveFocus());
  });

  it("adds the server's reason when the cart itself is refused", async () => {
    api = cartApi({
      routes: {
        'POST /api/checkout': {
          status: 409,
          body: {
            statusCode: 409,
            message: '"Bloom Within Tee" is out of stock',
            error: 'Conflict',
          },
        },
      },
    });
    renderCheckout();
    await reachPayment(user);
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText(
        'There was an error processing your order. Please try again. "Bloom Within Tee" is out of stock',
      ),
    ).toBeVisible();
  });
});
