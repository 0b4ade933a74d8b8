// A remote that refuses one visitor's request (any 4xx) has not failed: its other pages are
// still rendered on the server, with their own head and status. A page with an area left to the
// browser (its remote failed, rested or refused) is degraded and never kept in the page cache.
// Each answer through the cache says how it was found (X-Page-Cache).
import type { FastifyInstance } from 'fastify';
import { readShellConfig, type ShellConfig } from '../src/config';
import { buildShellServer } from '../src/shell/shell-server';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';

/** How long a remote that failed is left out (server-render.ts). */
const REST_MS = 10_000;

describe('refused renders and degraded pages', () => {
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;
  let now: number;

  async function start(overrides: Partial<ShellConfig> = {}) {
    const config = {
      ...readShellConfig({ API_URL: 'http://127.0.0.1:9', PREVIEW_ORIGINS: '' }),
      remotes: { catalog: remote.url },
      pageCacheMs: 60_000,
      ...overrides,
    };
    ({ app } = await buildShellServer({ distDir: shellDist.dir, config, now: () => now }));
  }

  beforeEach(async () => {
    now = 0;
    remote = await startFakeRemote();
    shellDist = makeShellDist();
    await start();
  });

  afterEach(async () => {
    await app?.close();
    await remote.close();
    shellDist.remove();
  });

  const page = (url: string) => app.inject({ url });

  describe('a remote that refuses a request', () => {
    beforeEach(async () => {
      remote.mode = 'refusing';
      await page('/product/1');
      remote.mode = 'ok';
    });

    it('leaves the refused area to the browser, marked as not rendered', async () => {
      remote.mode = 'refusing';
      const refused = await page('/product/5');
      expect(refused.body).toContain('could not load catalog/ProductPage');
    });

    it('is asked for the very next page, with no rest', async () => {
      await page('/product/2');
      expect(remote.asked.map((ask) => ask.path)).toEqual(['/product/1', '/product/2']);
    });

    it('renders the next product page with its own title', async () => {
      const next = await page('/product/2');
      expect(next.body).toContain('<title>Title of /product/2</title>');
    });

    it('still answers 404 for what its remote does not find', async () => {
      remote.mode = 'missing';
      const missing = await page('/product/999999');
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('a remote that fails', () => {
    beforeEach(async () => {
      remote.mode = 'broken';
      await page('/product/1');
      remote.mode = 'ok';
    });

    it('rests: its areas are left to the browser without asking it', async () => {
      await page('/product/2');
      expect(remote.asked).toHaveLength(1);
    });

    it('is asked again once its rest is over', async () => {
      now = REST_MS;
      await page('/product/2');
      expect(remote.asked).toHaveLength(2);
    });
  });

  describe('the page cache', () => {
    it('says a first render was a miss', async () => {
      const first = await page('/product/1');
      expect(first.headers['x-page-cache']).toBe('miss');
    });

    it('says a copy it served was a hit', async () => {
      await page('/product/1');
      const second = await page('/product/1');
      expect(second.headers['x-page-cache']).toBe('hit');
    });

    it('never keeps a page whose remote failed', async () => {
      remote.mode = 'broken';
      await page('/product/1');
      remote.mode = 'ok';
      now = REST_MS;
      const next = await page('/product/1');
      expect(next.body).toContain('<title>Title of /product/1</title>');
    });

    it('never serves a degraded page as a hit, even while its remote rests', async () => {
      remote.mode = 'broken';
      await page('/product/1');
      const resting = await page('/product/1');
      expect(resting.headers['x-page-cache']).toBe('miss');
    });

    it('never keeps a page whose remote refused its area', async () => {
      remote.mode = 'refusing';
      await page('/product/1');
      remote.mode = 'ok';
      const next = await page('/product/1');
      expect(next.body).toContain('<title>Title of /product/1</title>');
    });

    it('keeps a page whose area its remote renders only in the browser (404): nothing failed', async () => {
      remote.mode = 'none';
      await page('/product/1');
      const second = await page('/product/1');
      expect(second.headers['x-page-cache']).toBe('hit');
    });

    it('sends no cache header on a page for one visitor', async () => {
      const cart = await page('/cart');
      expect(cart.headers['x-page-cache']).toBeUndefined();
    });
  });
});
