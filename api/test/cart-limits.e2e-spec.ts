import { MAX_CART_LINES } from '@healing/contracts';
import {
  addToCart,
  cartRows,
  checkout,
  checkoutBody,
  customDesignBody,
  insertProduct,
  orderCount,
} from './cart-fixtures';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const TOO_MANY_LINES = `Your cart can hold at most ${MAX_CART_LINES} different items. Check out or remove an item first.`;
const TOO_LARGE =
  'This would make one order larger than we can take. Please lower a quantity or place two orders.';

describe('what one cart may hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Lines stored directly: a cart filled up to the limit without 50 requests each time. */
  async function fillWithDesigns(sessionId: string, lines: number): Promise<void> {
    await t.query(
      `INSERT INTO cart_items (session_id, quantity, is_custom_design, custom_design_data,
                               custom_product_name, custom_price)
       SELECT $1, 1, true, '{"productType":"caps","category":"love-is"}', 'Custom Cap - Love Is', 25.00
         FROM generate_series(1, $2)`,
      [sessionId, lines],
    );
  }

  it(`takes ${MAX_CART_LINES} lines and refuses one more, with a message that says why`, async () => {
    const sessionId = newSessionId();
    await fillWithDesigns(sessionId, MAX_CART_LINES - 1);
    await t.http().post('/api/cart').send(customDesignBody(sessionId)).expect(201);
    const refused = await t.http().post('/api/cart').send(customDesignBody(sessionId)).expect(409);
    expect(refused.body.message).toBe(TOO_MANY_LINES);
    const product = await insertProduct(t, { price: '10.00' });
    expect((await addToCart(t, sessionId, product.id).expect(409)).body.message).toBe(
      TOO_MANY_LINES,
    );
    expect(await cartRows(t, sessionId)).toHaveLength(MAX_CART_LINES);
  });

  it('counts parallel adds one after the other: the limit holds', async () => {
    const sessionId = newSessionId();
    await fillWithDesigns(sessionId, MAX_CART_LINES - 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http().post('/api/cart').send(customDesignBody(sessionId))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(5);
    expect(await cartRows(t, sessionId)).toHaveLength(MAX_CART_LINES);
  });

  it('refuses a quantity above 99 per line', async () => {
    const product = await insertProduct(t, { price: '10.00' });
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, 100).expect(400);
    expect(await cartRows(t, sessionId)).toEqual([]);
  });

  it('refuses an add or a quantity that would make an order too large to store', async () => {
    const dear = await insertProduct(t, { price: '9999999.00' });
    const sessionId = newSessionId();
    const [line] = (await addToCart(t, sessionId, dear.id, 9).expect(201)).body
      ? await cartRows(t, sessionId)
      : [];
    const more = await addToCart(t, sessionId, dear.id, 5).expect(409);
    expect(more.body.message).toBe(TOO_LARGE);
    const update = await t
      .http()
      .put(`/api/cart/${line.id}`)
      .set('X-Session-Id', sessionId)
      .send({ quantity: 11 })
      .expect(409);
    expect(update.body.message).toBe(TOO_LARGE);
    expect((await cartRows(t, sessionId))[0].quantity).toBe(9);
  });

  it('refuses to check out a cart from before the limits that no order could store', async () => {
    const sessionId = newSessionId();
    const dear = await insertProduct(t, { price: '9999999.00' });
    await t.query(
      `INSERT INTO cart_items (session_id, product_id, quantity, is_custom_design) VALUES ($1, $2, 99, false)`,
      [sessionId, dear.id],
    );
    const res = await checkout(t, checkoutBody(sessionId)).expect(409);
    expect(res.body.message).toBe(TOO_LARGE);
    expect(await orderCount(t, sessionId)).toBe(0);
    expect(await cartRows(t, sessionId)).toHaveLength(1);
  });
});
