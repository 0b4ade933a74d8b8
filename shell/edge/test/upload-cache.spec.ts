// The edge's upload cache in front of a stand-in for the API: an upload is fetched once and then
// answered from the edge's own file (ranges, conditionals, HEAD), downloads arriving together
// share one fetch, refusals are passed on and never kept, and the cache stays within its bytes
// and its hour.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readShellConfig, readUploadCache, type ShellConfig } from '../src/config';
import { UPLOAD_CACHE_TTL_MS } from '../src/shell/upload-cache';
import { buildShellServer } from '../src/shell/shell-server';
import {
  listen,
  makeShellBuild,
  openFileCount,
  watchConnections,
  watchReadStreams,
  type TempDir,
  tempDir,
  testShellConfig,
} from './support/edge-fixtures';

const API_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
  'Content-Disposition': 'inline',
};

interface UploadCall {
  method: string;
  id: string;
  forwardedFor: string | undefined;
}

/**
 * A stand-in for the API's GET /api/uploads/<id>: 200 with the upload's bytes and the API's
 * headers, or the status set in `statusOf` (a JSON error). `hold()` keeps answers back until the
 * function it returns is called.
 */
async function startUploadApi() {
  const uploads = new Map<string, Buffer>();
  const statusOf = new Map<string, number>();
  const calls: UploadCall[] = [];
  let held: Promise<void> | null = null;
  const arrivals: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const id = /^\/api\/uploads\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
    calls.push({
      method: req.method ?? '',
      id,
      forwardedFor: req.headers['x-forwarded-for'] as string,
    });
    for (const arrived of arrivals.splice(0)) arrived();
    const answer = () => {
      const status = statusOf.get(id);
      const bytes = uploads.get(id);
      if (status || !bytes) {
        res.writeHead(status ?? 404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ statusCode: status ?? 404, message: 'from the API' }));
        return;
      }
      res.writeHead(200, {
        ...API_HEADERS,
        'Content-Type': 'image/png',
        'Content-Length': bytes.length,
        ETag: `"${id}"`,
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
    };
    if (held) void held.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    statusOf,
    add(size: number): { id: string; bytes: Buffer } {
      const id = randomUUID();
      const bytes = randomBytes(size);
      uploads.set(id, bytes);
      return { id, bytes };
    },
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    /** Resolves at the next call the API receives. */
    nextCall: () => new Promise<void>((resolve) => arrivals.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the upload cache', () => {
  let build: TempDir;
  let cacheParent: TempDir;
  let api: Awaited<ReturnType<typeof startUploadApi>>;
  const servers: FastifyInstance[] = [];
  let clock = 1_000_000;

  async function shell(overrides: Partial<ShellConfig> = {}) {
    const { app } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({
        apiUrl: api.url,
        apiTimeoutMs: 5_000,
        uploadCache: { parentDir: cacheParent.dir, maxBytes: 64 * 1024 * 1024 },
        ...overrides,
      }),
      now: () => clock,
    });
    servers.push(app);
    return app;
  }
  const callsFor = (id: string) => api.calls.filter((call) => call.id === id);

  beforeAll(async () => {
    build = makeShellBuild();
    cacheParent = tempDir('edge-upload-cache-');
    api = await startUploadApi();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await api.close();
    build.remove();
    cacheParent.remove();
  });

  it('fetches an upload once and answers every later download from its own copy', async () => {
    const app = await shell();
    const { id, bytes } = api.add(300_000);
    for (let i = 0; i < 5; i += 1) {
      const answer = await app.inject({ url: `/api/uploads/${id}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(bytes)).toBe(true);
      expect(answer.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(bytes.length),
        etag: `"${id}"`,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
        'accept-ranges': 'bytes',
      });
    }
    expect(callsFor(id)).toHaveLength(1);
  });

  it('sends the fetch as the client, with its address', async () => {
    const app = await shell();
    const { id } = api.add(100);
    await app.inject({ url: `/api/uploads/${id}`, remoteAddress: '198.51.100.23' });
    expect(callsFor(id)).toEqual([{ method: 'GET', id, forwardedFor: '198.51.100.23' }]);
  });

  it('lets forty downloads that arrive together share one fetch', async () => {
    const app = await shell();
    const { id, bytes } = api.add(200_000);
    const release = api.hold();
    const arrived = api.nextCall();
    // inject() sends when its answer is asked for: each is made a promise at once.
    const downloads = Array.from({ length: 40 }, () =>
      Promise.resolve(app.inject({ url: `/api/uploads/${id}` })),
    );
    await arrived;
    release();
    const answers = await Promise.all(downloads);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(40).fill(200));
    expect(answers.every((answer) => answer.rawPayload.equals(bytes))).toBe(true);
    expect(callsFor(id)).toHaveLength(1);
  });

  describe('ranges and conditional requests, from the copy', () => {
    let app: FastifyInstance;
    let id: string;
    let bytes: Buffer;
    beforeAll(async () => {
      app = await shell();
      ({ id, bytes } = api.add(50_000));
      await app.inject({ url: `/api/uploads/${id}` });
    });
    afterEach(() => {
      expect(callsFor(id)).toHaveLength(1);
    });

    it('answers one range with 206 and its Content-Range', async () => {
      const answer = await app.inject({
        url: `/api/uploads/${id}`,
        headers: { range: 'bytes=100-199' },
      });
      expect(answer.statusCode).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
      expect(answer.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    });

    it('answers the whole upload when If-Range names another version', async () => {
      const answer = await app.inject({
        url: `/api/uploads/${id}`,
        headers: { range: 'bytes=100-199', 'if-range': '"another"' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.length).toBe(bytes.length);
      const same = await app.inject({
        url: `/api/uploads/${id}`,
        headers: { range: 'bytes=0-0', 'if-range': `"${id}"` },
      });
      expect(same.statusCode).toBe(206);
    });

    it('answers 416 in the API format for a range past the end', async () => {
      const answer = await app.inject({
        url: `/api/uploads/${id}`,
        headers: { range: 'bytes=99999999-' },
      });
      expect(answer.statusCode).toBe(416);
      expect(answer.json()).toEqual({
        statusCode: 416,
        message: `The range asked for is not within the image (${bytes.length} bytes).`,
        error: 'Range Not Satisfiable',
        field: 'range',
      });
      expect(answer.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(answer.headers.etag).toBeUndefined();
    });

    it('answers the whole upload for a Range it does not take', async () => {
      for (const range of ['bytes=abc', 'items=0-1', 'bytes=0-0,10-10']) {
        const answer = await app.inject({ url: `/api/uploads/${id}`, headers: { range } });
        expect(answer.statusCode).toBe(200);
      }
    });

    it('answers 304 to If-None-Match naming the upload, and 412 to If-Match naming another', async () => {
      const fresh = await app.inject({
        url: `/api/uploads/${id}`,
        headers: { 'if-none-match': `W/"${id}"` },
      });
      expect(fresh.statusCode).toBe(304);
      expect(fresh.headers.etag).toBe(`"${id}"`);
      expect(fresh.rawPayload.length).toBe(0);
      const stale = await app.inject({
        url: `/api/uploads/${id}`,
        headers: { 'if-none-match': '"other"' },
      });
      expect(stale.statusCode).toBe(200);
      const refused = await app.inject({
        url: `/api/uploads/${id}`,
        headers: { 'if-match': '"other"' },
      });
      expect(refused.statusCode).toBe(412);
      expect(refused.json()).toMatchObject({ statusCode: 412, error: 'Precondition Failed' });
    });

    it('answers HEAD with the headers alone', async () => {
      const answer = await app.inject({ method: 'HEAD', url: `/api/uploads/${id}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-length']).toBe(String(bytes.length));
      expect(answer.rawPayload.length).toBe(0);
    });
  });

  it('passes a HEAD of an upload it does not hold to the API, fetching nothing', async () => {
    const app = await shell();
    const { id } = api.add(1000);
    const answer = await app.inject({ method: 'HEAD', url: `/api/uploads/${id}` });
    expect(answer.statusCode).toBe(200);
    expect(callsFor(id)).toEqual([expect.objectContaining({ method: 'HEAD' })]);
  });

  it("passes the API's refusals on and keeps none of them", async () => {
    const app = await shell();
    const missing = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({ url: `/api/uploads/${missing}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ statusCode: 404, message: 'from the API' });
    }
    expect(callsFor(missing)).toHaveLength(2);
    const { id } = api.add(1000);
    api.statusOf.set(id, 429);
    const limited = await app.inject({ url: `/api/uploads/${id}` });
    expect(limited.statusCode).toBe(429);
    api.statusOf.delete(id);
    const served = await app.inject({ url: `/api/uploads/${id}` });
    expect(served.statusCode).toBe(200);
  });

  it('passes on what is not an upload id, untouched', async () => {
    const app = await shell();
    await app.inject({ url: '/api/uploads/not-an-id' });
    expect(api.calls.at(-1)).toMatchObject({ id: 'not-an-id' });
  });

  it('fetches an upload again once it has been kept more than an hour', async () => {
    const app = await shell();
    const { id } = api.add(1000);
    await app.inject({ url: `/api/uploads/${id}` });
    clock += UPLOAD_CACHE_TTL_MS;
    await app.inject({ url: `/api/uploads/${id}` });
    expect(callsFor(id)).toHaveLength(1);
    clock += 1;
    await app.inject({ url: `/api/uploads/${id}` });
    expect(callsFor(id)).toHaveLength(2);
  });

  it('keeps within its bytes, the least recently used going first', async () => {
    const app = await shell({ uploadCache: { parentDir: cacheParent.dir, maxBytes: 2_500 } });
    const [first, second, third] = [api.add(1000), api.add(1000), api.add(1000)];
    for (const { id } of [first, second, third]) await app.inject({ url: `/api/uploads/${id}` });
    await app.inject({ url: `/api/uploads/${second.id}` });
    await app.inject({ url: `/api/uploads/${third.id}` });
    expect(callsFor(second.id)).toHaveLength(1);
    expect(callsFor(third.id)).toHaveLength(1);
    await app.inject({ url: `/api/uploads/${first.id}` });
    expect(callsFor(first.id)).toHaveLength(2);
  });

  it('serves an upload larger than its bytes without keeping it', async () => {
    const app = await shell({ uploadCache: { parentDir: cacheParent.dir, maxBytes: 1_000 } });
    const { id, bytes } = api.add(5_000);
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({ url: `/api/uploads/${id}` });
      expect(answer.rawPayload.equals(bytes)).toBe(true);
    }
    expect(callsFor(id)).toHaveLength(2);
  });

  it('keeps nothing with UPLOAD_CACHE_MB=0', async () => {
    const app = await shell({ uploadCache: readUploadCache({ UPLOAD_CACHE_MB: '0' }) });
    const { id } = api.add(1000);
    await app.inject({ url: `/api/uploads/${id}` });
    await app.inject({ url: `/api/uploads/${id}` });
    expect(callsFor(id)).toHaveLength(2);
  });

  it('closes its file when a client goes away mid-download', async () => {
    const app = await shell();
    const port = await listen(app);
    const { id } = api.add(8 * 1024 * 1024);
    await app.inject({ url: `/api/uploads/${id}` });
    const files = watchReadStreams();
    const connections = watchConnections(app);
    const filesBefore = openFileCount();
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(`GET /api/uploads/${id} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [first] = (await once(socket, 'data')) as [Buffer];
    expect(first.toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
    try {
      // The download's file and its connection close, and nothing else is left open.
      await Promise.all([files.allClosed(), connections.allClosed()]);
      expect(files.opened()).toBeGreaterThanOrEqual(1);
      expect(openFileCount()).toBeLessThanOrEqual(filesBefore);
    } finally {
      connections.stop();
      jest.restoreAllMocks();
    }
    const again = await app.inject({ url: `/api/uploads/${id}`, headers: { range: 'bytes=0-0' } });
    expect(again.statusCode).toBe(206);
  });

  it('removes its folder when the server closes', async () => {
    const parent = tempDir('edge-upload-cache-close-');
    try {
      const app = await shell({ uploadCache: { parentDir: parent.dir, maxBytes: 1024 * 1024 } });
      const { id } = api.add(1000);
      await app.inject({ url: `/api/uploads/${id}` });
      const [folder] = readdirSync(parent.dir);
      expect(readdirSync(path.join(parent.dir, folder))).toHaveLength(1);
      await app.close();
      expect(existsSync(path.join(parent.dir, folder))).toBe(false);
    } finally {
      parent.remove();
    }
  });
});

describe('UPLOAD_CACHE_MB and UPLOAD_CACHE_DIR', () => {
  it('keeps 256 MB in the temporary folder by default', () => {
    expect(readShellConfig({}).uploadCache).toEqual({
      parentDir: os.tmpdir(),
      maxBytes: 256 * 1024 * 1024,
    });
  });

  it('refuses a size that is not whole megabytes, and a relative folder', () => {
    expect(() => readUploadCache({ UPLOAD_CACHE_MB: '1.5' })).toThrow(/UPLOAD_CACHE_MB/);
    expect(() => readUploadCache({ UPLOAD_CACHE_MB: '' })).toThrow(/UPLOAD_CACHE_MB/);
    expect(() => readUploadCache({ UPLOAD_CACHE_DIR: 'cache' })).toThrow(/UPLOAD_CACHE_DIR/);
  });
});
