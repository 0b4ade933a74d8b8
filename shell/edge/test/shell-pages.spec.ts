// The shell server's pages: server-rendered with their own head and real status, public ones
// shared from the cache for seconds per path and release, per-visitor ones never shared.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readShellConfig, type ShellConfig } from '../src/config';
import { buildShellServer } from '../src/shell/shell-server';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';

const VISITOR = `session_1763800000001_${'cd'.repeat(16)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('server-rendered pages', () => {
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;
  let now: number;

  async function start(overrides: Partial<ShellConfig> = {}) {
    const config = {
      ...readShellConfig({
        API_URL: 'http://127.0.0.1:9',
        PREVIEW_ORIGINS: 'http://localhost:4101',
      }),
      remotes: { catalog: remote.url },
      ...overrides,
    };
    ({ app } = await buildShellServer({ distDir: shellDist.dir, config, now: () => now }));
  }

  beforeEach(async () => {
    now = 0;
    remote = await startFakeRemote();
    shellDist = makeShellDist();
  });

  afterEach(async () => {
    await app?.close();
    await remote.close();
    shellDist.remove();
  });

  it("writes the page's own head and its areas into the HTML", async () => {
    await start({ pageCacheMs: 0 });
    const page = await app.inject({ url: '/product/3' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Title of /product/3</title>');
    expect(page.body).not.toContain('<title>Healing Shop</title>');
    expect(page.body).toContain('<h1>./ProductPage for anyone</h1>');
    // The data the area rendered with cannot close its script element.
    expect(page.body).toContain('\\u003c/script>');
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' http://127.0.0.1:",
    );
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it("gives the page the shop's social accounts: its footer, its config and its sameAs", async () => {
    const social = {
      facebook: 'https://www.facebook.com/healingshop',
      youtube: 'https://www.youtube.com/@healingshop',
    };
    await start({ pageCacheMs: 0, social, publicOrigin: 'https://shop.example' });
    const page = await app.inject({ url: '/product/3' });
    expect(page.body).toContain(`<footer>${social.facebook} ${social.youtube}</footer>`);
    // In the body: a rendered page's head is the page's own (the shell's replacePageHead).
    expect(page.body).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@id":"https://shop.example/#organization","sameAs":["https://www.facebook.com/healingshop","https://www.youtube.com/@healingshop"]}</script></body>',
    );
    const config = /<meta name="shop-config" content="([^"]*)">/.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(config.replaceAll('&quot;', '"'))).toMatchObject({ social });
  });

  it('names no social account the deployment did not set', async () => {
    await start({ pageCacheMs: 0 });
    const page = await app.inject({ url: '/product/3' });
    expect(page.body).not.toContain('<footer>');
    expect(page.body).not.toContain('application/ld+json');
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const script = "document.documentElement.classList.add('js');";
    const template = readFileSync(path.join(shellDist.dir, 'index.html'), 'utf8');
    writeFileSync(
      path.join(shellDist.dir, 'index.html'),
      template.replace('</head>', `<script>${script}</script></head>`),
    );
    await start({ pageCacheMs: 0 });
    const hash = createHash('sha256').update(script).digest('base64');
    for (const url of ['/product/3', '/admin']) {
      const page = await app.inject({ url });
      expect(page.body).toContain(`<script>${script}</script>`);
      const policy = page.headers['content-security-policy'] as string;
      expect(policy).toMatch(new RegExp(`script-src 'self' [^;]*'sha256-${escapeRegExp(hash)}';`));
      expect(policy.split(';').find((part) => part.includes('script-src'))).not.toContain(
        'unsafe-inline',
      );
    }
  });

  it('answers 404 with noindex for an unknown path and for what a remote did not find', async () => {
    await start({ pageCacheMs: 0 });
    const unknown = await app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    remote.mode = 'missing';
    const product = await app.inject({ url: '/product/99999' });
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain('noindex');
  });

  it('shares a public page between visitors and renders it once, without anyone in it', async () => {
    await start({ pageCacheMs: 60_000 });
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/', headers: { cookie: `cart-session=${VISITOR}` } });
    expect(first.body).toBe(second.body);
    expect(remote.asked.filter((ask) => ask.module === './HomeSections')).toHaveLength(1);
    expect(remote.asked[0].session).toBeUndefined();
    expect(first.body).toContain('data-session="none"');
    // The browser fetches shared data again once it has shown it.
    expect(first.body).toContain('<script type="application/json" id="server-state" data-shared>');
    expect(first.body).not.toContain('session_');
    // A new visitor still gets a session cookie; a returning one keeps theirs.
    expect(first.headers['set-cookie']).toMatch(/^cart-session=session_\d+_[0-9a-f]{32}; Path=\//);
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it("never shares a visitor's own page", async () => {
    await start({ pageCacheMs: 60_000 });
    const mine = await app.inject({ url: '/cart', headers: { cookie: `cart-session=${VISITOR}` } });
    const theirs = await app.inject({ url: '/cart' });
    expect(mine.body).toContain(`for ${VISITOR}`);
    expect(theirs.body).not.toContain(VISITOR);
    expect(mine.body).toContain('<script type="application/json" id="server-state">');
    expect(remote.asked.filter((ask) => ask.module === './CartPage')).toHaveLength(2);
  });

  it('renders a public page again once it is older than the cache time', async () => {
    await start({ pageCacheMs: 150 });
    await app.inject({ url: '/' });
    now = 149;
    await app.inject({ url: '/' });
    expect(remote.asked).toHaveLength(1);
    now = 150;
    await app.inject({ url: '/' });
    expect(remote.asked).toHaveLength(2);
  });

  it("renders a public page again as soon as its remote's release is seen to change", async () => {
    await start({ pageCacheMs: 60_000 });
    await app.inject({ url: '/' });
    remote.release = 'release-2';
    // A page on another path is rendered by the new release, which is now known to be live.
    await app.inject({ url: '/product/1' });
    await app.inject({ url: '/' });
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/', '/product/1', '/']);
  });

  it('renders a burst of visitors to one page once', async () => {
    await start({ pageCacheMs: 60_000 });
    const pages = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/' })));
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(remote.asked).toHaveLength(1);
  });

  it('sends the page compressed as the browser asks, and headers alone for HEAD', async () => {
    await start({ pageCacheMs: 60_000 });
    const plain = await app.inject({ url: '/' });
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const refused = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(plain.rawPayload.length);
  });

  it("leaves a failing remote's area to the browser, and tells the page it failed", async () => {
    await start({ pageCacheMs: 0 });
    remote.mode = 'broken';
    const page = await app.inject({ url: '/product/2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<main data-session="none">could not load catalog/ProductPage</main>',
    );
    // Resting after the failure, the remote is not asked; the area is still one that failed.
    const again = await app.inject({ url: '/product/3' });
    expect(again.body).toContain('could not load catalog/ProductPage');
    expect(remote.asked).toHaveLength(1);
  });

  it('leaves an area its remote does not render on the server to the browser, as no failure', async () => {
    await start({ pageCacheMs: 0 });
    remote.mode = 'none';
    const page = await app.inject({ url: '/product/2' });
    expect(page.body).toContain('<main data-session="none">loading</main>');
  });

  it('sends the plain page with a preview on, and to every visitor when server rendering is off', async () => {
    await start({ pageCacheMs: 0 });
    const preview = await app.inject({ url: '/?preview=catalog@http://localhost:4101' });
    expect(preview.body).toContain('<div id=root></div>');
    expect(preview.headers['content-security-policy']).toContain('http://localhost:4101');
    await app.close();
    await start({ serverRender: false });
    const plain = await app.inject({ url: '/product/3' });
    expect(plain.body).toContain('<div id=root></div>');
    expect(remote.asked).toHaveLength(0);
  });

  it('never serves the raw template or the server renderer as files', async () => {
    await start({ pageCacheMs: 0 });
    for (const url of [
      '/%73erver/render.cjs',
      '/server/render.cjs',
      '/server-render-styles.json',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(404);
    }
    const template = await app.inject({ url: '/%69ndex.html' });
    expect(template.body).not.toContain('content="{}"');
  });
});
