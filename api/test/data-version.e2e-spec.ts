import { addToCart, checkout, checkoutBody, insertProduct } from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'amber-fox-window-77';

describe('GET /api/data-version', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'Nora', PASSWORD);
    owner = await signIn(t, 'nora', PASSWORD);
  });
  afterAll(() => t.close());

  async function version(): Promise<bigint> {
    const res = await t.http().get('/api/data-version').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as { version: string };
    expect(body.version).toMatch(/^\d+$/);
    return BigInt(body.version);
  }

  it('stays the same while nothing public is written', async () => {
    const product = await insertProduct(t, { price: '20.00' });
    const before = await version();
    await t.http().get('/api/products').expect(200);
    await addToCart(t, newSessionId(), product.id, 1, product.variantId).expect(201);
    expect(await version()).toBe(before);
  });

  it("moves on an owner's edit of a product's stock", async () => {
    const product = await insertProduct(t, { price: '20.00', stock: 25 });
    const before = await version();
    await t
      .http()
      .put(`/api/admin/products/variants/${product.variantId}/stock`)
      .set('Cookie', owner)
      .send({ stock: 2 })
      .expect(200);
    expect(await version()).toBeGreaterThan(before);
  });

  it('moves when a checkout takes stock', async () => {
    const product = await insertProduct(t, { price: '20.00', stock: 5 });
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, 2, product.variantId).expect(201);
    const before = await version();
    await checkout(t, checkoutBody(sessionId)).expect(201);
    expect(await version()).toBeGreaterThan(before);
  });

  it('moves only when the write commits, not before', async () => {
    const before = await version();
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`UPDATE products SET name = name WHERE id = 1`);
      // Another connection still sees the version the old data had.
      expect(await version()).toBe(before);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await version()).toBeGreaterThan(before);
  });

  it('stays when a write to public data is rolled back', async () => {
    const before = await version();
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`UPDATE blog_posts SET title = title`);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    expect(await version()).toBe(before);
  });
});
