// A build's files as the edge serves them: only public files however the path is spelled, ETags
// from content, conditional and range requests, the build's brotli copies or on-the-fly
// compression as the browser allows, and no crash or leak when a file vanishes or a download is
// abandoned.
import { utimesSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding, matchesTag, publicPath } from '../src/http/static-files';
import { buildShellServer } from '../src/shell/shell-server';
import {
  listen,
  makeShellBuild,
  openFileCount,
  watchConnections,
  watchReadStreams,
  rawRequest,
  SCRIPT,
  SHELL_TEMPLATE,
  type TempDir,
  testShellConfig,
} from './support/edge-fixtures';

const HASHED = '/assets/main.0123abcd.js';

async function shellServer(build: TempDir) {
  const { app } = await buildShellServer({ distDir: build.dir, config: testShellConfig() });
  return app;
}

describe('static files', () => {
  let build: TempDir;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    build = makeShellBuild();
    app = await shellServer(build);
    port = await listen(app);
  });

  afterAll(async () => {
    await app.close();
    build.remove();
  });

  /** The status and body of a GET sent byte for byte, as a browser never would. */
  async function rawGet(target: string) {
    const answer = await rawRequest(
      port,
      `GET ${target} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
    );
    return { status: answer.status, body: answer.body };
  }

  describe('what is never served', () => {
    // 404: a name no public file has. 400: a target the edge refuses before any lookup (dot
    // segments, an empty segment, a backslash or NUL in any spelling; edge-server.ts).
    it.each([
      ['/server/render.cjs', 404],
      ['/%73erver/render.cjs', 404],
      ['/%73%65%72%76%65%72/%72ender.cjs', 404],
      ['/server%2frender.cjs', 404],
      ['/server%2Frender.cjs', 404],
      ['//server/render.cjs', 400],
      ['/assets/../server/render.cjs', 400],
      ['/assets/%2e%2e/server/render.cjs', 400],
      ['/assets/%2E%2E/server/render.cjs', 400],
      ['/assets/..%2fserver/render.cjs', 400],
      ['/./server/render.cjs', 400],
      ['/server/./render.cjs', 400],
      ['/server\\render.cjs', 400],
      ['/server%5crender.cjs', 400],
      ['/server/render.cjs%00', 400],
      ['/server/render.cjs%00.js', 400],
      ['/SERVER/render.cjs', 404],
      ['/server-render-styles.json', 404],
      ['/%73erver-render-styles.json', 404],
    ])("the server's own file %s: %i", async (target, expected) => {
      const { status, body } = await rawGet(target);
      expect(status).toBe(expected);
      expect(body).not.toContain('the server renderer');
      expect(body).not.toContain('"css"');
    });

    it.each([
      ['/index.html', 200],
      ['/%69ndex.html', 200],
      ['/%69%6E%64%65%78.html', 200],
      ['/INDEX.html', 200],
      ['//index.html', 400],
    ])(
      'the raw template at %s: %i, a page with its configuration in its place or a refusal',
      async (target, expected) => {
        const { status, body } = await rawGet(target);
        expect(status).toBe(expected);
        expect(body).not.toBe(SHELL_TEMPLATE);
        expect(body).not.toContain('content="{}"');
      },
    );

    it.each([
      '/assets/main.0123abcd.js.map',
      '/assets/main.0123abcd.js%2emap',
      '/assets/main.0123abcd.js%2Emap',
      '/assets/main.0123abcd.js.MAP',
      '/assets/main.0123abcd%2ejs%2emap',
      '/assets%2fmain.0123abcd.js.map',
    ])('the source map %s', async (target) => {
      const { status, body } = await rawGet(target);
      expect(status).toBe(404);
      expect(body).not.toContain('secret.ts');
    });

    it.each([
      '/assets/main.0123abcd.js.br',
      '/assets/main.0123abcd.js%2ebr',
      '/assets/main.0123abcd.js.BR',
    ])('the compressed copy %s, asked for directly', async (target) => {
      const { status } = await rawGet(target);
      expect(status).toBe(404);
    });

    it.each([
      ['/.env', 404],
      ['/%2eenv', 404],
      ['/%2Eenv', 404],
      ['/assets/../.env', 400],
      ['/x/%2e%2e/.env', 400],
    ])('the dot-file %s: %i', async (target, expected) => {
      const { status, body } = await rawGet(target);
      expect(status).toBe(expected);
      expect(body).not.toContain('SECRET');
    });

    it.each([
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc/passwd',
      '/..%5c..%5c..%5cetc/passwd',
      '/assets/..\\..\\..\\etc\\passwd',
      '/..%00/etc/passwd',
    ])('anything outside the build: %s, refused as a target', async (target) => {
      const { status, body } = await rawGet(target);
      expect(status).toBe(400);
      expect(body).not.toMatch(/root:/);
    });

    it('reads a double-escaped climb as a name: the page, never a file outside', async () => {
      const { status, body } = await rawGet('/%252e%252e/%252e%252e/etc/passwd');
      expect(status).toBe(200);
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toMatch(/root:/);
    });

    it('an escaped slash, even inside a public path', async () => {
      expect((await rawGet('/assets%2fmain.0123abcd.js')).status).toBe(404);
      expect((await rawGet(HASHED)).status).toBe(200);
    });
  });

  it("serves the shell's contract (shell-contract.json) for the release gate, never cached stale", async () => {
    const contract = JSON.stringify({ platform: { version: '1.11.0', exports: [] } });
    build.write('shell-contract.json', contract);
    const answer = await app.inject({ url: '/shell-contract.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toBe(contract);
  });

  describe('ETags and conditional requests', () => {
    it('tags files by content, equal across two copies of one build with different times', async () => {
      const copy = makeShellBuild();
      const old = new Date('2020-01-01T00:00:00Z');
      for (const file of ['app.js', 'assets/main.0123abcd.js', 'robots-note.txt']) {
        utimesSync(path.join(copy.dir, file), old, old);
      }
      const other = await shellServer(copy);
      try {
        for (const file of ['/app.js', HASHED, '/robots-note.txt']) {
          const here = await app.inject({ url: file });
          const there = await other.inject({ url: file });
          expect(here.headers.etag).toMatch(/^"[\w-]{22}"$/);
          expect(there.headers.etag).toBe(here.headers.etag);
          expect(here.headers['last-modified']).toBeUndefined();
        }
        copy.write('app.js', `${SCRIPT}// changed\n`);
        const changed = await other.inject({ url: '/app.js' });
        expect(changed.headers.etag).not.toBe((await app.inject({ url: '/app.js' })).headers.etag);
      } finally {
        await other.close();
        copy.remove();
      }
    });

    it.each([
      ['the tag', (tag: string) => tag],
      ['the weak tag', (tag: string) => `W/${tag}`],
      ['a list holding the tag', (tag: string) => `"other", ${tag} , "more"`],
      ['*', () => '*'],
    ])('answers If-None-Match with %s by a 304', async (_what, header) => {
      const first = await app.inject({ url: HASHED });
      const tag = first.headers.etag as string;
      const again = await app.inject({ url: HASHED, headers: { 'if-none-match': header(tag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);
    });

    it('answers a stale tag with the file', async () => {
      const answer = await app.inject({
        url: HASHED,
        headers: { 'if-none-match': '"stale", W/"older"' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(SCRIPT);
    });

    it('tags each encoding apart, so a tag never names the wrong bytes', async () => {
      const plain = await app.inject({ url: HASHED });
      const br = await app.inject({ url: HASHED, headers: { 'accept-encoding': 'br' } });
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const mixed = await app.inject({
        url: HASHED,
        headers: { 'if-none-match': plain.headers.etag as string, 'accept-encoding': 'br' },
      });
      expect(mixed.statusCode).toBe(200);
    });

    it('sends a range as 206 with Content-Range', async () => {
      const answer = await app.inject({ url: HASHED, headers: { range: 'bytes=0-9' } });
      expect(answer.statusCode).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT)}`);
      expect(answer.body).toBe(SCRIPT.slice(0, 10));
      const suffix = await app.inject({ url: HASHED, headers: { range: 'bytes=-5' } });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.body).toBe(SCRIPT.slice(-5));
    });

    it('sends the range while If-Range names the file, and the whole file once it does not', async () => {
      const tag = (await app.inject({ url: HASHED })).headers.etag as string;
      const same = await app.inject({
        url: HASHED,
        headers: { range: 'bytes=0-9', 'if-range': tag },
      });
      expect(same.statusCode).toBe(206);
      const other = await app.inject({
        url: HASHED,
        headers: { range: 'bytes=0-9', 'if-range': '"another-version"' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(SCRIPT);
    });

    it('answers an unsatisfiable range with 416', async () => {
      const answer = await app.inject({ url: HASHED, headers: { range: 'bytes=999999-' } });
      expect(answer.statusCode).toBe(416);
    });

    it('answers HEAD with the headers and no body', async () => {
      const answer = await app.inject({ method: 'HEAD', url: HASHED });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
      expect(answer.body).toBe('');
    });
  });

  describe('encodings', () => {
    it("sends the build's brotli copy as it is for Accept-Encoding: br", async () => {
      const answer = await app.inject({ url: HASHED, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const copy = await fsPromises.readFile(path.join(build.dir, 'assets/main.0123abcd.js.br'));
      expect(answer.rawPayload.equals(copy)).toBe(true);
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
    });

    it.each([
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['gzip, br;q=0.000', 'gzip'],
      ['x-gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0, identity', undefined],
    ])('answers Accept-Encoding: %s with %s', async (accept, expected) => {
      for (const file of [HASHED, '/app.js']) {
        const answer = await app.inject({ url: file, headers: { 'accept-encoding': accept } });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(expected);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        const body =
          expected === 'gzip'
            ? gunzipSync(answer.rawPayload).toString()
            : answer.rawPayload.toString();
        expect(body).toBe(SCRIPT);
      }
    });

    it('never uses an encoding the browser refused, even when it also sends *', async () => {
      const answer = await app.inject({
        url: '/app.js',
        headers: { 'accept-encoding': 'gzip;q=0, *' },
      });
      expect(answer.headers['content-encoding']).not.toBe('gzip');
      expect(answer.headers.etag).toContain(`.${answer.headers['content-encoding'] as string}"`);
    });

    it('compresses what the build did not, and says so once in Vary', async () => {
      const answer = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(String(answer.headers.vary).toLowerCase()).toBe('accept-encoding');
      expect(answer.headers.etag).toMatch(/\.gzip"$/);
      expect(answer.headers['cache-control']).toBe('no-cache');
    });

    it('leaves small files and non-text files as they are', async () => {
      const small = await app.inject({
        url: '/robots-note.txt',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body).toBe('small');
    });

    it('ignores a range on a compressed answer', async () => {
      const answer = await app.inject({
        url: HASHED,
        headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-range']).toBeUndefined();
    });
  });

  describe('files that vanish', () => {
    /** Deletes a file whose path ends with `name` (or matches it) right after its lookup. */
    function deleteAfterLookup(name: string | RegExp) {
      const realStat = fsPromises.stat;
      const isNamed = (file: string) =>
        typeof name === 'string' ? file.endsWith(name) : name.test(file);
      return jest.spyOn(fsPromises, 'stat').mockImplementation(async (...args) => {
        const stats = await realStat(...args);
        if (isNamed(String(args[0]))) await fsPromises.rm(String(args[0]), { force: true });
        return stats;
      });
    }

    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['sent as it is', 'identity'],
      ['compressed on the fly', 'gzip'],
    ])('answers a file deleted between lookup and open, %s, with a 404', async (_what, accept) => {
      const name = `vanishing-${accept}.js`;
      build.write(name, SCRIPT);
      deleteAfterLookup(name);
      const answer = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': accept } });
      expect(answer.statusCode).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 404,
        message: 'Not Found',
        error: 'Not Found',
      });
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('answers with a 404 when the file goes after its tag is known', async () => {
      build.write('assets/late.11112222.js', SCRIPT);
      expect((await app.inject({ url: '/assets/late.11112222.js' })).statusCode).toBe(200);
      deleteAfterLookup('late.11112222.js');
      const answer = await app.inject({ url: '/assets/late.11112222.js' });
      expect(answer.statusCode).toBe(404);
      // A 404 is not kept for a year like the file would have been.
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    });

    it('answers with a 404 when the brotli copy goes after it was found', async () => {
      build.write('assets/copy.33334444.js', SCRIPT);
      build.write('assets/copy.33334444.js.br', brotliCompressSync(SCRIPT));
      deleteAfterLookup('copy.33334444.js.br');
      const answer = await app.inject({
        url: '/assets/copy.33334444.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    });

    it('keeps answering while files vanish mid-request under load', async () => {
      const names = Array.from({ length: 40 }, (_, index) =>
        index % 2 ? `churn-gone-${index}.js` : `churn-kept-${index}.js`,
      );
      for (const name of names) build.write(name, SCRIPT);
      deleteAfterLookup(/churn-gone-\d+\.js$/);
      const answers = await Promise.all(
        names.map((name, index) =>
          app.inject({ url: `/${name}`, headers: { 'accept-encoding': index % 3 ? 'gzip' : '' } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(
        names.map((name) => (name.startsWith('churn-gone-') ? 404 : 200)),
      );
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  });

  it("never asks the disk for a page: a path without an extension is the shop's page", async () => {
    // A file a build would never make (every build's files have an extension).
    build.write('about-us', 'not a page');
    const stat = jest.spyOn(fsPromises, 'stat');
    try {
      for (const url of ['/about-us', '/inner-beauty', '/product/1', '/inner-beauty/']) {
        const answer = await app.inject({ url });
        expect({ url, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({
          url,
          status: 200,
          type: 'text/html; charset=utf-8',
        });
      }
      expect(stat).not.toHaveBeenCalled();
      // A file's name is still looked up.
      expect((await app.inject({ url: HASHED })).statusCode).toBe(200);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it('closes the file of every abandoned download', async () => {
    const files = watchReadStreams();
    const connections = watchConnections(app);
    try {
      // Warm up: the first request opens what the server keeps open anyway (its logger, caches).
      await abandonDownload(port, '/assets/big.bin');
      await Promise.all([files.allClosed(), connections.allClosed()]);
      const before = openFileCount();
      for (let round = 0; round < 200; round += 1) {
        await abandonDownload(port, round % 2 ? '/assets/big.bin' : '/assets/big.bin?r=1');
      }
      // Each download's file and connection closes, and nothing else is left open.
      await Promise.all([files.allClosed(), connections.allClosed()]);
      expect(files.opened()).toBeGreaterThanOrEqual(201);
      expect(openFileCount()).toBeLessThanOrEqual(before + 3);
    } finally {
      connections.stop();
      jest.restoreAllMocks();
    }
    const answer = await app.inject({ url: '/assets/big.bin', headers: { range: 'bytes=0-3' } });
    expect(answer.statusCode).toBe(206);
  });
});

/** Starts a download and drops the connection after its first bytes arrive. */
function abandonDownload(port: number, target: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, agent: false }, (answer) => {
      answer.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', () => resolve());
  });
}

describe('the path and encoding rules', () => {
  const isPrivate = (relative: string) => relative.startsWith('server/');

  it('names public files, decoded once', () => {
    expect(publicPath('/assets/main.0123abcd.js', isPrivate)).toBe('assets/main.0123abcd.js');
    expect(publicPath('//assets///main.js', isPrivate)).toBe('assets/main.js');
    expect(publicPath('/caf%C3%A9.png', isPrivate)).toBe('café.png');
    expect(publicPath('/%2573erver/x.js', isPrivate)).toBe('%73erver/x.js');
  });

  it.each([
    '/',
    '/%zz',
    '/a/../b',
    '/a/%2e%2e/b',
    '/.git/config',
    '/a%2fb',
    '/a%5cb',
    '/a%00b',
    '/x.map',
    '/x.js.gz',
    '/server/x',
    '/%53erver/x',
  ])('refuses %s', (urlPath) => {
    expect(publicPath(urlPath, isPrivate)).toBeNull();
  });

  it('chooses an encoding the browser accepts, never one it refused', () => {
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('br, gzip', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0, *', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0', ['br'])).toBeNull();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('deflate', ['br', 'gzip'])).toBeNull();
  });

  it('matches tags weakly, in lists and with *', () => {
    expect(matchesTag('"a"', '"a"')).toBe(true);
    expect(matchesTag('W/"a"', '"a"')).toBe(true);
    expect(matchesTag('"b", "a"', '"a"')).toBe(true);
    expect(matchesTag(' * ', '"a"')).toBe(true);
    expect(matchesTag('"ab"', '"a"')).toBe(false);
    expect(matchesTag(undefined, '"a"')).toBe(false);
  });
});
