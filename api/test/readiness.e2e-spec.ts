import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { appShutdownSteps } from '../src/lifecycle/app-shutdown';
import { stopOnSignals } from '../src/lifecycle/shutdown';
import { createTestApp, type TestApp } from './support/test-app';

const DRAIN_DELAY_MS = 1500;
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

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

describe('liveness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers 200, not cached, while the database refuses (readiness says 503)', async () => {
    jest.spyOn(t.dataSource, 'query').mockRejectedValue(new Error('Connection terminated'));
    const live = await t.http().get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(live.headers['cache-control']).toBe('no-store');
    await t.http().get('/api/health').expect(503);
  });
});

describe('stopping with a drain delay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('turns unready at once on SIGTERM, serves during the delay, then stops', async () => {
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    expect((await get('/api/health')).status).toBe(200);

    // Wired as main.ts wires it, with an emitter for the process and a drain the test ends.
    const signals = new EventEmitter();
    const drain = drainDelay();
    let stopped = false;
    const exited = new Promise<number>((resolve) => {
      stopOnSignals(
        appShutdownSteps(() => t.app),
        {
          logger: quiet,
          exit: (code) => {
            stopped = true;
            resolve(code);
          },
          signals: signals as unknown as NodeJS.Process,
          drainDelayMs: DRAIN_DELAY_MS,
          wait: drain.wait,
        },
      );
    });
    signals.emit('SIGTERM');
    expect(drain.askedMs).toEqual([DRAIN_DELAY_MS]);

    const readiness = await get('/api/health');
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({
      status: 'degraded',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });

    // Sent inside the delay, by a client the load balancer has not yet moved away.
    const [products, live] = await Promise.all([get('/api/products'), get('/api/health/live')]);
    expect(products.status).toBe(200);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(live.status).toBe(200);
    expect(stopped).toBe(false);
    expect(t.dataSource.isInitialized).toBe(true);

    // Only the end of the delay lets the stop go on.
    drain.end();
    expect(await exited).toBe(0);
    await expect(get('/api/health/live')).rejects.toThrow();
    expect(t.dataSource.isInitialized).toBe(false);
  });
});
