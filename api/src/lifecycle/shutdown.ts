import type { LoggerService } from '@nestjs/common';

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
export type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];

/** Past this, the process exits anyway: orchestrators send SIGKILL at 30 s. */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

export interface ShutdownSteps {
  /** Makes readiness answer 503 (health/readiness.ts); called the moment the signal arrives. */
  markUnready: () => void;
  /** Stops accepting connections and answers the requests in flight (see drain.ts). */
  stopHttp: () => Promise<void>;
  /** Nest's `app.close()`: background work (the mail worker) finishes, then the pool closes. */
  closeApp: () => Promise<void>;
  /** Stops the embedded PostgreSQL, when this process started it. */
  stopDatabase?: () => Promise<void>;
}

export interface ShutdownOptions {
  logger: Pick<LoggerService, 'log' | 'warn' | 'error'>;
  exit: (code: number) => void;
  /** Where the signals come from: the process, or an emitter in tests. */
  signals: Pick<NodeJS.Process, 'on'>;
  /**
   * How long the port stays open, serving every request, after readiness turns 503: the time a
   * load balancer needs to notice and send elsewhere (DRAIN_DELAY_MS). 0 by default.
   */
  drainDelayMs?: number;
  /** From the signal, the drain delay included (an orchestrator's SIGKILL counts from there). */
  timeoutMs?: number;
  /** Waits out the drain delay (tests pass one they end themselves). */
  wait?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops the API on SIGTERM, SIGINT or SIGHUP, in an order that loses nothing: readiness turns
 * 503 at once, the port stays open and serving for the drain delay, then no new connections,
 * every request in flight answered, background work finished, the database pool closed, and
 * only then the embedded PostgreSQL. (Nest's own close would run its shutdown hooks while the
 * server still accepts connections, so the HTTP server is closed first.) A second signal
 * (Ctrl-C reaches `npm start` and the API at once) does not cut the drain short; the timeout
 * does. Throws at once when the drain delay leaves no time to stop within the timeout.
 */
export function stopOnSignals(steps: ShutdownSteps, options: ShutdownOptions): void {
  const { drainDelayMs = 0, timeoutMs = SHUTDOWN_TIMEOUT_MS } = options;
  if (drainDelayMs >= timeoutMs) {
    throw new Error(
      `DRAIN_DELAY_MS (${drainDelayMs}) must be shorter than the ${timeoutMs} ms allowed to stop`,
    );
  }
  let stopping = false;
  const onSignal = (signal: ShutdownSignal) => {
    if (stopping) {
      options.logger.warn(`${signal} received while stopping: still finishing`);
      return;
    }
    stopping = true;
    void shutDown(signal, steps, options);
  };
  for (const signal of SHUTDOWN_SIGNALS) options.signals.on(signal, () => onSignal(signal));
}

async function shutDown(
  signal: ShutdownSignal,
  steps: ShutdownSteps,
  {
    logger,
    exit,
    drainDelayMs = 0,
    timeoutMs = SHUTDOWN_TIMEOUT_MS,
    wait = waitFor,
  }: ShutdownOptions,
): Promise<void> {
  const startedAt = Date.now();
  const deadline = setTimeout(() => {
    logger.error(`Still stopping after ${timeoutMs / 1000} s: exiting without finishing`);
    exit(1);
  }, timeoutMs);
  deadline.unref();
  try {
    steps.markUnready();
    if (drainDelayMs > 0) {
      logger.log(`${signal} received: unready, still serving for ${drainDelayMs} ms`);
      await wait(drainDelayMs);
      logger.log('Drain delay over: answering the requests in flight, then stopping');
    } else {
      logger.log(`${signal} received: answering the requests in flight, then stopping`);
    }
    await steps.stopHttp();
    await steps.closeApp();
    logger.log('Background work finished and database pool closed');
    if (steps.stopDatabase) {
      await steps.stopDatabase();
      logger.log('Embedded PostgreSQL stopped');
    }
    logger.log(`Stopped cleanly in ${Date.now() - startedAt} ms`);
    exit(0);
  } catch (error) {
    logger.error(`Stopping failed: ${error instanceof Error ? error.stack : String(error)}`);
    exit(1);
  } finally {
    clearTimeout(deadline);
  }
}
