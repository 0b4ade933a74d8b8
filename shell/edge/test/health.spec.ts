// /healthz and /readyz, and stopping without losing a visitor: readiness turns 503 the moment
// draining starts, the port keeps answering through the drain delay, and a request in flight
// when the server closes still gets its answer.
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createEdgeServer } from '../src/http/edge-server';
import { createReadiness, type Readiness } from '../src/http/health';
import { drainAndClose, stopOnSignals } from '../src/http/lifecycle';
import { buildShellServer } from '../src/shell/shell-server';
import {
  type FakeApi,
  listen,
  makeShellBuild,
  startFakeApi,
  type TempDir,
  testShellConfig,
} from './support/edge-fixtures';

/** A GET over a real connection, resolved with the status and body. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** A drain delay the test ends itself, recording how long it was asked to last. */
function drainDelay() {
  const askedMs: number[] = [];
  let end: () => void = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    askedMs,
    end: () => end(),
    wait: (ms: number) => {
      askedMs.push(ms);
      return ended;
    },
  };
}

/** Resolves once the server has stopped listening (its close has begun). */
function listeningEnded(app: FastifyInstance): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (app.server.listening ? setImmediate(check) : resolve());
    check();
  });
}

describe("the shell's health endpoints", () => {
  let build: TempDir;
  let api: FakeApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    build = makeShellBuild();
    api = await startFakeApi();
    ({ app } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({ apiUrl: api.url }),
    }));
  });

  afterAll(async () => {
    await app.close();
    await api.close();
    build.remove();
  });

  it('answers /healthz with 200 JSON, never cached', async () => {
    const answer = await app.inject({ url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ status: 'alive' });
  });

  it('answers /readyz with 200 while the API answers its health endpoint', async () => {
    api.calls.length = 0;
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
    expect(api.calls.map((call) => call.url)).toEqual(['/api/health']);
  });

  it('answers /readyz with 503 naming the api check when the API cannot be reached', async () => {
    const { app: orphan } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({ apiUrl: 'http://127.0.0.1:9' }),
    });
    try {
      const answer = await orphan.inject({ url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unready', failed: { api: expect.any(String) } });
      expect((await orphan.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await orphan.close();
    }
  });

  it('answers /readyz with 503 when the API answers its health endpoint with an error', async () => {
    let now = 0;
    const { app: clocked } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({ apiUrl: api.url }),
      now: () => now,
    });
    try {
      expect((await clocked.inject({ url: '/readyz' })).statusCode).toBe(200);
      api.statusOf.set('/api/health', 500);
      // An answer is reused for a second: the API's failure shows once that second is over.
      now = 999;
      expect((await clocked.inject({ url: '/readyz' })).statusCode).toBe(200);
      now = 1_000;
      const answer = await clocked.inject({ url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unready', failed: { api: 'the API answered 500' } });
    } finally {
      api.statusOf.delete('/api/health');
      await clocked.close();
    }
  });
});

describe('readiness under load', () => {
  it('asks the API at most once a second, however often /readyz is asked', async () => {
    const api = await startFakeApi();
    const build = makeShellBuild();
    const { app } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({ apiUrl: api.url }),
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => app.inject({ url: '/readyz' })),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(api.calls.filter((call) => call.url === '/api/health')).toHaveLength(1);
    } finally {
      await app.close();
      await api.close();
      build.remove();
    }
  });
});

describe('readiness checks', () => {
  it('reports every failing check by name, including one that throws at once', async () => {
    const readiness = createReadiness([
      { name: 'build', run: () => Promise.reject(new Error('mf-manifest.json is missing')) },
      { name: 'fine', run: () => Promise.resolve() },
      {
        name: 'sync',
        run: () => {
          throw new Error('thrown before any promise');
        },
      },
    ]);
    const app = createEdgeServer({ readiness });
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'unready',
      failed: { build: 'mf-manifest.json is missing', sync: 'thrown before any promise' },
    });
    await app.close();
  });
});

describe('draining and closing', () => {
  let readiness: Readiness;
  let app: FastifyInstance;
  let port: number;
  let releaseSlow: () => void;
  let slowArrived: Promise<void>;

  beforeEach(async () => {
    readiness = createReadiness();
    app = createEdgeServer({ readiness });
    let release: () => void = () => {};
    const slowDone = new Promise<void>((resolve) => (release = resolve));
    releaseSlow = () => release();
    let arrive: () => void = () => {};
    slowArrived = new Promise<void>((resolve) => (arrive = resolve));
    app.get('/slow', async () => {
      arrive();
      await slowDone;
      return { finished: true };
    });
    port = await listen(app);
  });

  afterEach(async () => {
    releaseSlow();
    await app.close();
  });

  it('turns /readyz to 503 stopping as soon as draining starts', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const stopped = drainAndClose(app, readiness, { drainDelayMs: 300 });
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'stopping' });
    await stopped;
  });

  it('keeps the port answering through the drain delay, then stops taking connections', async () => {
    const messages: string[] = [];
    const drain = drainDelay();
    const stopped = drainAndClose(app, readiness, {
      drainDelayMs: 400,
      log: (message) => messages.push(message),
      wait: drain.wait,
    });
    expect(drain.askedMs).toEqual([400]);
    expect(await get(port, '/healthz')).toEqual({ status: 200, body: '{"status":"alive"}' });
    const ready = await get(port, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'stopping' });
    drain.end();
    await stopped;
    await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(messages).toEqual([
      'unready; draining for 400 ms',
      'closing: no new connections, requests in flight finish',
    ]);
  });

  it('lets a request in flight finish with 200 when the server closes', async () => {
    const inFlight = get(port, '/slow');
    await slowArrived;
    const stopped = drainAndClose(app, readiness, { drainDelayMs: 0 });
    await listeningEnded(app);
    // Closed to newcomers while the request is still being worked on.
    await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    releaseSlow();
    expect(await inFlight).toEqual({ status: 200, body: '{"finished":true}' });
    await stopped;
  });

  it('on SIGTERM turns unready, drains, closes and exits 0; a second signal exits 1 at once', async () => {
    const saved = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    const exits: number[] = [];
    try {
      const drain = drainDelay();
      const exited = new Promise<void>((resolve) => {
        stopOnSignals(app, readiness, {
          drainDelayMs: 200,
          wait: drain.wait,
          exit: (code) => {
            exits.push(code);
            resolve();
          },
        });
      });
      process.emit('SIGTERM', 'SIGTERM');
      expect(readiness.stopping).toBe(true);
      expect((await get(port, '/readyz')).status).toBe(503);
      expect(exits).toEqual([]);
      drain.end();
      await exited;
      expect(exits).toEqual([0]);
      await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
      process.emit('SIGINT', 'SIGINT');
      expect(exits).toEqual([0, 1]);
    } finally {
      process.removeAllListeners('SIGTERM');
      process.removeAllListeners('SIGINT');
      for (const listener of saved.SIGTERM) process.on('SIGTERM', listener);
      for (const listener of saved.SIGINT) process.on('SIGINT', listener);
    }
  });

  it('closes idle keep-alive connections instead of waiting for them', async () => {
    const idle = net.connect(port, '127.0.0.1');
    const closed = new Promise((resolve) => idle.once('close', resolve));
    idle.on('error', () => {});
    idle.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => idle.once('data', resolve));
    const started = Date.now();
    await drainAndClose(app, readiness, { drainDelayMs: 0 });
    await closed;
    // Well before the 5 s keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
