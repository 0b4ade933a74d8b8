import type { FakeApi } from '@healing/platform/testing';
import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartPage } from '../pages/cart-page';
import { cartApi, customLine, productLine, summaryOf } from '../test-support/shop-fixtures';

const LINES = [productLine(), customLine()];

function renderCart() {
  return renderWithPlatform(<CartPage />, { path: '/cart', routePath: '/cart' });
}

describe('the promo box with the owner’s discount codes', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('says in the server’s words why a code gives nothing (a minimum not reached)', async () => {
    const reason =
      'SPRING15 takes off orders of $40.00 or more before shipping and tax: add $12.00 more to use it.';
    api = cartApi({
      routes: {
        'PUT /api/cart/session_*': {
          body: summaryOf({ promoMessage: reason, promoIssue: 'below-minimum' }),
        },
      },
    });
    renderCart();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'spring15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply promo code' }));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what an applied code gives, typed in lower case', async () => {
    let applied = false;
    const withCode = summaryOf({
      promoCode: 'FIVE-OFF',
      promoApplied: true,
      discount: '5.00',
      total: '51.84',
      promoDescription: '$5.00 off your items',
    });
    api = cartApi({
      routes: {
        'GET /api/cart/*': ({ url }) =>
          url.includes('/summary') ? { body: applied ? withCode : summaryOf() } : { body: LINES },
        'PUT /api/cart/session_*': ({ body }) => {
          expect(body).toEqual({ code: 'five-off' });
          applied = true;
          return { body: withCode };
        },
      },
    });
    renderCart();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'five-off');
    await userEvent.click(screen.getByRole('button', { name: 'Apply promo code' }));
    expect(await screen.findByText(/applied: \$5\.00 off your items/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove promo code FIVE-OFF' })).toBeVisible();
  });

  it('says when the code kept with the cart has ended, and offers to remove it', async () => {
    let kept = true;
    const ended = summaryOf({
      promoCode: 'FLASH',
      promoApplied: false,
      promoMessage: 'FLASH has ended, so your total is unchanged.',
      promoIssue: 'ended',
    });
    api = cartApi({
      routes: {
        'GET /api/cart/*': ({ url }) =>
          url.includes('/summary') ? { body: kept ? ended : summaryOf() } : { body: LINES },
        'DELETE /api/cart/session_*': () => {
          kept = false;
          return { body: summaryOf() };
        },
      },
    });
    renderCart();
    expect(await screen.findByText('FLASH has ended, so your total is unchanged.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code FLASH' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/promo')),
      ).toBe(true),
    );
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toBeVisible();
  });
});
