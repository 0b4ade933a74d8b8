import { EventEmitter } from 'node:events';
import { stopOnSignals, type ShutdownSteps } from './shutdown';

function setUp(steps: Partial<ShutdownSteps> = {}, timeoutMs?: number) {
  const calls: string[] = [];
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    stopOnSignals(
      {
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
      },
    );
  });
  return { calls, signals, exited };
}

describe('stopOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'])(
    'on %s stops HTTP, then closes the app, then stops the database, then exits 0',
    async (signal) => {
      let closing = false;
      const { calls, signals, exited } = setUp({
        stopHttp: async () => {
          closing = true;
          await new Promise((resolve) => setTimeout(resolve, 20));
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
      expect(await exited).toBe(0);
      expect(calls).toEqual(['stopHttp', 'closeApp', 'stopDatabase', 'exit 0']);
    },
  );

  it('stops once, whatever the number of signals', async () => {
    const { calls, signals, exited } = setUp();
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    await exited;
    expect(calls).toEqual(['stopHttp', 'closeApp', 'exit 0']);
  });

  it('exits 1 when a step fails', async () => {
    const { signals, exited } = setUp({ closeApp: () => Promise.reject(new Error('stuck')) });
    signals.emit('SIGTERM');
    expect(await exited).toBe(1);
  });

  it('exits 1 when draining outlasts the timeout', async () => {
    const { signals, exited } = setUp({ closeApp: () => new Promise(() => undefined) }, 50);
    signals.emit('SIGTERM');
    expect(await exited).toBe(1);
  });
});
