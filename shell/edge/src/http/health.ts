// /healthz: the process is alive and answering. /readyz: it should be sent traffic: its
// configuration and build are loaded and what it depends on answers. From SIGTERM on, /readyz
// answers 503 at once so a load balancer stops sending new visitors while in-flight requests
// finish (lifecycle.ts).
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  /** Resolves with nothing when fine; throws (or rejects) with what is wrong. */
  run: () => Promise<void>;
}

export interface Readiness {
  stopping: boolean;
  checks: ReadinessCheck[];
  /** The clock that ages a reused answer (tests pass their own). */
  now: () => number;
}

/** Each check gets this long; a slow dependency is as bad as a dead one for readiness. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timed out'), CHECK_TIMEOUT_MS);
    // A check that throws before it returns a promise fails like one that rejects.
    Promise.resolve()
      .then(() => check.run())
      .then(
        () => {
          clearTimeout(timer);
          resolve(null);
        },
        (error: unknown) => {
          clearTimeout(timer);
          // Read by shape: an error made in another realm (fetch's, in a test VM) is no `Error` here.
          const message = (error as { message?: unknown } | null)?.message;
          resolve(typeof message === 'string' ? message : String(error));
        },
      );
  });
}

export function createReadiness(
  checks: ReadinessCheck[] = [],
  now: () => number = Date.now,
): Readiness {
  return { stopping: false, checks, now };
}

/** A readiness answer is reused this long: however often /readyz is asked, the API is not. */
const CHECKS_REUSED_MS = 1_000;

export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  const noStore = { 'Cache-Control': 'no-store' };
  let last: { at: number; failed: Promise<Record<string, string>> } | null = null;
  const runChecks = async () => {
    const results = await Promise.all(readiness.checks.map(withTimeout));
    return Object.fromEntries(
      readiness.checks.flatMap((check, index) =>
        results[index] ? [[check.name, results[index]]] : [],
      ),
    ) as Record<string, string>;
  };
  app.get('/healthz', (_request, reply) => reply.headers(noStore).send({ status: 'alive' }));
  app.get('/readyz', async (_request, reply) => {
    void reply.headers(noStore);
    if (readiness.stopping) return reply.code(503).send({ status: 'stopping' });
    const at = readiness.now();
    if (!last || at - last.at >= CHECKS_REUSED_MS) {
      last = { at, failed: runChecks() };
    }
    const failed = await last.failed;
    if (Object.keys(failed).length > 0) {
      return reply.code(503).send({ status: 'unready', failed });
    }
    return reply.send({ status: 'ready' });
  });
}

/** A readiness check that the API answers its own health endpoint. */
export function apiReachable(apiUrl: string): ReadinessCheck {
  return {
    name: 'api',
    run: async () => {
      const answer = await fetch(new URL('/api/health', apiUrl), {
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
    },
  };
}
