import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  absoluteUrls,
  createStyleInliner,
  linkTags,
  MAX_INLINE_BYTES,
  styleText,
} from '../src/shell/inline-styles';

describe("a sheet's text inside the page", () => {
  it("makes its relative url() references absolute against the sheet's own address", () => {
    const css =
      '.a{background:url(img/a.svg)}.b{background:url("../fonts/b.woff2")}' +
      ".c{background:url('data:image/png;base64,AAAA')}.d{mask:url(#m)}.e{background:url(//cdn.test/e.png)}";
    expect(absoluteUrls(css, '/static/shell.css')).toBe(
      '.a{background:url(/static/img/a.svg)}.b{background:url("/fonts/b.woff2")}' +
        ".c{background:url('data:image/png;base64,AAAA')}.d{mask:url(#m)}.e{background:url(//cdn.test/e.png)}",
    );
    // A remote's sheet keeps its own origin: the page is on the shell's.
    expect(absoluteUrls('.a{background:url(a.png)}', 'http://remote.test:3001/x/area.css')).toBe(
      '.a{background:url(http://remote.test:3001/x/a.png)}',
    );
  });

  it('can never close the <style> it is written into', () => {
    expect(styleText('.a::after{content:"</style><script>x()</script>"}')).toBe(
      '.a::after{content:"<\\/style><script>x()</script>"}',
    );
    expect(styleText('.a::after{content:"</STYLE>"}')).toBe('.a::after{content:"<\\/STYLE>"}');
  });
});

describe('createStyleInliner', () => {
  let dist: string;
  let remote: http.Server;
  let remoteOrigin: string;
  const warnings: string[] = [];
  const styleTags = () =>
    createStyleInliner({ distDir: dist, warn: (message) => warnings.push(message) });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
    writeFileSync(
      path.join(dist, 'shell.1a.css'),
      '.header{color:red}.logo{background:url(img/logo.svg)}\n/*# sourceMappingURL=shell.1a.css.map*/',
    );
    writeFileSync(
      path.join(dist, 'copy.2b.css'),
      '.header{color:red}.logo{background:url(img/logo.svg)}',
    );
    writeFileSync(
      path.join(dist, 'huge.3c.css'),
      `.header{color:red}${' '.repeat(MAX_INLINE_BYTES)}`,
    );
    writeFileSync(path.join(dist, 'script.4d.js'), 'run()');
    remote = http.createServer((request, response) => {
      if (request.url === '/area.css') response.end('.area{background:url(bg.png)}');
      else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await new Promise((resolve) => remote.close(resolve));
  });

  beforeEach(() => {
    warnings.length = 0;
  });

  it("writes the shell's and a remote's sheets into the page, in order, each named by its address", async () => {
    const tags = await styleTags()(['/shell.1a.css', `${remoteOrigin}/area.css`]);
    expect(tags).toBe(
      '<style data-href="/shell.1a.css">.header{color:red}.logo{background:url(/img/logo.svg)}</style>' +
        `<style data-href="${remoteOrigin}/area.css">.area{background:url(${remoteOrigin}/bg.png)}</style>` +
        // Module federation's runtime looks for a remote's sheet among <link> elements only.
        `<link rel="stylesheet" href="${remoteOrigin}/area.css" disabled>`,
    );
    expect(warnings).toEqual([]);
  });

  it('writes a text two sheets share once, the second <style> only naming its sheet', async () => {
    expect(await styleTags()(['/shell.1a.css', '/copy.2b.css'])).toBe(
      '<style data-href="/shell.1a.css">.header{color:red}.logo{background:url(/img/logo.svg)}</style>' +
        '<style data-href="/copy.2b.css"></style>',
    );
  });

  it('links a sheet too large to inline, one it cannot have, and anything that is not a sheet of the build', async () => {
    const inliner = styleTags();
    const hrefs = [
      '/huge.3c.css',
      '/gone.5e.css',
      `${remoteOrigin}/missing.css`,
      '/script.4d.js',
      '/../secret.css',
    ];
    expect(await inliner(hrefs)).toBe(await linkTags(hrefs));
    // The two are read at once, so either may warn first.
    expect(warnings).toHaveLength(2);
    expect(warnings.find((warning) => warning.includes('/gone.5e.css'))).toBeDefined();
    expect(warnings.find((warning) => warning.includes('missing.css'))).toContain('answered 404');
    // A sheet it could not have is asked for again by the next page (it may be there now).
    writeFileSync(path.join(dist, 'gone.5e.css'), '.late{color:green}');
    expect(await inliner(['/gone.5e.css'])).toBe(
      '<style data-href="/gone.5e.css">.late{color:green}</style>',
    );
  });

  it('escapes the address it writes into an attribute', async () => {
    expect(await styleTags()(['/a"b.css'])).toBe('<link rel="stylesheet" href="/a&quot;b.css">');
  });
});
