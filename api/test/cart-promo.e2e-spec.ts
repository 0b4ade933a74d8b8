import type { CartSummaryDto } from '@healing/contracts';
import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  orderCount,
  type TestProduct,
} from './cart-fixtures';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

describe('a promo code kept with the cart', () => {
  let t: TestApp;
  let product: TestProduct;
  beforeAll(async () => {
    t = await createTestApp();
    product = await insertProduct(t, { price: '20.00' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function cartWithLine(): Promise<string> {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, 2).expect(201);
    return sessionId;
  }

  const summary = async (sessionId: string): Promise<CartSummaryDto> =>
    (await t.http().get(`/api/cart/${sessionId}/summary`).expect(200)).body as CartSummaryDto;

  it('is applied once and shown by every later summary, then removed', async () => {
    const sessionId = await cartWithLine();
    const applied = await t
      .http()
      .put(`/api/cart/${sessionId}/promo`)
      .send({ code: 'HEALING10' })
      .expect(200);
    expect(applied.body).toMatchObject({
      promoCode: 'HEALING10',
      promoApplied: true,
      discount: '4.00',
    });
    expect(await summary(sessionId)).toMatchObject({ promoApplied: true, total: '48.87' });

    const removed = await t.http().delete(`/api/cart/${sessionId}/promo`).expect(200);
    expect(removed.body).toMatchObject({ promoCode: null, promoApplied: false, discount: '0.00' });
    expect(await summary(sessionId)).toMatchObject({ promoApplied: false, total: '53.19' });
  });

  it("does nothing with a code that is not the shop's, and keeps one already applied", async () => {
    const sessionId = await cartWithLine();
    const wrong = await t
      .http()
      .put(`/api/cart/${sessionId}/promo`)
      .send({ code: 'HEALING20' })
      .expect(200);
    expect(wrong.body).toMatchObject({
      promoApplied: false,
      discount: '0.00',
      promoMessage: '“HEALING20” is not one of our codes, so your total is unchanged.',
    });
    await t.http().put(`/api/cart/${sessionId}/promo`).send({ code: 'HEALING10' }).expect(200);
    await t.http().put(`/api/cart/${sessionId}/promo`).send({ code: 'NOPE' }).expect(200);
    expect(await summary(sessionId)).toMatchObject({ promoCode: 'HEALING10', promoApplied: true });
  });

  it("belongs to one cart: another session's summary has no discount", async () => {
    const sessionId = await cartWithLine();
    await t.http().put(`/api/cart/${sessionId}/promo`).send({ code: 'HEALING10' }).expect(200);
    expect(await summary(await cartWithLine())).toMatchObject({ promoApplied: false });
  });

  it('is charged at checkout without being sent again, and leaves with the order', async () => {
    const sessionId = await cartWithLine();
    await t.http().put(`/api/cart/${sessionId}/promo`).send({ code: 'HEALING10' }).expect(200);
    const res = await checkout(t, checkoutBody(sessionId, { promoCode: undefined })).expect(201);
    expect(res.body.order).toMatchObject({
      discount: '4.00',
      promoCode: 'HEALING10',
      total: '48.87',
    });
    expect(await orderCount(t, sessionId)).toBe(1);
    const [kept] = await t.query('SELECT 1 FROM cart_promos WHERE session_id = $1', [sessionId]);
    expect(kept).toBeUndefined();
  });

  it('refuses a code that is not text or too long, and stores nothing', async () => {
    const sessionId = await cartWithLine();
    for (const code of [42, 'X'.repeat(41)]) {
      await t.http().put(`/api/cart/${sessionId}/promo`).send({ code }).expect(400);
    }
    expect(await t.query('SELECT 1 FROM cart_promos WHERE session_id = $1', [sessionId])).toEqual(
      [],
    );
  });
});
