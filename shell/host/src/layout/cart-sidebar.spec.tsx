import { type CartItemDto, type CartSummaryDto, getSessionId, useCart } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CART_BUTTON_ID } from './cart-button';
import { CartSidebar } from './cart-sidebar';

const sessionId = getSessionId();

function line(id: number, quantity: number, price: string): CartItemDto {
  return {
    id,
    sessionId,
    productId: id,
    variantId: id * 10,
    variant: { id: id * 10, label: 'One size', options: {}, sku: null, inStock: true },
    displayName: `Calm Tee ${id}`,
    quantity,
    isCustomDesign: false,
    customDesignData: null,
    customProductName: null,
    customPrice: null,
    unitPrice: price,
    lineTotal: price,
    previewImage: null,
    product: {
      id,
      name: `Calm Tee ${id}`,
      description: 'Soft',
      image: `/api/images/products/${id}.svg`,
      price,
      category: 'apparel',
      inStock: true,
    },
  };
}

function summary(overrides: Partial<CartSummaryDto>): CartSummaryDto {
  return {
    itemCount: 1,
    subtotal: '20.00',
    discount: '0.00',
    shipping: '9.99',
    tax: '1.60',
    total: '31.59',
    promoCode: null,
    promoApplied: false,
    freeShippingThreshold: '50.00',
    amountToFreeShipping: '30.00',
    ...overrides,
  };
}

/** An add-to-cart button that, like a product card leaving the page, is gone once it has opened the cart. */
function VanishingOpener() {
  const { openSidebar, isSidebarOpen } = useCart();
  return (
    <>
      <button id={CART_BUTTON_ID}>header cart</button>
      {!isSidebarOpen && <button onClick={openSidebar}>add</button>}
      <CartSidebar />
    </>
  );
}

function Harness() {
  const { openSidebar } = useCart();
  const location = useLocation();
  return (
    <>
      <button onClick={openSidebar}>open</button>
      <p>at {location.pathname}</p>
      <CartSidebar />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

describe('CartSidebar', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('shows the empty state with Continue Shopping to Inner Beauty', async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [] },
      [`GET /api/cart/${sessionId}/summary`]: { body: summary({ subtotal: '0.00' }) },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Continue Shopping' }));
    expect(screen.getByText('at /inner-beauty')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("lists lines and the server's amounts with the free-shipping hint", async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 1, '20.00')] },
      [`GET /api/cart/${sessionId}/summary`]: { body: summary({}) },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    expect(await within(dialog).findByText('Calm Tee 1')).toBeInTheDocument();
    expect(within(dialog).getByTestId('free-shipping-hint')).toHaveTextContent(
      'Add $30.00 more for free shipping',
    );
    expect(within(dialog).getByText('$9.99')).toBeInTheDocument();
    expect(within(dialog).getByText('$31.59')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Decrease quantity of Calm Tee 1' }),
    ).toBeDisabled();
  });

  it('words the free-shipping rule as it is: a cart of exactly $50.00 still pays shipping', async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 2, '25.00')] },
      [`GET /api/cart/${sessionId}/summary`]: {
        body: summary({
          subtotal: '50.00',
          tax: '4.00',
          total: '63.99',
          amountToFreeShipping: '0.01',
        }),
      },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    expect(await within(dialog).findByTestId('free-shipping-hint')).toHaveTextContent(
      'Add $0.01 more for free shipping',
    );
    expect(within(dialog).getByText(/Orders over/)).toHaveTextContent(
      'Orders over $50.00 ship free.',
    );
    expect(within(dialog).queryByText(/\$50\+/)).not.toBeInTheDocument();
  });

  it('gives focus back to what opened it, closed by Escape or by its close button', async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 1, '20.00')] },
      [`GET /api/cart/${sessionId}/summary`]: { body: summary({}) },
    });
    renderWithPlatform(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: /Your Cart/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    await waitFor(() => expect(opener).not.toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("gives focus to the header's cart button when what opened it is gone", async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 1, '20.00')] },
      [`GET /api/cart/${sessionId}/summary`]: { body: summary({}) },
    });
    renderWithPlatform(<VanishingOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await screen.findByRole('dialog', { name: /Your Cart/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'header cart' })).toHaveFocus());
  });

  it('shows the promo kept with the cart as a discount line that can be removed', async () => {
    const withPromo = summary({
      subtotal: '20.00',
      discount: '2.00',
      tax: '1.44',
      total: '29.43',
      promoCode: 'HEALING10',
      promoApplied: true,
    });
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 1, '20.00')] },
      [`GET /api/cart/${sessionId}/summary`]: { body: withPromo },
      [`DELETE /api/cart/${sessionId}/promo`]: { body: summary({}) },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    const discount = (await within(dialog).findByText(/Discount \(HEALING10\)/)).closest('div')!;
    expect(discount).toHaveTextContent('Discount (HEALING10) Remove−$2.00');
    expect(within(dialog).getByText('$29.43')).toBeInTheDocument();
    api.on(`GET /api/cart/${sessionId}/summary`, { body: summary({}) });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove promo code HEALING10' }),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && /promo$/.test(call.url))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(within(dialog).queryByText(/Discount/)).not.toBeInTheDocument());
    expect(within(dialog).getByText('$31.59')).toBeInTheDocument();
  });

  it('says Free and that the visitor qualifies above the threshold', async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 3, '20.00')] },
      [`GET /api/cart/${sessionId}/summary`]: {
        body: summary({
          subtotal: '60.00',
          shipping: '0.00',
          tax: '4.80',
          total: '64.80',
          amountToFreeShipping: '0.00',
        }),
      },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    expect(await within(dialog).findByText('You qualify for free shipping!')).toBeInTheDocument();
    expect(within(dialog).getByText('Free')).toBeInTheDocument();
  });

  it('changes quantities and removes lines through the cart', async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 2, '20.00')] },
      [`GET /api/cart/${sessionId}/summary`]: { body: summary({}) },
      'PUT /api/cart/1': { body: line(1, 3, '20.00') },
      'DELETE /api/cart/1': { body: { success: true, id: 1 } },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Increase quantity of Calm Tee 1' }),
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ quantity: 3 }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Decrease quantity of Calm Tee 1' }),
    );
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { quantity: 3 },
        { quantity: 1 },
      ]),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove Calm Tee 1 from cart' }),
    );
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
  });

  it('Proceed to Checkout closes the sidebar and goes to /checkout', async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [line(1, 1, '20.00')] },
      [`GET /api/cart/${sessionId}/summary`]: { body: summary({}) },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Proceed to Checkout' }),
    );
    expect(screen.getByText('at /checkout')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Failed to fetch cart' with a retry when the cart cannot load", async () => {
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: {
        status: 503,
        body: { statusCode: 503, message: 'down', error: 'x' },
      },
      [`GET /api/cart/${sessionId}/summary`]: { body: summary({}) },
    });
    renderWithPlatform(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
    expect(await within(dialog).findByText('Failed to fetch cart')).toBeInTheDocument();
    api.on(`GET /api/cart/${sessionId}`, { body: [line(1, 1, '20.00')] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Calm Tee 1')).toBeInTheDocument();
  });
});
