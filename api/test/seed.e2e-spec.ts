import { runSeed } from '../src/database/seed/run-seed';
import { HOME_PAGE_KINDS } from '@healing/contracts';
import {
  COLLECTIONS,
  DESIGN_TEMPLATES,
  PRODUCT_CATEGORIES,
  STORY_CATEGORIES,
  type ProductDto,
} from '@healing/contracts';
import { createTestApp, type TestApp } from './support/test-app';

const COUNTS = `SELECT
  (SELECT count(*)::int FROM products) AS products,
  (SELECT count(*)::int FROM blog_posts) AS posts,
  (SELECT count(*)::int FROM healing_moments) AS stories`;

describe('seed data', () => {
  let t: TestApp;
  let products: ProductDto[];
  beforeAll(async () => {
    t = await createTestApp();
    products = (await t.http().get('/api/products').expect(200)).body as ProductDto[];
  });
  afterAll(async () => {
    await t.close();
  });

  it('has at least 54 products, 18 or more per collection, every category in each', () => {
    expect(products.length).toBeGreaterThanOrEqual(54);
    for (const collection of COLLECTIONS) {
      const inCollection = products.filter((p) => p.collection === collection);
      expect(inCollection.length).toBeGreaterThanOrEqual(18);
      for (const category of PRODUCT_CATEGORIES) {
        expect(inCollection.some((p) => p.category === category)).toBe(true);
      }
    }
  });

  it("covers the home page's twelve product kinds", () => {
    const kinds = new Set(products.map((p) => p.kind));
    for (const kind of HOME_PAGE_KINDS) expect(kinds).toContain(kind);
    expect(HOME_PAGE_KINDS).toHaveLength(12);
  });

  it('has believable prices, some products out of stock, and dates spread over months', () => {
    const cents = products.map((p) => Math.round(Number(p.price) * 100));
    expect(Math.min(...cents)).toBeGreaterThanOrEqual(699);
    expect(Math.max(...cents)).toBeLessThanOrEqual(8900);
    expect(new Set(cents).size).toBeGreaterThan(40);
    expect(products.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(2);
    const days = products.map((p) => Date.parse(p.createdAt) / 86_400_000);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(120);
    expect(products.every((p) => Date.parse(p.createdAt) <= Date.now())).toBe(true);
  });

  it('gives each product its own image, served by the API as a small SVG', async () => {
    expect(new Set(products.map((p) => p.image)).size).toBe(products.length);
    const bodies = new Set<string>();
    for (const product of products) {
      expect(product.image).toMatch(/^\/api\/images\/products\/[a-z0-9-]+\.svg$/);
      const res = await t.http().get(product.image).buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const svg = String(res.body);
      // Its word drawn as outlines is about half of it (src/artwork/lettering.ts).
      expect(svg.length).toBeLessThan(10 * 1024);
      expect(svg).not.toMatch(/(href|src)="(https?:)?\/\//);
      bodies.add(svg);
    }
    expect(bodies.size).toBe(products.length);
  });

  it('stores no external URL anywhere in the catalogue or the blog', async () => {
    const rows = await t.query(
      `SELECT image FROM products WHERE image ~ '^[a-z]+:|^//'
       UNION ALL SELECT image FROM blog_posts WHERE image ~ '^[a-z]+:|^//'`,
    );
    expect(rows).toEqual([]);
  });

  it('has approved stories in every category, plus pending ones for moderation', async () => {
    const approved = await t.query<{
      category: string;
      story: string;
      is_anonymous: boolean;
      emotion_before: string | null;
    }>(
      `SELECT category, story, is_anonymous, emotion_before FROM healing_moments WHERE moderation_status = 'approved'`,
    );
    expect(approved.length).toBeGreaterThanOrEqual(10);
    expect(new Set(approved.map((s) => s.category))).toEqual(new Set(STORY_CATEGORIES));
    expect(approved.some((s) => s.is_anonymous)).toBe(true);
    expect(approved.filter((s) => s.story.length > 200).length).toBeGreaterThanOrEqual(3);
    expect(approved.some((s) => s.emotion_before !== null)).toBe(true);
    const [{ pending }] = await t.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM healing_moments WHERE moderation_status = 'pending'`,
    );
    expect(pending).toBeGreaterThanOrEqual(2);
  });

  it('adds nothing when it runs again, even twice at once', async () => {
    const [before] = await t.query(COUNTS);
    await runSeed(t.dataSource);
    await Promise.all([runSeed(t.dataSource), runSeed(t.dataSource)]);
    const [after] = await t.query(COUNTS);
    expect(after).toEqual(before);
  });

  it('leaves edited rows alone and re-adds missing ones', async () => {
    const [first] = products;
    await t.query(`UPDATE products SET price = 1.23 WHERE id = $1`, [first.id]);
    await t.query(`DELETE FROM blog_posts WHERE id = (SELECT min(id) FROM blog_posts)`);
    const [before] = await t.query<{ posts: number }>(COUNTS);
    await runSeed(t.dataSource);
    const [after] = await t.query<{ posts: number }>(COUNTS);
    expect(after.posts).toBe(before.posts + 1);
    const [edited] = await t.query<{ price: string }>(`SELECT price FROM products WHERE id = $1`, [
      first.id,
    ]);
    expect(edited.price).toBe('1.23');
  });
});

describe('artwork', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves every design template, each one different', async () => {
    const bodies = new Set<string>();
    for (const template of DESIGN_TEMPLATES) {
      const res = await t
        .http()
        .get(`/api/images/designs/${template.id}.svg`)
        .buffer(true)
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      bodies.add(String(res.body));
    }
    expect(DESIGN_TEMPLATES).toHaveLength(31);
    expect(bodies.size).toBe(31);
  });

  it.each([
    '/api/images/products/no-such-thing.svg',
    '/api/images/products/bloom-within-tee',
    '/api/images/products/bloom-within-tee.png',
    '/api/images/products/..%2Fsecret.svg',
    '/api/images/blog/no-such-post.svg',
    '/api/images/designs/ib-courage.svg',
  ])('answers 404 JSON, not cached, for %s', async (path) => {
    const res = await t.http().get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.body).toEqual({ statusCode: 404, message: 'Image not found', error: 'Not Found' });
  });
});
