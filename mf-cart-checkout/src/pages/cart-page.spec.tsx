import { MAX_LINE_QUANTITY } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  cartApi,
  customLine,
  PROMO_SUMMARY,
  productLine,
  summaryOf,
} from '../test-support/shop-fixtures';
import { CartPage } from './cart-page';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function CartAddress() {
  const location = useLocation();
  return <p data-testid="cart-address">{location.pathname + location.search}</p>;
}

function renderCart(path = '/cart') {
  return renderWithPlatform(
    <Routes>
      <Route
        path="/cart"
        element={
          <>
            <CartPage />
            <CartAddress />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

const amount = (kind: string) => screen.getByTestId(`amount-${kind}`);

describe('the cart page', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('shows a spinner while the cart loads', () => {
    api = fakeApi({ 'GET /api/cart/*': () => new Promise(() => undefined) });
    renderCart();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart');
  });

  it('shows the empty view with the three collections', async () => {
    api = cartApi({
      items: [],
      summary: summaryOf({ itemCount: 0, subtotal: '0.00', tax: '0.00', total: '0.00' }),
    });
    renderCart();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }),
    ).toBeVisible();
    const links = within(screen.getByRole('list', { name: 'Collections' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/inner-beauty',
      '/life-happens',
      '/love-is',
    ]);
    expect(links[0]).toHaveTextContent('Inner Beauty');
    expect(links[1]).toHaveTextContent('Life Happens');
    expect(links[2]).toHaveTextContent('Love Is');
  });

  it('says when the cart cannot be fetched, and retries', async () => {
    api = fakeApi({ 'GET /api/cart/*': { status: 500, body: { message: 'down' } } });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Failed to fetch cart' })).toBeVisible();
    api.on('GET /api/cart/*', ({ url }) =>
      url.includes('/summary') ? { body: summaryOf() } : { body: [productLine()] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Bloom Within Tee' })).toBeVisible();
  });

  it('shows every line with its details, and the count of items', async () => {
    api = cartApi({ items: [productLine({ quantity: 2, lineTotal: '56.00' }), customLine()] });
    renderCart();
    expect(await screen.findByText('3 healing items in your cart')).toBeVisible();
    const [tee, cap] = screen.getAllByTestId('cart-line');
    expect(within(tee).getByRole('heading', { name: 'Bloom Within Tee' })).toBeVisible();
    expect(within(tee).getByRole('link', { name: 'Bloom Within Tee' })).toHaveAttribute(
      'href',
      '/product/7',
    );
    expect(tee).toHaveTextContent('A soft cotton tee with a hand-drawn lotus.');
    expect(tee).toHaveTextContent('Apparel');
    // No rating that no customer gave (DECISIONS.md): no invented count, no stars.
    expect(tee).not.toHaveTextContent('(127)');
    expect(tee.querySelector('svg.lucide-star')).toBeNull();
    expect(within(tee).getByTestId('unit-price')).toHaveTextContent('$28.00 each');
    expect(within(tee).getByTestId('line-total')).toHaveTextContent('$56.00');
    expect(tee.querySelector('img')).toHaveAttribute('src', '/api/images/products/bloom.svg');
    expect(
      within(cap).getByRole('heading', { name: 'Custom Cap - Love Is (Rose Peace)' }),
    ).toBeVisible();
    expect(cap).toHaveTextContent('Custom design');
    expect(cap).not.toHaveTextContent('(127)');
    expect(cap.querySelector('svg.lucide-star')).toBeNull();
    expect(cap).toHaveTextContent(
      'Your own Cap from the Love Is collection, design Rose Peace, with the words “Be gentle”.',
    );
    expect(within(cap).getByTestId('line-total')).toHaveTextContent('$25.00');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/inner-beauty',
    );
  });

  it('offers Clear Cart only with more than one line', async () => {
    api = cartApi({ items: [productLine({ quantity: 3 })] });
    renderCart();
    expect(await screen.findByText('3 healing items in your cart')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).not.toBeInTheDocument();
  });

  it('clears the cart after a confirmation', async () => {
    api = cartApi({
      routes: { 'DELETE /api/cart/session/*': { body: { success: true, removed: 2 } } },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toMatch(
      /^\/api\/cart\/session\/session_\d+_[0-9a-f]{32}$/,
    );
  });

  it('changes quantities, never below 1, and removes lines', async () => {
    api = cartApi({
      items: [productLine(), customLine()],
      routes: {
        'PUT /api/cart/1': { body: productLine({ quantity: 2 }) },
        'DELETE /api/cart/2': { body: { success: true, id: 2 } },
      },
    });
    renderCart();
    const decrease = await screen.findByRole('button', {
      name: 'Decrease quantity of Bloom Within Tee',
    });
    expect(decrease).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Bloom Within Tee' }),
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: '/api/cart/1',
        body: { quantity: 2 },
      }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Custom Cap - Love Is (Rose Peace) from cart' }),
    );
    expect(await screen.findByText('Item removed')).toBeVisible();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.url === '/api/cart/2')).toBe(
      true,
    );
  });

  it("shows the server's amounts, not the page's own sums", async () => {
    api = cartApi({
      summary: summaryOf({
        subtotal: '10.00',
        shipping: '9.99',
        tax: '0.80',
        total: '20.79',
        amountToFreeShipping: '40.01',
      }),
    });
    renderCart();
    await waitFor(() => expect(amount('total')).toHaveTextContent('$20.79'));
    expect(amount('subtotal')).toHaveTextContent('$10.00');
    expect(amount('shipping')).toHaveTextContent('$9.99');
    expect(amount('tax')).toHaveTextContent('$0.80');
    expect(screen.getByText('Tax (8%)')).toBeVisible();
    expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('free-shipping-hint')).toHaveTextContent(
      'Add $40.01 more for free shipping',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progress toward free shipping' }),
    ).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('256-bit SSL security')).toBeVisible();
    expect(screen.getByText('Free shipping on orders over $50')).toBeVisible();
    expect(document.body).not.toHaveTextContent('$50+');
    expect(screen.getByText('30-day love guarantee')).toBeVisible();
  });

  it('says when shipping is free', async () => {
    api = cartApi();
    renderCart();
    await waitFor(() => expect(amount('shipping')).toHaveTextContent('Free'));
    expect(screen.getByTestId('free-shipping-hint')).toHaveTextContent(
      'You qualify for free shipping!',
    );
  });

  it('keeps a wrong promo code from changing anything, says so quietly and clears the field', async () => {
    api = cartApi();
    renderCart();
    const field = await screen.findByPlaceholderText('Enter promo code (try HEALING10)');
    expect(field).toHaveAccessibleName('Promo code');
    await userEvent.type(field, 'HEALING20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply promo code' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(
      screen.getByText('“HEALING20” is not one of our codes, so your total is unchanged.'),
    ).toBeVisible();
    expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
    // Not an error: SPEC.md shows none.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(amount('total')).toHaveTextContent('$57.24');
    await userEvent.type(field, 'H');
    expect(screen.queryByText(/is not one of our codes/)).not.toBeInTheDocument();
  });

  it('applies HEALING10 to the cart on the server, with the amounts it computes', async () => {
    api = cartApi();
    renderCart();
    const field = await screen.findByPlaceholderText('Enter promo code (try HEALING10)');
    await userEvent.type(field, 'HEALING10{Enter}');
    await waitFor(() => expect(amount('discount')).toHaveTextContent('−$5.30'));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(/^\/api\/cart\/session_\d+_[0-9a-f]{32}\/promo$/),
      body: { code: 'HEALING10' },
    });
    expect(screen.getByText('Discount (HEALING10)')).toBeVisible();
    expect(amount('tax')).toHaveTextContent(`$${PROMO_SUMMARY.tax}`);
    expect(amount('total')).toHaveTextContent('$51.52');
    expect(screen.getByText(/applied: 10% off your items/)).toHaveTextContent(
      'HEALING10 applied: 10% off your items',
    );
    // The focus goes to what took the Apply button's place.
    expect(screen.getByRole('button', { name: 'Remove promo code HEALING10' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Secure Checkout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/checkout$/);
  });

  it('shows the code the cart already holds, and removes it from the cart', async () => {
    api = cartApi({ promoCode: 'HEALING10' });
    renderCart();
    await waitFor(() => expect(amount('discount')).toHaveTextContent('$5.30'));
    expect(screen.getByText(/applied: 10% off your items/)).toHaveTextContent('HEALING10 applied');
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code HEALING10' }));
    await waitFor(() => expect(amount('total')).toHaveTextContent('$57.24'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/promo'))).toBe(
      true,
    );
    expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter promo code (try HEALING10)')).toHaveFocus();
  });

  it('applies a code an old link carries (?promo=) to the cart, then drops it from the address', async () => {
    api = cartApi();
    renderCart('/cart?promo=HEALING10');
    await waitFor(() => expect(amount('discount')).toHaveTextContent('$5.30'));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove promo code HEALING10' })).toBeVisible();
    expect(screen.getByTestId('cart-address')).toHaveTextContent(/^\/cart$/);
  });

  it("keeps a code that could not be checked, with the platform's toast", async () => {
    api = cartApi({ routes: { 'PUT /api/cart/session_*': { status: 500, body: {} } } });
    renderCart();
    const field = await screen.findByPlaceholderText('Enter promo code (try HEALING10)');
    await userEvent.type(field, 'HEALING10{Enter}');
    expect(await screen.findByText('Failed to apply the promo code.')).toBeVisible();
    expect(field).toHaveValue('HEALING10');
    expect(screen.queryByText(/is not one of our codes/)).not.toBeInTheDocument();
  });

  it('stops the quantity at the most a line may hold, and says why', async () => {
    api = cartApi({ items: [productLine({ quantity: MAX_LINE_QUANTITY })] });
    renderCart();
    const increase = await screen.findByRole('button', {
      name: 'Increase quantity of Bloom Within Tee',
    });
    expect(increase).toBeDisabled();
    expect(increase).toHaveAccessibleDescription(`Up to ${MAX_LINE_QUANTITY} per item`);
  });

  it("shows the server's reason when it refuses a quantity", async () => {
    api = cartApi({
      routes: {
        'PUT /api/cart/1': {
          status: 409,
          body: {
            statusCode: 409,
            message: 'Your cart can hold at most 99 of one product.',
            error: 'Conflict',
          },
        },
      },
    });
    renderCart();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Bloom Within Tee' }),
    );
    expect(
      await screen.findByText(
        'Failed to update item quantity. Your cart can hold at most 99 of one product.',
      ),
    ).toBeVisible();
  });

  it('holds checkout while an item is out of stock', async () => {
    const soldOut = productLine();
    api = cartApi({
      items: [{ ...soldOut, product: { ...soldOut.product!, inStock: false } }],
    });
    renderCart();
    expect(
      await screen.findByText('Out of stock: please remove this item to check out.'),
    ).toBeVisible();
    expect(screen.getByText('Please remove the out-of-stock items to check out.')).toBeVisible();
    await waitFor(() => expect(amount('total')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Secure Checkout' })).toBeDisabled();
  });
});
