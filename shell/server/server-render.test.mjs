// node --test: the shell server's server-side rendering of a page's first screen, with a stand-in
// for the shell's renderer (same interface as dist/server/render.cjs) and a real HTTP remote.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createServerRenderer, RENDERS_NOTHING_RECHECK_MS } from './server-render.mjs';
import { createShellServer } from './shell-server.mjs';

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

const VISITOR = 'session_1763800000001_' + 'cd'.repeat(16);
const TEMPLATE =
  '<html><head><meta name="shop-config" content="{}" /></head><body><div id=root></div></body></html>';

/** The shell renderer's interface, drawing each area's HTML (or "loading") into a main. */
const SHELL_RENDERER_SOURCE = `
exports.TAKING_OVER_ATTRIBUTES = { 'data-server-rendered': '', 'aria-disabled': 'true' };
exports.SERVER_STATE_ID = 'server-state';
exports.SESSION_COOKIE = 'cart-session';
exports.isSessionId = (value) => /^session_\\d{10,16}_[0-9a-f]{32}$/.test(value ?? '');
exports.sessionCookie = (id) => 'cart-session=' + id + '; Path=/; Max-Age=31536000; SameSite=Lax';
exports.createSessionId = () => 'session_1763800000000_' + 'ab'.repeat(16);
exports.remoteModuleId = (remote, module) => remote + '/' + module.replace(/^\\.\\//, '');
exports.pageAreasFor = (pathname) =>
  pathname === '/' ? [{ remote: 'catalog', module: './HomeSections', pattern: '/' }]
  : pathname.startsWith('/product/') ? [{ remote: 'catalog', module: './ProductPage', pattern: '/product/:id' }]
  : pathname === '/cart' ? [{ remote: 'cartCheckout', module: './CartPage', pattern: '/cart' }]
  : [];
exports.renderShell = ({ url, remotes, fragments, session }) =>
  '<main data-url="' + url + '" data-remotes="' + remotes.join(' ') + '" data-session="' + session + '">' +
  (Object.values(fragments).join('') || 'loading') + '</main>';
`;

function shellRenderer() {
  const module = { exports: {} };
  new Function('exports', 'module', SHELL_RENDERER_SOURCE)(module.exports, module);
  return { module: module.exports, styles: ['/shell.abc.css'] };
}

describe('server-side rendering of a page', () => {
  let remote;
  let remoteOrigin;
  let asked = [];
  let mode = 'ok';

  before(async () => {
    remote = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      asked.push(Object.fromEntries(url.searchParams));
      const answer = (status, body) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (mode === 'slow') setTimeout(() => answer(200, { html: 'late', css: [] }), 1000);
      else if (mode === 'broken') answer(500, { message: 'boom' });
      else if (mode === 'none') answer(404, { message: 'not rendered on the server' });
      else
        answer(200, {
          html: '<h1>Your healing space</h1>',
          css: ['__federation_expose_HomeSections.1234.css'],
          state: { queries: [{ queryKey: ['catalog', 'x'], state: { data: '</script><b>' } }] },
        });
    });
    remoteOrigin = `http://127.0.0.1:${await listen(remote)}`;
  });

  after(() => remote.close());
  beforeEach(() => {
    asked = [];
    mode = 'ok';
  });

  const config = () => ({
    remotes: { catalog: `${remoteOrigin}/catalog/mf-manifest.json` },
  });

  it("fills the area with the remote's HTML, links every stylesheet and carries the data", async () => {
    const render = createServerRenderer({ renderer: shellRenderer(), config: config() });
    const page = await render(TEMPLATE, '/?utm=1', VISITOR);
    assert.deepEqual(asked, [
      { module: './HomeSections', path: '/?utm=1', pattern: '/', props: '{}', session: VISITOR },
    ]);
    assert.match(
      page,
      new RegExp(
        `<div id="root" data-server-rendered aria-disabled="true"><main data-url="/\\?utm=1" data-remotes="catalog" data-session="${VISITOR}"><h1>Your healing space</h1></main></div>`,
      ),
    );
    assert.match(
      page,
      new RegExp(
        `<link rel="stylesheet" href="/shell.abc.css"><link rel="stylesheet" href="${remoteOrigin}/catalog/__federation_expose_HomeSections.1234.css"></head>`,
      ),
    );
    // The data cannot end its script element early.
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(page);
    assert.ok(state, 'the state script is on the page');
    assert.doesNotMatch(state[1], /<\//);
    assert.equal(JSON.parse(state[1]).queries[0].state.data, '</script><b>');
  });

  it('leaves an area to the browser when its remote is slow, then stops asking it for a while', async () => {
    mode = 'slow';
    const render = createServerRenderer({
      renderer: shellRenderer(),
      config: config(),
      timeoutMs: 100,
    });
    const started = Date.now();
    const page = await render(TEMPLATE, '/', VISITOR);
    assert.ok(Date.now() - started < 900, 'the page did not wait for the slow remote');
    assert.match(page, /<main[^>]*>loading<\/main>/);
    await render(TEMPLATE, '/product/3', VISITOR);
    assert.equal(asked.length, 1, 'the resting remote was not asked again');
  });

  it('leaves an area to the browser when the remote fails or renders nothing there', async () => {
    const render = createServerRenderer({ renderer: shellRenderer(), config: config() });
    mode = 'none';
    assert.match(await render(TEMPLATE, '/product/3', VISITOR), /loading/);
    mode = 'broken';
    assert.match(await render(TEMPLATE, '/', VISITOR), /loading/);
  });

  it('remembers for a minute that a remote renders nothing for a module', async () => {
    let clock = 1_000_000;
    const render = createServerRenderer({
      renderer: shellRenderer(),
      config: config(),
      now: () => clock,
    });
    mode = 'none';
    await render(TEMPLATE, '/product/3', VISITOR);
    await render(TEMPLATE, '/product/4', VISITOR);
    assert.deepEqual(
      asked.map((question) => question.module),
      ['./ProductPage'],
      'asked once for the product page',
    );
    // Another module of the same remote is still asked: the answer was about one module.
    mode = 'ok';
    assert.match(await render(TEMPLATE, '/', VISITOR), /Your healing space/);
    assert.equal(asked.length, 2);
    // A release that starts rendering the product page is picked up after the minute.
    clock += RENDERS_NOTHING_RECHECK_MS - 1;
    await render(TEMPLATE, '/product/5', VISITOR);
    assert.equal(asked.length, 2, 'not asked again within the minute');
    clock += 1;
    assert.match(await render(TEMPLATE, '/product/6', VISITOR), /Your healing space/);
    assert.equal(asked.length, 3, 'asked again after the minute');
  });

  it('never asks a remote that is not deployed', async () => {
    const render = createServerRenderer({ renderer: shellRenderer(), config: config() });
    const page = await render(TEMPLATE, '/cart', VISITOR);
    assert.equal(asked.length, 0);
    assert.match(page, /data-server-rendered/);
  });
});

describe('the shell server with a server-side renderer', () => {
  let shell;
  let base;

  before(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-ssr-dist-'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dist, 'server-render-styles.json'), '{"css":["shell.abc.css"]}');
    writeFileSync(path.join(dist, 'shell.abc.css'), 'main{color:#333}');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'render.cjs'), SHELL_RENDERER_SOURCE);
    shell = createShellServer({
      distDir: dist,
      config: {
        apiUrl: 'http://127.0.0.1:9',
        remotes: { catalog: 'http://127.0.0.1:9/mf-manifest.json' },
        previewOrigins: ['http://localhost:4101'],
      },
    });
    base = `http://127.0.0.1:${await listen(shell)}`;
  });

  after(() => shell.close());

  it('sends pages rendered on the server, and never its renderer itself', async () => {
    const response = await fetch(`${base}/terms`);
    assert.equal(response.headers.get('cache-control'), 'private, no-cache');
    const page = await response.text();
    assert.match(page, /<div id="root" data-server-rendered aria-disabled="true"><main/);
    assert.match(page, /<style data-href="\/shell.abc.css">main\{color:#333\}<\/style><\/head>/);
    assert.equal((await fetch(`${base}/server/render.cjs`)).status, 404);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const plain = await new Promise((resolve) =>
      http.get(`${base}/terms`, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ headers: res.headers, body }));
      }),
    );
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /data-server-rendered/);
    for (const encoding of ['br', 'gzip']) {
      const packed = await new Promise((resolve) =>
        http.get(`${base}/terms`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }),
      );
      assert.equal(packed.headers['content-encoding'], encoding);
      assert.equal(packed.headers.vary, 'Cookie, Accept-Encoding');
      assert.equal(Number(packed.headers['content-length']), packed.body.length);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(packed.body).toString();
      assert.match(text, /data-server-rendered/);
    }
  });

  it("renders for the visitor's session, and gives a new visitor one in a cookie", async () => {
    const known = await fetch(`${base}/terms`, {
      headers: { cookie: `a=b; cart-session=${VISITOR}` },
    });
    assert.equal(known.headers.get('set-cookie'), null);
    assert.match(await known.text(), new RegExp(`data-session="${VISITOR}"`));

    for (const cookie of ['', 'cart-session=<script>']) {
      const fresh = await fetch(`${base}/terms`, { headers: { cookie } });
      const given = fresh.headers.get('set-cookie');
      assert.match(
        given,
        /^cart-session=session_1763800000000_(ab){16}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
      );
      assert.match(await fresh.text(), /data-session="session_1763800000000_/);
    }
  });

  it('sends the plain page while a preview is on: only the browser loads the preview', async () => {
    const response = await fetch(`${base}/`, {
      headers: { cookie: 'shop-preview=catalog%40http%3A%2F%2Flocalhost%3A4101' },
    });
    const page = await response.text();
    assert.match(page, /<div id=root><\/div>/);
    assert.doesNotMatch(page, /data-server-rendered/);
  });
});
