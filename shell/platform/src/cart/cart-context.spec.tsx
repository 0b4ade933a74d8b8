import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItemDto, CartSummaryDto } from '@healing/contracts';
import { getSessionId } from '../session';
import { fakeApi, type FakeApi, renderWithPlatform } from '../testing';
import { useCart } from './cart-context';

const sessionId = getSessionId();

function line(id: number, quantity: number, price = '10.00'): CartItemDto {
  return {
    id,
    sessionId,
    productId: id,
    variantId: id * 10,
    variant: { id: id * 10, label: 'One size', options: {}, sku: null, inStock: true },
    displayName: `Product ${id}`,
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
      name: `Product ${id}`,
      description: '',
      image: '/x.svg',
      price,
      category: 'apparel',
      inStock: true,
    },
  };
}

const summary: CartSummaryDto = {
  itemCount: 0,
  subtotal: '0.00',
  discount: '0.00',
  shipping: '0.00',
  tax: '0.00',
  total: '0.00',
  promoCode: null,
  promoApplied: false,
  freeShippingThreshold: '50.00',
  amountToFreeShipping: '50.00',
};

function CartProbe() {
  const cart = useCart();
  return (
    <div>
      <p>count {cart.itemCount}</p>
      <p>sidebar {cart.isSidebarOpen ? 'open' : 'closed'}</p>
      <button onClick={() => void cart.addItem({ productId: 7 })}>add</button>
      <button
        onClick={() =>
          void cart.addItem({
            productId: 7,
            successToast: {
              title: 'Added to Cart! 💖',
              description: 'Product 7 has been added to your cart.',
            },
          })
        }
      >
        add with page toast
      </button>
      <button onClick={() => void cart.updateQuantity(1, 5)}>update</button>
      <button onClick={() => void cart.removeItem(1)}>remove</button>
      <button onClick={() => void cart.clearCart()}>clear</button>
      <p>promo {cart.summary?.promoApplied ? cart.summary.promoCode : 'none'}</p>
      <button onClick={() => void cart.applyPromo(' HEALING10 ')}>apply promo</button>
      <button onClick={() => void cart.removePromo()}>remove promo</button>
    </div>
  );
}

describe('the cart', () => {
  let api: FakeApi;
  let items: CartItemDto[];

  beforeEach(() => {
    items = [line(1, 2)];
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: () => ({ body: items }),
      [`GET /api/cart/${sessionId}/summary`]: { body: summary },
    });
  });
  afterEach(() => api.restore());

  it('counts quantities, not lines', async () => {
    items = [line(1, 2), line(2, 3)];
    renderWithPlatform(<CartProbe />);
    expect(await screen.findByText('count 5')).toBeInTheDocument();
  });

  it('adds a product, toasts, opens the sidebar and refetches the cart', async () => {
    api.on('POST /api/cart', () => {
      items = [...items, line(7, 1)];
      return { status: 201, body: line(7, 1) };
    });
    renderWithPlatform(<CartProbe />);
    await screen.findByText('count 2');
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByText('count 3')).toBeInTheDocument();
    expect(screen.getByText('sidebar open')).toBeInTheDocument();
    // The toast code loads when the page is idle or with the first toast, and Radix portals the
    // toast into its viewport a render later: the toast may follow the count by a tick.
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Item has been added to your cart.')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ sessionId, productId: 7, quantity: 1 });
  });

  it('sends an add whose answer was lost once more, with the same Idempotency-Key', async () => {
    let attempts = 0;
    api.on('POST /api/cart', () => {
      attempts += 1;
      if (attempts === 1) {
        return {
          status: 503,
          body: { statusCode: 503, message: 'Service unavailable', error: 'Service Unavailable' },
        };
      }
      items = [...items, line(7, 1)];
      return { status: 201, body: line(7, 1) };
    });
    renderWithPlatform(<CartProbe />);
    await screen.findByText('count 2');
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByText('count 3', {}, { timeout: 3000 })).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0].headers['Idempotency-Key']).toMatch(/^req_[0-9a-f]{32}$/);
    expect(posts[1].headers['Idempotency-Key']).toBe(posts[0].headers['Idempotency-Key']);
    expect(screen.getByText('sidebar open')).toBeInTheDocument();
  });

  it('gives every add its own key and does not resend a refused one', async () => {
    api.on('POST /api/cart', { status: 201, body: line(7, 1) });
    renderWithPlatform(<CartProbe />);
    await userEvent.click(await screen.findByRole('button', { name: 'add' }));
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [first, second] = api.calls.filter((call) => call.method === 'POST');
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);

    api.on('POST /api/cart', {
      status: 409,
      body: { statusCode: 409, message: 'Product is out of stock', error: 'Conflict' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByText('Failed to add item to cart. Product is out of stock'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(3);
  });

  it("uses the page's own success toast when it gives one", async () => {
    api.on('POST /api/cart', { status: 201, body: line(7, 1) });
    renderWithPlatform(<CartProbe />);
    await userEvent.click(await screen.findByRole('button', { name: 'add with page toast' }));
    expect(await screen.findByText('Added to Cart! 💖')).toBeInTheDocument();
  });

  it('shows the failure toast with the server reason and keeps the sidebar closed', async () => {
    api.on('POST /api/cart', {
      status: 409,
      body: { statusCode: 409, message: 'Product is out of stock', error: 'Conflict' },
    });
    renderWithPlatform(<CartProbe />);
    await userEvent.click(await screen.findByRole('button', { name: 'add' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to add item to cart. Product is out of stock'),
    ).toBeInTheDocument();
    expect(screen.getByText('sidebar closed')).toBeInTheDocument();
  });

  it('updates, removes and clears with the session header and SPEC texts', async () => {
    api.on('PUT /api/cart/1', { body: line(1, 5) });
    api.on('DELETE /api/cart/1', { body: { success: true } });
    api.on(`DELETE /api/cart/session/${sessionId}`, { body: { success: true } });
    renderWithPlatform(<CartProbe />);
    await screen.findByText('count 2');
    await userEvent.click(screen.getByRole('button', { name: 'update' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ quantity: 5 });
    expect(put?.headers['X-Session-Id']).toBe(sessionId);
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(await screen.findByText('Item has been removed from your cart.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(
      await screen.findByText('All items have been removed from your cart.'),
    ).toBeInTheDocument();
  });

  it('keeps a promo with the cart on the server and shows the summary it answers', async () => {
    const discounted = { ...summary, promoCode: 'HEALING10', promoApplied: true, discount: '2.00' };
    let kept = summary;
    api.on(`GET /api/cart/${sessionId}/summary`, () => ({ body: kept }));
    api.on(`PUT /api/cart/${sessionId}/promo`, () => {
      kept = discounted;
      return { body: discounted };
    });
    api.on(`DELETE /api/cart/${sessionId}/promo`, () => {
      kept = summary;
      return { body: summary };
    });
    renderWithPlatform(<CartProbe />);
    expect(await screen.findByText('promo none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'apply promo' }));
    expect(await screen.findByText('promo HEALING10')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ code: 'HEALING10' });
    await userEvent.click(screen.getByRole('button', { name: 'remove promo' }));
    expect(await screen.findByText('promo none')).toBeInTheDocument();
  });

  it('says so when a promo cannot be applied', async () => {
    api.on(`PUT /api/cart/${sessionId}/promo`, {
      status: 400,
      body: { statusCode: 400, message: 'A promo code can be at most 40 characters', error: 'x' },
    });
    renderWithPlatform(<CartProbe />);
    await userEvent.click(await screen.findByRole('button', { name: 'apply promo' }));
    expect(
      await screen.findByText(
        'Failed to apply the promo code. A promo code can be at most 40 characters',
      ),
    ).toBeInTheDocument();
  });

  it('reports a failed update with its SPEC message', async () => {
    api.on('PUT /api/cart/1', { status: 500, body: { statusCode: 500, message: 'x', error: 'x' } });
    renderWithPlatform(<CartProbe />);
    await userEvent.click(await screen.findByRole('button', { name: 'update' }));
    expect(await screen.findByText('Failed to update item quantity.')).toBeInTheDocument();
  });

  it('cannot be used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CartProbe />)).toThrow('useCart must be used within a CartProvider');
  });
});
