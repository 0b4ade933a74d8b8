import type { ProductDto } from '@healing/contracts';
import { createTestApp, type TestApp } from './support/test-app';

const PRODUCT_KEYS = [
  'category',
  'collection',
  'createdAt',
  'description',
  'id',
  'image',
  'inStock',
  'kind',
  'name',
  'options',
  'price',
  'variants',
];

function expectNameOrder(products: ProductDto[]): void {
  for (let i = 1; i < products.length; i++) {
    const [a, b] = [products[i - 1], products[i]];
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    expect(x < y || (x === y && a.id < b.id)).toBe(true);
  }
}

describe('catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string, status = 200) =>
    (await t.http().get(path).expect(status)).body as ProductDto[];

  describe('GET /api/products', () => {
    it('lists every product as a ProductDto, sorted by name', async () => {
      const products = await get('/api/products');
      expect(products.length).toBeGreaterThanOrEqual(54);
      for (const product of products) {
        expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
        expect(product.price).toMatch(/^\d+\.\d{2}$/);
        expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
        expect(typeof product.inStock).toBe('boolean');
      }
      expectNameOrder(products);
    });

    it('filters by category, and treats "all" as no filter', async () => {
      const art = await get('/api/products?category=art');
      expect(art.length).toBeGreaterThan(0);
      expect(art.every((p) => p.category === 'art')).toBe(true);
      const all = await get('/api/products?category=all');
      expect(all.length).toBe((await get('/api/products')).length);
    });

    it('sorts by price numerically, both ways', async () => {
      const low = await get('/api/products?sort=price-low');
      const cents = low.map((p) => Math.round(Number(p.price) * 100));
      expect(cents).toEqual([...cents].sort((a, b) => a - b));
      // As text, "12.49" would come before "9.49"; numerically it must not.
      expect(low[0].price).toBe('6.99');
      const high = await get('/api/products?sort=price-high');
      expect(high[0].price).toBe('89.00');
      const highCents = high.map((p) => Math.round(Number(p.price) * 100));
      expect(highCents).toEqual([...highCents].sort((a, b) => b - a));
    });

    it('sorts newest first', async () => {
      const newest = await get('/api/products?sort=newest');
      const times = newest.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('refuses an unknown category or sort with a readable message', async () => {
      const bad = await t.http().get('/api/products?category=shoes').expect(400);
      expect(bad.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Unknown category: choose all, apparel, accessories, wellness, art, treats.',
        field: 'category',
      });
      const sort = await t.http().get('/api/products?sort=popularity').expect(400);
      expect(sort.body.message).toBe('Unknown sort: choose name, price-low, price-high, newest.');
      expect(sort.body.field).toBe('sort');
    });

    it('refuses unknown query parameters', async () => {
      const res = await t.http().get('/api/products?color=red').expect(400);
      expect(res.body.message).toBe('Unknown field "color"');
    });
  });

  describe('GET /api/products/collection/:collection', () => {
    it('lists one collection, sorted by name by default', async () => {
      for (const collection of ['inner-beauty', 'life-happens', 'love-is']) {
        const products = await get(`/api/products/collection/${collection}`);
        expect(products.length).toBeGreaterThanOrEqual(18);
        expect(products.every((p) => p.collection === collection)).toBe(true);
        expectNameOrder(products);
      }
    });

    it('combines a category filter and a sort', async () => {
      const products = await get(
        '/api/products/collection/love-is?category=treats&sort=price-high',
      );
      expect(products.length).toBeGreaterThanOrEqual(2);
      expect(products.every((p) => p.collection === 'love-is' && p.category === 'treats')).toBe(
        true,
      );
      const prices = products.map((p) => Number(p.price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it('answers an empty list for a category a collection lacks', async () => {
      await t.query(`DELETE FROM products WHERE collection = 'life-happens' AND category = 'art'`);
      expect(await get('/api/products/collection/life-happens?category=art')).toEqual([]);
    });

    it('answers 404 for an unknown collection', async () => {
      const res = await t.http().get('/api/products/collection/summer-sale').expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message:
          'Collection "summer-sale" not found. Collections: inner-beauty, life-happens, love-is.',
        error: 'Not Found',
      });
    });

    it('answers 400 for a bad category or sort', async () => {
      const res = await t.http().get('/api/products/collection/love-is?category=toys').expect(400);
      expect(res.body.field).toBe('category');
      await t.http().get('/api/products/collection/love-is?sort=random').expect(400);
    });
  });

  describe('ties', () => {
    it('breaks name and price ties by id, and date ties newest id first', async () => {
      const rows = await t.query<{ id: number }>(
        `INSERT INTO products (slug, name, description, price, category, collection, kind, image, created_at)
         SELECT 'tie-' || n, 'Aaa Tie', 'x', 10.00, 'art', 'love-is', 'painting', '/x.svg', '2020-01-01Z'
         FROM generate_series(1, 2) AS n RETURNING id`,
      );
      const ids = rows.map((r) => r.id).sort((a, b) => a - b);
      const byName = await get('/api/products/collection/love-is');
      expect(byName.slice(0, 2).map((p) => p.id)).toEqual(ids);
      const byPrice = await get('/api/products/collection/love-is?category=art&sort=price-low');
      expect(byPrice.slice(0, 2).map((p) => p.id)).toEqual(ids);
      const byDate = await get('/api/products/collection/love-is?sort=newest');
      expect(byDate.slice(-2).map((p) => p.id)).toEqual([...ids].reverse());
    });
  });

  describe('GET /api/products/:id', () => {
    it('answers one product, the same as in the lists', async () => {
      const [first] = await get('/api/products/collection/inner-beauty');
      const res = await t.http().get(`/api/products/${first.id}`).expect(200);
      expect(res.body).toEqual(first);
    });

    it.each(['abc', '12abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999'])(
      'answers 400 for id "%s", naming what was sent',
      async (id) => {
        const res = await t.http().get(`/api/products/${id}`).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'id' });
        expect(res.body.message).toBe(`"${id}" is not a valid id.`);
      },
    );

    it('answers 404 for a missing product', async () => {
      const res = await t.http().get('/api/products/987654').expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'Product not found',
        error: 'Not Found',
      });
    });
  });
});
