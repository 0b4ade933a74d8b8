// node --test: the shell's server and its deploy-time configuration.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { activePreviewOrigins, contentSecurityPolicy, readShellConfig } from './config.mjs';
import { createShellServer, renderIndexHtml } from './shell-server.mjs';

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

describe('readShellConfig', () => {
  it('reads every remote from its variable, defaulting to the local ports', () => {
    const config = readShellConfig({
      REMOTE_CATALOG_URL: 'https://cdn.example/catalog/mf-manifest.json',
    });
    assert.equal(config.remotes.catalog, 'https://cdn.example/catalog/mf-manifest.json');
    assert.equal(config.remotes.community, 'http://localhost:3103/mf-manifest.json');
    assert.equal(config.port, 8080);
    assert.deepEqual(config.previewOrigins.slice(0, 1), ['http://localhost:4101']);
  });

  it('leaves out a remote set to empty, and turns previews off with an empty allowlist', () => {
    const config = readShellConfig({ REMOTE_DESIGNER_URL: '', PREVIEW_ORIGINS: '' });
    assert.equal('designer' in config.remotes, false);
    assert.deepEqual(config.previewOrigins, []);
  });

  it('refuses values that are not http(s) URLs', () => {
    assert.throws(
      () => readShellConfig({ REMOTE_CATALOG_URL: 'javascript:alert(1)' }),
      /must be http/,
    );
    assert.throws(() => readShellConfig({ PREVIEW_ORIGINS: 'not a url' }), /not a URL/);
    assert.throws(() => readShellConfig({ SHOP_PORT: 'eighty' }), /not a port/);
  });
});

describe('contentSecurityPolicy', () => {
  const config = {
    remotes: {
      catalog: 'https://a.example/mf-manifest.json',
      community: 'https://b.example/x/mf-manifest.json',
    },
    previewOrigins: ['https://preview.example'],
  };

  it('allows scripts from exactly the shell and the configured remotes', () => {
    const csp = contentSecurityPolicy(config);
    assert.match(csp, /script-src 'self' https:\/\/a\.example https:\/\/b\.example;/);
    assert.doesNotMatch(csp, /preview\.example/);
    assert.match(
      csp,
      /style-src 'self' 'unsafe-inline' https:\/\/a\.example https:\/\/b\.example;/,
    );
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('adds a preview origin only while a request has an allowed preview on', () => {
    assert.deepEqual(
      activePreviewOrigins(config, { search: '?preview=catalog@https://preview.example/' }),
      ['https://preview.example'],
    );
    assert.deepEqual(
      activePreviewOrigins(config, {
        cookie: `x=1; shop-preview=${encodeURIComponent('community@https://preview.example')}`,
      }),
      ['https://preview.example'],
    );
    assert.deepEqual(
      activePreviewOrigins(config, { search: '?preview=catalog@https://evil.example' }),
      [],
    );
    assert.deepEqual(
      activePreviewOrigins(config, { search: '?preview=payments@https://preview.example' }),
      [],
    );
    assert.deepEqual(activePreviewOrigins(config, { cookie: 'shop-preview=%E0%A4%A' }), []);
    const csp = contentSecurityPolicy(config, ['https://preview.example']);
    assert.match(
      csp,
      /script-src 'self' https:\/\/a\.example https:\/\/b\.example https:\/\/preview\.example;/,
    );
  });
});

describe('renderIndexHtml', () => {
  it('writes the public configuration into the page, escaped for an attribute', () => {
    const html = renderIndexHtml('<head><meta name="shop-config" content="{}" /></head>', {
      remotes: { catalog: 'https://a.example/mf-manifest.json?x="<y>' },
      previewOrigins: [],
      apiUrl: 'http://secret-internal:3000',
    });
    assert.match(html, /content="\{&quot;remotes&quot;/);
    assert.doesNotMatch(html, /<y>/);
    assert.doesNotMatch(html, /secret-internal/, 'the API address stays on the server');
  });
});

describe('the shell server', () => {
  let api;
  let shell;
  let base;
  let apiHits = [];

  before(async () => {
    api = http.createServer((req, res) => {
      apiHits.push({
        method: req.method,
        url: req.url,
        forwardedFor: req.headers['x-forwarded-for'],
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: true, url: req.url }));
    });
    const apiPort = await listen(api);
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><meta name="shop-config" content="{}" /></head></html>',
    );
    writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'font.abcdef12.woff2'), 'x');
    shell = createShellServer({
      distDir: dist,
      config: { apiUrl: `http://127.0.0.1:${apiPort}`, remotes: {}, previewOrigins: [] },
    });
    base = `http://127.0.0.1:${await listen(shell)}`;
  });

  after(() => {
    shell.close();
    api.close();
  });

  it('answers client-side routes with the page and its security headers', async () => {
    const response = await fetch(`${base}/product/12`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy'), /script-src 'self'/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.match(await response.text(), /shop-config/);
  });

  it('serves files, caching hashed ones forever and entry files never stale', async () => {
    const entry = await fetch(`${base}/main.js`);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const hashed = await fetch(`${base}/assets/font.abcdef12.woff2`);
    assert.match(hashed.headers.get('cache-control'), /immutable/);
  });

  it('answers 404 for a missing file and never serves outside its folder', async () => {
    assert.equal((await fetch(`${base}/missing.js`)).status, 404);
    for (const raw of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const body = await new Promise((resolve, reject) => {
        http
          .get(`${base}${raw}`, (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      assert.doesNotMatch(body, /root:/, raw);
    }
  });

  it('proxies /api with the client address, so the shop is one origin', async () => {
    apiHits = [];
    const response = await fetch(`${base}/api/products?x=1`);
    assert.deepEqual(await response.json(), { ok: true, url: '/api/products?x=1' });
    assert.equal(apiHits[0].method, 'GET');
    assert.match(apiHits[0].forwardedFor, /127\.0\.0\.1/);
  });

  it('answers 502 with a readable JSON message when the API is unreachable', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<meta name="shop-config" content="{}" />');
    const server = createShellServer({
      distDir: dist,
      config: { apiUrl: 'http://127.0.0.1:9', remotes: {}, previewOrigins: [] },
    });
    const port = await listen(server);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    assert.equal(response.status, 502);
    const body = await response.json();
    assert.equal(body.statusCode, 502);
    assert.match(body.message, /can't be reached/);
    server.close();
  });

  it('refuses writes to anything but /api', async () => {
    assert.equal((await fetch(`${base}/index.html`, { method: 'POST' })).status, 405);
  });
});
