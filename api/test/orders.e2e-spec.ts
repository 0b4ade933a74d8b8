import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  type TestProduct,
} from './cart-fixtures';
import { createTestApp, newSessionId, TestApp } from './support/test-app';

describe('GET /api/orders/:id', () => {
  let t: TestApp;
  let shirt: TestProduct;

  beforeAll(async () => {
    t = await createTestApp();
    shirt = await insertProduct(t, { price: '12.50', name: 'Healing Shirt' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function placeOrder(fields: Record<string, unknown> = {}) {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, shirt.id, 3).expect(201);
    const res = await checkout(t, checkoutBody(sessionId, fields)).expect(201);
    return { sessionId, placed: res.body.order, id: res.body.id as number };
  }

  it('shows the order, its lines and how to pay to the session that placed it', async () => {
    const { sessionId, placed, id } = await placeOrder({ promoCode: 'HEALING10' });
    const res = await t.http().get(`/api/orders/${id}`).set('X-Session-Id', sessionId).expect(200);
    expect(res.body).toEqual(placed);
    expect(res.body).toMatchObject({
      status: 'pending',
      subtotal: '37.50',
      discount: '3.75',
      shipping: '9.99',
      tax: '2.70',
      total: '46.44',
      promoCode: 'HEALING10',
      paymentInstructions:
        "We will e-mail you a secure payment link for $46.44 within one working day; you pay by card on the payment provider's secure page, and your order ships once it is paid.",
      paymentLink: null,
      trackingNumber: null,
      history: [{ at: placed.createdAt, action: 'placed' }],
      items: [{ productName: 'Healing Shirt', quantity: 3, price: '12.50', total: '37.50' }],
    });
  });

  it('says how to pay with PayPal', async () => {
    const { sessionId, placed, id } = await placeOrder({ paymentMethod: 'paypal' });
    const res = await t.http().get(`/api/orders/${id}`).set('X-Session-Id', sessionId).expect(200);
    expect(res.body.paymentInstructions).toBe(
      `We will send a PayPal payment request for $50.49 to ${placed.email} within one working day; your order ships once it is paid.`,
    );
  });

  it('answers 404 to any other session, as for an order that does not exist', async () => {
    const { id } = await placeOrder();
    const res = await t
      .http()
      .get(`/api/orders/${id}`)
      .set('X-Session-Id', newSessionId())
      .expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Order not found',
      error: 'Not Found',
      field: 'id',
    });
    const missing = await t
      .http()
      .get('/api/orders/2000000000')
      .set('X-Session-Id', newSessionId())
      .expect(404);
    expect(missing.body.message).toBe('Order not found');
  });

  it('needs a session header and a valid id', async () => {
    const { id } = await placeOrder();
    const noHeader = await t.http().get(`/api/orders/${id}`).expect(400);
    expect(noHeader.body).toMatchObject({
      message: 'A session id is required (header X-Session-Id).',
      field: 'sessionId',
    });
    for (const badId of ['abc', '0', '1.5', '99999999999']) {
      const res = await t
        .http()
        .get(`/api/orders/${badId}`)
        .set('X-Session-Id', newSessionId())
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, field: 'id' });
    }
  });
});
