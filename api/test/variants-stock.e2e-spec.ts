import type { ProductDto } from '@healing/contracts';
import type { AdminOrderDetail } from '@healing/contracts/admin';
import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  mailsTo,
  variantIds,
  type TestProduct,
} from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const SIZES = ['S', 'M', 'L'];

async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.query<{ stock: number }>(
    'SELECT stock FROM product_variants WHERE id = $1',
    [variantId],
  );
  return row.stock;
}

async function setStock(t: TestApp, variantId: number, stock: number): Promise<void> {
  await t.query('UPDATE product_variants SET stock = $2 WHERE id = $1', [variantId, stock]);
}

describe('variants: the catalogue and the seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds sizes XS-XXL for T-shirts, baby sizes for onesies, one piece of a painting', async () => {
    const res = await t.http().get('/api/products').expect(200);
    const products = res.body as ProductDto[];
    const tees = products.filter((p) => p.kind === 't-shirt');
    expect(tees.length).toBeGreaterThan(0);
    for (const tee of tees) {
      expect(tee.options).toEqual([{ name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] }]);
      expect(tee.variants.map((v) => v.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
      expect(tee.variants[2]).toMatchObject({ options: { Size: 'M' }, inStock: true });
      expect(tee.inStock).toBe(true);
    }
    const onesie = products.find((p) => p.kind === 'infant-onesie');
    expect(onesie?.variants.map((v) => v.label)).toEqual([
      '0-3 months',
      '3-6 months',
      '6-12 months',
      '12-18 months',
    ]);
    for (const kind of ['cap', 'jewelry', 'infant-bib', 'journal']) {
      const product = products.find((p) => p.kind === kind);
      expect(product?.options).toEqual([]);
      expect(product?.variants).toEqual([
        expect.objectContaining({ label: 'One size', options: {}, inStock: true }),
      ]);
    }
    const painting = products.find((p) => p.kind === 'painting');
    // One original: the shop says that only one is left.
    expect(painting?.variants).toEqual([
      expect.objectContaining({ label: 'One size', inStock: true, fewLeft: 1 }),
    ]);
    const stock = await t.query<{ stock: number }>(
      `SELECT v.stock FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.kind = 'painting'`,
    );
    expect(stock.every((row) => row.stock === 1)).toBe(true);
  });

  it('shows a sold-out size as such, and the product out of stock once every size is', async () => {
    const tee = await insertProduct(t, { price: '20.00', sizes: SIZES, stock: 2 });
    const ids = await variantIds(t, tee.id);
    await setStock(t, ids.M, 0);
    const one = (await t.http().get(`/api/products/${tee.id}`).expect(200)).body as ProductDto;
    expect(one.inStock).toBe(true);
    expect(one.variants.map((v) => [v.label, v.inStock, v.fewLeft])).toEqual([
      ['S', true, 2],
      ['M', false, null],
      ['L', true, 2],
    ]);
    await setStock(t, ids.S, 0);
    await setStock(t, ids.L, 0);
    const none = (await t.http().get(`/api/products/${tee.id}`).expect(200)).body as ProductDto;
    expect(none.inStock).toBe(false);
    const list = (await t.http().get('/api/products').expect(200)).body as ProductDto[];
    expect(list.find((p) => p.id === tee.id)?.inStock).toBe(false);
  });

  it('gives a variant its own price and SKU', async () => {
    const tee = await insertProduct(t, { price: '20.00', sizes: SIZES });
    const ids = await variantIds(t, tee.id);
    await t.query(`UPDATE product_variants SET price = 24.5, sku = 'TEE-L' WHERE id = $1`, [ids.L]);
    const one = (await t.http().get(`/api/products/${tee.id}`).expect(200)).body as ProductDto;
    expect(one.variants[2]).toMatchObject({ label: 'L', price: '24.50', sku: 'TEE-L' });
    expect(one.variants[0]).toMatchObject({ price: '20.00', sku: null });
    const sessionId = newSessionId();
    const line = await addToCart(t, sessionId, tee.id, 2, ids.L).expect(201);
    expect(line.body).toMatchObject({ unitPrice: '24.50', lineTotal: '49.00' });
  });
});

describe('variants: the cart', () => {
  let t: TestApp;
  let tee: TestProduct;
  let ids: Record<string, number>;
  let mug: TestProduct;

  beforeAll(async () => {
    t = await createTestApp();
    tee = await insertProduct(t, { price: '25.00', name: 'Inner Peace Tee', sizes: SIZES });
    ids = await variantIds(t, tee.id);
    mug = await insertProduct(t, { price: '10.00', name: 'Calm Mug' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function lineCount(sessionId: string): Promise<number> {
    const [row] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_items WHERE session_id = $1',
      [sessionId],
    );
    return row.n;
  }

  it('asks for a size when the product has several, and stores nothing', async () => {
    const sessionId = newSessionId();
    const res = await addToCart(t, sessionId, tee.id, 1).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Please choose a size.',
      error: 'Bad Request',
      field: 'variantId',
    });
    expect(await lineCount(sessionId)).toBe(0);
  });

  it('uses the only variant of a one-size product', async () => {
    const sessionId = newSessionId();
    const res = await addToCart(t, sessionId, mug.id, 1).expect(201);
    expect(res.body).toMatchObject({
      variantId: mug.variantId,
      variant: { id: mug.variantId, label: 'One size', options: {}, inStock: true },
      displayName: 'Calm Mug',
    });
  });

  it('refuses a variant of another product, and ids that are not ids', async () => {
    const sessionId = newSessionId();
    const res = await addToCart(t, sessionId, mug.id, 1, ids.M).expect(400);
    expect(res.body.message).toBe(
      'That is not one of the sizes or versions of Calm Mug. Please choose a size.',
    );
    for (const variantId of ['M', 0, -3, 1.5, 2_147_483_648]) {
      const bad = await t
        .http()
        .post('/api/cart')
        .send({ sessionId, productId: tee.id, variantId })
        .expect(400);
      expect(bad.body.message).toBe(
        "variantId must be the id of one of the product's sizes or versions (a positive whole number)",
      );
    }
    expect(await lineCount(sessionId)).toBe(0);
  });

  it('keeps two sizes of one product as two lines, named with their size', async () => {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, tee.id, 1, ids.M).expect(201);
    await addToCart(t, sessionId, tee.id, 2, ids.L).expect(201);
    await addToCart(t, sessionId, tee.id, 1, ids.M).expect(201);
    const cart = await t.http().get(`/api/cart/${sessionId}`).expect(200);
    expect(
      (cart.body as { displayName: string; quantity: number; variant: { label: string } }[]).map(
        (line) => [line.displayName, line.quantity, line.variant.label],
      ),
    ).toEqual([
      ['Inner Peace Tee — M', 2, 'M'],
      ['Inner Peace Tee — L', 2, 'L'],
    ]);
  });

  it('refuses a sold-out size and more than is left, naming what is left', async () => {
    const small = await insertProduct(t, { price: '25.00', name: 'Small Run Tee', sizes: SIZES });
    const smallIds = await variantIds(t, small.id);
    await setStock(t, smallIds.S, 0);
    await setStock(t, smallIds.M, 2);
    const sessionId = newSessionId();
    const soldOut = await addToCart(t, sessionId, small.id, 1, smallIds.S).expect(409);
    expect(soldOut.body.message).toBe('Only 0 left of Small Run Tee in size S.');
    await addToCart(t, sessionId, small.id, 2, smallIds.M).expect(201);
    const more = await addToCart(t, sessionId, small.id, 1, smallIds.M).expect(409);
    expect(more.body.message).toBe('Only 2 left of Small Run Tee in size M.');
    const [line] = await t.query<{ quantity: number }>(
      'SELECT quantity FROM cart_items WHERE session_id = $1',
      [sessionId],
    );
    expect(line.quantity).toBe(2);
  });

  it('answers a repeated add (same Idempotency-Key) with its line after the size sold out', async () => {
    const last = await insertProduct(t, { price: '25.00', name: 'Last One Tee', sizes: SIZES });
    const lastIds = await variantIds(t, last.id);
    await setStock(t, lastIds.M, 1);
    const sessionId = newSessionId();
    const first = await addToCart(t, sessionId, last.id, 1, lastIds.M)
      .set('Idempotency-Key', 'add-last-m')
      .expect(201);
    // Another shopper buys the last one while the first add's answer is lost.
    const other = newSessionId();
    await addToCart(t, other, last.id, 1, lastIds.M).expect(201);
    await checkout(t, checkoutBody(other)).expect(201);
    const again = await addToCart(t, sessionId, last.id, 1, lastIds.M)
      .set('Idempotency-Key', 'add-last-m')
      .expect(201);
    expect(again.body).toMatchObject({ id: first.body.id, quantity: 1, variantId: lastIds.M });
    expect(again.body.variant).toMatchObject({ label: 'M', inStock: false });
    // The add counted once; a new add (a new key) is refused, naming what is left.
    const fresh = await addToCart(t, sessionId, last.id, 1, lastIds.M)
      .set('Idempotency-Key', 'add-last-m-2')
      .expect(409);
    expect(fresh.body.message).toBe('Only 0 left of Last One Tee in size M.');
    const [line] = await t.query<{ quantity: number }>(
      'SELECT quantity FROM cart_items WHERE session_id = $1',
      [sessionId],
    );
    expect(line.quantity).toBe(1);
  });
});

describe('stock that never oversells', () => {
  let t: TestApp;
  let cookie: string;
  const savedLimit = process.env.WRITE_RATE_LIMIT_PER_MINUTE;

  beforeAll(async () => {
    // 50 shoppers add and check out at once, all from this one address.
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '100000';
    t = await createTestApp();
    await addOwner(t, 'keeper', 'amber-fox-window-77');
    cookie = await signIn(t, 'keeper', 'amber-fox-window-77');
  });
  afterAll(async () => {
    await t.close();
    if (savedLimit === undefined) delete process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    else process.env.WRITE_RATE_LIMIT_PER_MINUTE = savedLimit;
  });

  it('sells the last 3 to 3 of 50 parallel checkouts, refusing the 47 others clearly', async () => {
    const tee = await insertProduct(t, { price: '25.00', name: 'Inner Peace Tee', sizes: SIZES });
    const ids = await variantIds(t, tee.id);
    const sessions = Array.from({ length: 50 }, () => newSessionId());
    for (const sessionId of sessions) await addToCart(t, sessionId, tee.id, 1, ids.M).expect(201);
    await setStock(t, ids.M, 3);

    const answers = await Promise.all(
      sessions.map((sessionId) => checkout(t, checkoutBody(sessionId))),
    );
    const placed = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const res of refused) {
      expect(res.body).toEqual({
        statusCode: 409,
        message:
          'Only 0 left of Inner Peace Tee in size M. Please change your cart and check out again.',
        error: 'Conflict',
        field: 'cart',
      });
    }
    expect(await stockOf(t, ids.M)).toBe(0);
    const [orders] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_items WHERE variant_id = $1`,
      [ids.M],
    );
    expect(orders.n).toBe(3);
    // The refused carts are as they were.
    const [carts] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_items WHERE variant_id = $1',
      [ids.M],
    );
    expect(carts.n).toBe(47);
  });

  it('names the variant on the order, its mail and the back office; cancelling returns the stock', async () => {
    const tee = await insertProduct(t, { price: '25.00', name: 'Inner Peace Tee', sizes: SIZES });
    const ids = await variantIds(t, tee.id);
    await t.query(`UPDATE product_variants SET sku = 'IPT-M' WHERE id = $1`, [ids.M]);
    await setStock(t, ids.M, 5);
    const sessionId = newSessionId();
    await addToCart(t, sessionId, tee.id, 2, ids.M).expect(201);
    await addToCart(t, sessionId, tee.id, 1, ids.L).expect(201);
    const body = checkoutBody(sessionId, { email: 'sizes@example.com' });
    const res = await checkout(t, body).expect(201);
    const orderId = res.body.id as number;
    expect(
      (res.body.order.items as { displayName: string; variantLabel: string; sku: string }[]).map(
        (item) => [item.displayName, item.variantLabel, item.sku],
      ),
    ).toEqual([
      ['Inner Peace Tee — M', 'M', 'IPT-M'],
      ['Inner Peace Tee — L', 'L', null],
    ]);
    expect(await stockOf(t, ids.M)).toBe(3);
    const [mail] = await mailsTo(t, 'sizes@example.com');
    expect(mail.text_body).toContain('- 2 x Inner Peace Tee — M at $25.00 = $50.00');

    // The order keeps its copy when the owner renames the size later.
    await t.query(`UPDATE product_variants SET label = 'Medium', sku = 'X' WHERE id = $1`, [ids.M]);
    const detail = await t
      .http()
      .get(`/api/admin/orders/${orderId}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(
      (detail.body as AdminOrderDetail).items.map((item) => [item.name, item.sku, item.quantity]),
    ).toEqual([
      ['Inner Peace Tee — M', 'IPT-M', 2],
      ['Inner Peace Tee — L', null, 1],
    ]);

    const stockL = await stockOf(t, ids.L);
    await t
      .http()
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set('Cookie', cookie)
      .send({})
      .expect(200);
    expect(await stockOf(t, ids.M)).toBe(5);
    expect(await stockOf(t, ids.L)).toBe(stockL + 1);
    // Once only: a second cancel is refused and gives nothing back.
    await t
      .http()
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set('Cookie', cookie)
      .send({})
      .expect(409);
    expect(await stockOf(t, ids.M)).toBe(5);
  });
});
