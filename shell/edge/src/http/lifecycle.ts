// Stopping a front server without losing a visitor's request: on SIGTERM (or SIGINT) it turns
// unready at once, stays open for the drain delay so a load balancer notices and sends new
// visitors elsewhere, then stops taking connections, lets requests in flight finish, and exits.
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health';

/** In-flight requests get this long to finish before the process exits anyway. */
const FINISH_TIMEOUT_MS = 30_000;

export interface StopOptions {
  drainDelayMs: number;
  exit?: (code: number) => void;
  log?: (message: string) => void;
  /** Waits out the drain delay (tests pass one they end themselves). */
  wait?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function drainAndClose(
  app: FastifyInstance,
  readiness: Readiness,
  { drainDelayMs, log = () => {}, wait = waitFor }: Omit<StopOptions, 'exit'>,
): Promise<void> {
  readiness.stopping = true;
  if (drainDelayMs > 0) {
    log(`unready; draining for ${drainDelayMs} ms`);
    await wait(drainDelayMs);
  }
  log('closing: no new connections, requests in flight finish');
  await app.close();
}

/** Installs the signal handlers; a second signal exits at once. */
export function stopOnSignals(app: FastifyInstance, readiness: Readiness, options: StopOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      exit(1);
      return;
    }
    stopping = true;
    options.log?.(`${signal} received`);
    const forced = setTimeout(() => {
      options.log?.('requests still in flight after 30 s; exiting');
      exit(1);
    }, options.drainDelayMs + FINISH_TIMEOUT_MS);
    forced.unref();
    drainAndClose(app, readiness, options).then(
      () => {
        clearTimeout(forced);
        exit(0);
      },
      () => {
        clearTimeout(forced);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
