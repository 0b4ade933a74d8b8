// The back office's pages on the shell server: the plain page for the browser to render behind
// the owner's sign-in, never server-rendered, never cached, and never indexed.
import type { FastifyInstance } from 'fastify';
import { readShellConfig, type ShellConfig } from '../src/config';
import { buildShellServer, isAdminPath } from '../src/shell/shell-server';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';

const VISITOR = `session_1763800000001_${'cd'.repeat(16)}`;

describe('the back office on the shell server', () => {
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;

  async function start(overrides: Partial<ShellConfig> = {}) {
    const config = {
      ...readShellConfig({ API_URL: 'http://127.0.0.1:9' }),
      remotes: { catalog: remote.url },
      ...overrides,
    };
    ({ app } = await buildShellServer({ distDir: shellDist.dir, config }));
  }

  beforeEach(async () => {
    remote = await startFakeRemote();
    shellDist = makeShellDist();
  });

  afterEach(async () => {
    await app?.close();
    await remote.close();
    shellDist.remove();
  });

  it('answers every /admin address with the plain page, marked noindex, rendering nothing', async () => {
    await start({ pageCacheMs: 60_000 });
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/orders',
      '/admin/orders/12?tab=notes',
      '/ADMIN/Products',
      '/%61dmin/orders',
    ]) {
      const page = await app.inject({ url, headers: { cookie: `cart-session=${VISITOR}` } });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.body).toContain('<div id=root></div>');
      expect(page.body).toContain('<meta name="robots" content="noindex" data-page-meta></head>');
      expect(page.body).not.toContain(VISITOR);
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    expect(remote.asked).toEqual([]);
  });

  it('never serves an /admin page from the shared page cache', async () => {
    await start({ pageCacheMs: 60_000 });
    // The fake renderer would call /admin shared; the server decides before asking it.
    const first = await app.inject({ url: '/admin/orders' });
    await app.inject({ url: '/' });
    const second = await app.inject({ url: '/admin/orders', headers: { 'accept-encoding': 'br' } });
    expect(first.body).not.toContain('data-session');
    expect(second.headers['content-encoding']).toBe('br');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/']);
  });

  it('tells search engines to skip the unsubscribe, newsletter confirmation and favourites pages, and only the pages it should', async () => {
    await start({ pageCacheMs: 0 });
    const unsubscribe = await app.inject({ url: '/unsubscribe?token=abc' });
    expect(unsubscribe.headers['x-robots-tag']).toBe('noindex');
    // Favourites are kept on the visitor's device: the page is only their frame.
    const favourites = await app.inject({ url: '/favourites' });
    expect(favourites.headers['x-robots-tag']).toBe('noindex');
    const confirmation = await app.inject({ url: '/newsletter/confirm?token=abc' });
    expect(confirmation.headers['x-robots-tag']).toBe('noindex');
    for (const url of ['/', '/product/3', '/administration', '/blog/admin', '/newsletter']) {
      const page = await app.inject({ url });
      expect({ url, robots: page.headers['x-robots-tag'] }).toEqual({ url, robots: undefined });
    }
  });

  it("serves an order's personal link with noindex and no referrer, and only that page", async () => {
    await start({ pageCacheMs: 0 });
    const link = await app.inject({ url: '/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde' });
    expect(link.headers['x-robots-tag']).toBe('noindex');
    expect(link.headers['referrer-policy']).toBe('no-referrer');
    for (const url of ['/', '/order-confirmation/12', '/find-my-order', '/orders']) {
      const page = await app.inject({ url });
      expect({ url, referrer: page.headers['referrer-policy'] }).toEqual({
        url,
        referrer: 'strict-origin-when-cross-origin',
      });
    }
  });

  describe('with a preview asked for', () => {
    const PREVIEW = 'http://localhost:4101';
    const scriptSources = (policy: unknown) =>
      String(policy)
        .split(';')
        .find((part) => part.trim().startsWith('script-src'));

    beforeEach(async () => {
      await start({ pageCacheMs: 0 });
    });

    it('names no preview origin in the policy of /admin?preview=', async () => {
      const page = await app.inject({ url: `/admin?preview=catalog@${PREVIEW}` });
      expect(page.headers['content-security-policy']).not.toContain(PREVIEW);
    });

    it('allows no script from a preview origin on an /admin page with the preview cookie', async () => {
      const page = await app.inject({
        url: '/admin/orders',
        headers: { cookie: `shop-preview=${encodeURIComponent(`catalog@${PREVIEW}`)}` },
      });
      expect(scriptSources(page.headers['content-security-policy'])).not.toContain(PREVIEW);
    });

    it('still allows the preview on a shop page', async () => {
      const page = await app.inject({ url: `/?preview=catalog@${PREVIEW}` });
      expect(scriptSources(page.headers['content-security-policy'])).toContain(PREVIEW);
    });
  });

  it('treats the same paths as the back office as the router does', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/')).toBe(true);
    expect(isAdminPath('/Admin/orders/3')).toBe(true);
    expect(isAdminPath('/%61dmin')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('/blog/admin')).toBe(false);
    expect(isAdminPath('/%E0%A4%A')).toBe(false);
  });
});
