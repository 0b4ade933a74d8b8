import type { BlogPostSummaryDto, ProductDto } from '@healing/contracts';
import { createTestApp, type TestApp } from './support/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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
});
