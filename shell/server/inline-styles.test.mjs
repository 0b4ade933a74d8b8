// node --test: the stylesheets a server-rendered page carries in its head.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { absoluteUrls, createStyleInliner, MAX_INLINE_BYTES, styleText } from './inline-styles.mjs';

describe('absoluteUrls', () => {
  it("resolves relative url() references against the sheet's own address", () => {
    assert.equal(
      absoluteUrls('a{background:url(img/a.png)}b{src:url("../f.woff2")}', '/css/x.css'),
      'a{background:url(/css/img/a.png)}b{src:url("/f.woff2")}',
    );
    assert.equal(
      absoluteUrls("a{background:url('a.png')}", 'http://localhost:3101/x.css'),
      "a{background:url('http://localhost:3101/a.png')}",
    );
  });

  it('leaves absolute, root-relative, data and fragment references alone', () => {
    const css =
      'a{b:url(/assets/f.woff2);c:url(data:image/png;base64,AA==);d:url(https://x.test/a.png);e:url(#f);g:url(//cdn.test/a)}';
    assert.equal(absoluteUrls(css, '/x.css'), css);
  });
});

describe('styleText', () => {
  it('cannot close the style element it is written into', () => {
    assert.equal(styleText('a{content:"</style><script>"}'), 'a{content:"<\\/style><script>"}');
    assert.equal(styleText('a{content:"</STYLE>"}'), 'a{content:"<\\/STYLE>"}');
  });
});

describe('the style inliner', () => {
  let remote;
  let origin;
  let asked = [];
  let down = false;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
  writeFileSync(
    path.join(dist, 'main.1.css'),
    'body{color:red}\n/*# sourceMappingURL=main.1.css.map*/',
  );
  writeFileSync(
    path.join(dist, 'copy.1.css'),
    'body{color:red}\n/*# sourceMappingURL=copy.1.css.map*/',
  );
  writeFileSync(path.join(dist, 'big.1.css'), `a{b:c}${' '.repeat(MAX_INLINE_BYTES)}`);
  writeFileSync(path.join(dist, 'secret.txt'), 'not a sheet');

  before(async () => {
    remote = http.createServer((req, res) => {
      asked.push(req.url);
      if (down || req.url !== '/home.2.css') {
        res.writeHead(404);
        res.end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/css' });
      res.end('.hero{background:url(hero.svg)}');
    });
    await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${remote.address().port}`;
  });
  after(() => remote.close());
  beforeEach(() => {
    asked = [];
    down = false;
  });

  it("writes the shell's and a remote's sheets into the page, named for the CSS loaders", async () => {
    const styleTags = createStyleInliner({ distDir: dist });
    const html = await styleTags(['/main.1.css', `${origin}/home.2.css`]);
    assert.equal(
      html,
      '<style data-href="/main.1.css">body{color:red}</style>' +
        `<style data-href="${origin}/home.2.css">.hero{background:url(${origin}/hero.svg)}</style>` +
        `<link rel="stylesheet" href="${origin}/home.2.css" disabled>`,
    );
  });

  it('asks a remote for a sheet once, and asks again after a failure', async () => {
    const styleTags = createStyleInliner({ distDir: dist });
    down = true;
    assert.equal(
      await styleTags([`${origin}/home.2.css`]),
      `<link rel="stylesheet" href="${origin}/home.2.css">`,
    );
    down = false;
    await styleTags([`${origin}/home.2.css`]);
    await styleTags([`${origin}/home.2.css`]);
    assert.deepEqual(asked, ['/home.2.css', '/home.2.css']);
  });

  it('links a remote sheet that does not come in time', async () => {
    const slow = http.createServer((req, res) => setTimeout(() => res.end('a{b:c}'), 500));
    await new Promise((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const href = `http://127.0.0.1:${slow.address().port}/late.1.css`;
      const styleTags = createStyleInliner({ distDir: dist, fetchTimeoutMs: 50 });
      assert.equal(await styleTags([href]), `<link rel="stylesheet" href="${href}">`);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });

  it('writes styles that two chunks share once, and links what is too big or not a sheet', async () => {
    const styleTags = createStyleInliner({ distDir: dist });
    assert.equal(
      await styleTags(['/main.1.css', '/copy.1.css', '/big.1.css', '/secret.txt', '/../x.css']),
      '<style data-href="/main.1.css">body{color:red}</style>' +
        '<style data-href="/copy.1.css"></style>' +
        '<link rel="stylesheet" href="/big.1.css">' +
        '<link rel="stylesheet" href="/secret.txt">' +
        '<link rel="stylesheet" href="/../x.css">',
    );
  });
});
