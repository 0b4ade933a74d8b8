import { EventEmitter } from 'node:events';
import { stopOnSignals, type ShutdownSteps } from './shutdown';

function setUp(steps: Partial<ShutdownSteps> = {}, timeoutMs?: number, drainDelayMs?: number) {
  const calls: string[] = [];
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    stopOnSignals(
      {
        markUnready: steps.markUnready ?? (() => void calls.push('markUnready')),
        stopHttp: steps.stopHttp ?? (() => Promise.resolve(void calls.push('stopHttp'))),
        closeApp: steps.closeApp ?? (() => Promise.resolve(void calls.push('closeApp'))),
        stopDatabase: steps.stopDatabase,
      },
      {
        logger: { log: jest.fn(), warn: jest.fn(), error: jest.fn() },
        exit: (code) => {
          calls.push(`exit ${code}`);
          resolve(code);
        },
        signals: signals as unknown as NodeJS.Process,
        timeoutMs,
        drainDelayMs,
      },
    );
  });
  return { calls, signals, exited };
}

describe('stopOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'])(
    'on %s turns unready, stops HTTP, closes the app, stops the database, then exits 0',
    async (signal) => {
      let closing = false;
      // Stopping HTTP ends when the test says: nothing after it may start before.
      let httpStopped: () => void = () => {};
      const { calls, signals, exited } = setUp({
        stopHttp: async () => {
          closing = true;
          await new Promise<void>((resolve) => (httpStopped = resolve));
          calls.push('stopHttp');
        },
        closeApp: () => {
          expect(calls).toContain('stopHttp');
          calls.push('closeApp');
          return Promise.resolve();
        },
        stopDatabase: () => {
          // The database must not stop while the app still answers requests.
          expect(calls).toContain('closeApp');
          calls.push('stopDatabase');
          return Promise.resolve();
        },
      });
      signals.emit(signal);
      expect(closing).toBe(true);
      expect(calls).toEqual(['markUnready']);
      httpStopped();
      expect(await exited).toBe(0);
      expect(calls).toEqual(['markUnready', 'stopHttp', 'closeApp', 'stopDatabase', 'exit 0']);
    },
  );

  it('stops once, whatever the number of signals', async () => {
    const { calls, signals, exited } = setUp();
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    await exited;
    expect(calls).toEqual(['markUnready', 'stopHttp', 'closeApp', 'exit 0']);
  });

  it('exits 1 when a step fails', async () => {
    const { signals, exited } = setUp({ closeApp: () => Promise.reject(new Error('stuck')) });
    signals.emit('SIGTERM');
    expect(await exited).toBe(1);
  });

  it('exits 1 when draining outlasts the timeout', async () => {
    jest.useFakeTimers();
    try {
      const { calls, signals, exited } = setUp(
        { closeApp: () => new Promise(() => undefined) },
        50,
      );
      signals.emit('SIGTERM');
      await jest.advanceTimersByTimeAsync(49);
      expect(calls).toEqual(['markUnready', 'stopHttp']);
      await jest.advanceTimersByTimeAsync(1);
      expect(await exited).toBe(1);
      expect(calls).toEqual(['markUnready', 'stopHttp', 'exit 1']);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('with a drain delay', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('turns unready at once, keeps the port open for the delay, then stops in order', async () => {
      const { calls, signals, exited } = setUp({}, undefined, 5000);
      signals.emit('SIGTERM');
      // Synchronously: the readiness answer changes before anything else happens.
      expect(calls).toEqual(['markUnready']);
      await jest.advanceTimersByTimeAsync(4999);
      expect(calls).toEqual(['markUnready']);
      await jest.advanceTimersByTimeAsync(1);
      expect(await exited).toBe(0);
      expect(calls).toEqual(['markUnready', 'stopHttp', 'closeApp', 'exit 0']);
    });

    it('does not start the delay again on a second signal', async () => {
      const { calls, signals, exited } = setUp({}, undefined, 5000);
      signals.emit('SIGTERM');
      await jest.advanceTimersByTimeAsync(4000);
      signals.emit('SIGTERM');
      await jest.advanceTimersByTimeAsync(1000);
      expect(await exited).toBe(0);
      expect(calls).toEqual(['markUnready', 'stopHttp', 'closeApp', 'exit 0']);
    });

    it('counts the delay toward the timeout', async () => {
      // Stopping HTTP never ends: the timeout, counted from the signal, is what stops.
      const { calls, signals, exited } = setUp(
        { stopHttp: () => new Promise(() => undefined) },
        5000,
        3000,
      );
      signals.emit('SIGTERM');
      await jest.advanceTimersByTimeAsync(4999);
      expect(calls).toEqual(['markUnready']);
      await jest.advanceTimersByTimeAsync(1);
      expect(await exited).toBe(1);
      expect(calls).toEqual(['markUnready', 'exit 1']);
    });
  });

  it('refuses a drain delay that leaves no time to stop', () => {
    const start = (drainDelayMs: number) =>
      stopOnSignals(
        { markUnready: jest.fn(), stopHttp: jest.fn(), closeApp: jest.fn() },
        {
          logger: { log: jest.fn(), warn: jest.fn(), error: jest.fn() },
          exit: jest.fn(),
          signals: new EventEmitter() as unknown as NodeJS.Process,
          drainDelayMs,
        },
      );
    expect(() => start(25_000)).toThrow(/DRAIN_DELAY_MS \(25000\) must be shorter/);
    expect(() => start(10_000)).not.toThrow();
  });
});
