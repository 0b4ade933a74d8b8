import { type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { fillShipping } from '../../../test-support/checkout-form';
import { cartApi, checkoutResponse } from '../../../test-support/shop-fixtures';
import { CHECKOUT_DRAFT_KEY } from '../utils/checkout-draft';
import { CheckoutWizard } from './checkout-wizard';

/** The browser around the wizard: where it is, and its own Back and Forward buttons. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

function renderWizard(path = '/checkout', onPlaced = jest.fn()) {
  return renderWithPlatform(
    <>
      <CheckoutWizard promoCode={null} total="57.24" canPlaceOrder onPlaced={onPlaced} />
      <Browser />
    </>,
    { path },
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const location = () => screen.getByTestId('location');
const storedDraft = () => window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '';

async function reachBilling(user: UserEvent) {
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
  return heading('Billing Information');
}

// Whole-form journeys type a lot: give them room on a busy machine.
jest.setTimeout(30_000);

describe('the checkout wizard across reloads and history', () => {
  let api: FakeApi;
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
    window.sessionStorage.clear();
    api = cartApi();
  });
  afterEach(() => api.restore());

  it('puts each step in the address, one history entry per step', async () => {
    renderWizard();
    expect(location()).toHaveTextContent(/^\/checkout$/);
    await reachBilling(user);
    expect(location()).toHaveTextContent('/checkout?step=billing');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await heading('Payment Method')).toHaveFocus();
    expect(location()).toHaveTextContent('/checkout?step=payment');
  });

  it('says a card is paid by a link later, or at once on a secure page when the shop takes cards online', async () => {
    const toPayment = async () => {
      await reachBilling(user);
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await heading('Payment Method');
    };
    const byLink = renderWizard();
    await toPayment();
    expect(screen.getByRole('radio', { name: 'Card (secure payment link)' })).toBeChecked();
    byLink.unmount();
    window.sessionStorage.clear();
    api.restore();
    api = cartApi({ routes: { 'GET /api/payments/options': { body: { cardOnline: true } } } });
    renderWizard();
    await toPayment();
    expect(
      await screen.findByRole('radio', { name: 'Card (pay now on a secure page)' }),
    ).toBeChecked();
    expect(screen.getByTestId('payment-next')).toHaveTextContent(
      "Place Order takes you to our payment provider's secure page to pay; your order ships once it is paid.",
    );
  });

  it("moves between steps with the browser's Back and Forward, keeping what was typed", async () => {
    renderWizard();
    await reachBilling(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await heading('Payment Method');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await heading('Billing Information')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await heading('Shipping Information')).toBeVisible();
    expect(location()).toHaveTextContent(/^\/checkout$/);
    expect(screen.getByLabelText('City')).toHaveValue('Portland');

    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await heading('Billing Information')).toBeVisible();
  });

  it("goes back with the wizard's own Back without growing the history", async () => {
    renderWizard();
    await reachBilling(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Shipping Information')).toHaveFocus();
    expect(location()).toHaveTextContent(/^\/checkout$/);
    // The wizard's Back was the browser's: Forward returns to billing.
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await heading('Billing Information')).toBeVisible();
  });

  it('shows the first incomplete step instead of one the shopper cannot be on yet', async () => {
    renderWizard('/checkout?step=payment');
    expect(await heading('Shipping Information')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/checkout$/));
    // Quietly: nothing was refused yet.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required fields missing')).not.toBeInTheDocument();
  });

  it('restores the typed fields and the step after a reload in this tab', async () => {
    const first = renderWizard();
    await reachBilling(user);
    await user.click(screen.getByRole('checkbox', { name: 'Same as shipping address' }));
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '7 Cedar Court');
    first.unmount();

    renderWizard('/checkout?step=billing');
    expect(await heading('Billing Information')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Same as shipping address' })).not.toBeChecked();
    expect(screen.getByLabelText('Address')).toHaveValue('7 Cedar Court');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Shipping Information')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(screen.getByLabelText('State')).toHaveValue('OR');
  });

  it('keeps the addresses only, never anything about paying, and forgets them once the order is placed', async () => {
    api.on('POST /api/checkout', { body: checkoutResponse() });
    const onPlaced = jest.fn();
    renderWizard('/checkout', onPlaced);
    await reachBilling(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));

    const draft = JSON.parse(storedDraft()) as Record<string, unknown>;
    expect(Object.keys(draft).sort()).toEqual(['billing', 'sameAsShipping', 'shipping']);
    expect(draft.shipping).toMatchObject({ email: 'maya@example.com', zipCode: '97201' });
    expect(storedDraft()).not.toMatch(/paypal|card|payment/i);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('ignores anything in a stored draft that is not an address field', async () => {
    window.sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        shipping: { email: 'maya@example.com', cardNumber: '4242424242424242', city: 42 },
        paymentMethod: 'paypal',
      }),
    );
    renderWizard();
    expect(await screen.findByLabelText('Email')).toHaveValue('maya@example.com');
    expect(screen.getByLabelText('City')).toHaveValue('');
    await user.type(screen.getByLabelText('City'), 'P');
    expect(storedDraft()).not.toContain('4242');
  });

  it('takes the "Required fields missing" toast away once the step is passed', async () => {
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Continue to Billing' }));
    expect(await screen.findByText('Required fields missing')).toBeVisible();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Billing' }));
    await heading('Billing Information');
    await waitFor(() =>
      expect(screen.queryByText('Required fields missing')).not.toBeInTheDocument(),
    );
  });
});
