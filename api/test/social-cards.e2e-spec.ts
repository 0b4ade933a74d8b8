import type { BlogPostSummaryDto, ProductDto } from '@healing/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { ApiMetrics } from '../src/observability/metrics';
import { createTestApp, type TestApp } from './support/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** How many cards this app has rasterised so far. */
async function rendersOf(app: NestFastifyApplication): Promise<number> {
  const { values } = await app.get(ApiMetrics).socialCardRenders.get();
  return values[0]?.value ?? 0;
}

/** The picture's size, from the PNG's first chunk (IHDR). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('social cards', () => {
  let t: TestApp;
  let urls: { site: string; product: string; blog: string };

  beforeAll(async () => {
    t = await createTestApp();
    const [product] = (await t.http().get('/api/products').expect(200)).body as ProductDto[];
    const [post] = (await t.http().get('/api/blog').expect(200)).body as BlogPostSummaryDto[];
    urls = {
      site: '/api/images/social/site.png',
      product: `/api/images/social/products/${product.id}.png`,
      blog: `/api/images/social/blog/${post.id}.png`,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const card = (url: string, headers: Record<string, string> = {}) =>
    t.http().get(url).set(headers).responseType('blob');

  it.each(['site', 'product', 'blog'] as const)(
    'answers the %s card as a 1200 x 630 PNG, cacheable for a day',
    async (which) => {
      const res = await card(urls[which]).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const png = res.body as Buffer;
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(png.length).toBeGreaterThan(20_000);
    },
  );

  it('draws each card from its own artwork, the same bytes every time', async () => {
    const first = await Promise.all(Object.values(urls).map((url) => card(url).expect(200)));
    const again = await Promise.all(Object.values(urls).map((url) => card(url).expect(200)));
    const tags = first.map((res) => res.headers.etag);
    expect(new Set(tags).size).toBe(3);
    expect(again.map((res) => res.headers.etag)).toEqual(tags);
    expect(Buffer.compare(again[1].body as Buffer, first[1].body as Buffer)).toBe(0);

    const [, , otherProduct] = (await t.http().get('/api/products').expect(200))
      .body as ProductDto[];
    const other = await card(`/api/images/social/products/${otherProduct.id}.png`).expect(200);
    expect(other.headers.etag).not.toBe(tags[1]);
  });

  it('answers 304 with no body to a client that holds the current card', async () => {
    for (const url of Object.values(urls)) {
      const { etag } = (await card(url).expect(200)).headers as { etag: string };
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`]) {
        const res = await t.http().get(url).set('If-None-Match', ifNoneMatch).expect(304);
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.text ?? '').toBe('');
      }
      await card(url, { 'If-None-Match': '"stale"' }).expect(200);
    }
  });

  it('answers an unknown product or post with the usual JSON 404, not cached', async () => {
    const cases: [string, string][] = [
      ['/api/images/social/products/2147483647.png', 'Product not found'],
      ['/api/images/social/blog/2147483647.png', 'Blog post not found'],
    ];
    for (const file of ['0.png', '01.png', 'abc.png', '1.svg', '1.png.png', '99999999999.png']) {
      cases.push([`/api/images/social/products/${file}`, 'Product not found']);
      cases.push([`/api/images/social/blog/${file}`, 'Blog post not found']);
    }
    for (const [url, message] of cases) {
      const res = await t.http().get(url).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message, error: 'Not Found' });
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('answers a product whose picture is gone with a 404 too', async () => {
    const products = (await t.http().get('/api/products').expect(200)).body as ProductDto[];
    const product = products[products.length - 1];
    await t.query(`UPDATE products SET slug = 'no-such-picture' WHERE id = $1`, [product.id]);
    const res = await t.http().get(`/api/images/social/products/${product.id}.png`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Image not found', error: 'Not Found' });
  });

  describe('kept once rendered', () => {
    let everyCard: string[];
    let second: NestFastifyApplication;

    beforeAll(async () => {
      // Every product whose picture exists (the test above took one away) and every post.
      const products = await t.query<{ id: number }>(
        `SELECT id FROM products WHERE slug <> 'no-such-picture' ORDER BY id`,
      );
      const posts = await t.query<{ id: number }>('SELECT id FROM blog_posts ORDER BY id');
      everyCard = [
        '/api/images/social/site.png',
        ...products.map((product) => `/api/images/social/products/${product.id}.png`),
        ...posts.map((post) => `/api/images/social/blog/${post.id}.png`),
      ];
      // A second replica on the same database.
      second = await createApp(t.databaseUrl, { logger: false });
      await second.init();
      await second.getHttpAdapter().getInstance().ready();
    });
    afterAll(async () => {
      await second.close();
    });

    it('renders each card once, however the cards are cycled, and keeps it for every replica', async () => {
      expect(everyCard.length).toBeGreaterThan(48);
      await t.query('DELETE FROM social_cards');
      const before = await rendersOf(t.app);
      const etags = new Map<string, string>();
      // Three rounds over more cards than the memory holds, some at once.
      for (let round = 0; round < 3; round += 1) {
        for (let start = 0; start < everyCard.length; start += 8) {
          const batch = everyCard.slice(start, start + 8);
          const answers = await Promise.all(batch.map((url) => card(url).expect(200)));
          answers.forEach((res, index) => {
            const url = batch[index];
            const etag = res.headers.etag;
            expect(etags.get(url) ?? etag).toBe(etag);
            etags.set(url, etag);
          });
        }
      }
      expect((await rendersOf(t.app)) - before).toBe(everyCard.length);
      const [{ count }] = await t.query<{ count: string }>('SELECT count(*) FROM social_cards');
      expect(Number(count)).toBe(everyCard.length);

      // The other replica reads the kept cards: the same bytes, no render of its own.
      const secondBefore = await rendersOf(second);
      for (const url of everyCard.slice(0, 10)) {
        const res = await request(second.getHttpServer()).get(url).responseType('blob').expect(200);
        expect(res.headers.etag).toBe(etags.get(url));
      }
      expect((await rendersOf(second)) - secondBefore).toBe(0);
    });

    it('renders a new card once when two replicas are asked for it at the same moment', async () => {
      // A version neither replica has seen: its card is in no memory and not kept.
      const url = everyCard[1];
      const id = Number(/(\d+)\.png$/.exec(url)?.[1]);
      await t.query(`UPDATE products SET name = 'Asked for at once' WHERE id = $1`, [id]);
      const before = (await rendersOf(t.app)) + (await rendersOf(second));
      const asks = Array.from({ length: 10 }, (_, index) =>
        (index % 2 === 0 ? t.http() : request(second.getHttpServer()))
          .get(url)
          .responseType('blob')
          .expect(200),
      );
      const answers = await Promise.all(asks);
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      const after = (await rendersOf(t.app)) + (await rendersOf(second));
      expect(after - before).toBe(1);
    });

    it("renders a renamed product's card again, replacing the old one", async () => {
      const products = (await t.http().get('/api/products').expect(200)).body as ProductDto[];
      const product = products[2];
      const url = `/api/images/social/products/${product.id}.png`;
      const old = (await card(url).expect(200)).headers.etag;
      const before = await rendersOf(t.app);
      await t.query(`UPDATE products SET name = 'A renamed keepsake' WHERE id = $1`, [product.id]);
      const renamed = await card(url).expect(200);
      expect(renamed.headers.etag).not.toBe(old);
      expect((await rendersOf(t.app)) - before).toBe(1);
      const rows = await t.query<{ etag: string }>(
        'SELECT etag FROM social_cards WHERE subject = $1',
        [`product:${product.id}`],
      );
      expect(rows).toEqual([{ etag: renamed.headers.etag }]);
    });
  });
});
