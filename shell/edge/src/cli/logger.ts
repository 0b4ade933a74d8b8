import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { readLogLevel } from '../config';

/**
 * The commands' logger: JSON lines on stdout at LOG_LEVEL (README), each naming the server it
 * comes from (`name`); edge-server.ts adds what keeps cookies, session ids, query strings and
 * bodies out of them.
 */
export function serverLogger(name?: string): FastifyServerOptions['logger'] {
  return { level: readLogLevel(), ...(name ? { name } : {}) };
}

/**
 * Exits once the log lines written so far have reached their destination: pino writes
 * asynchronously, and a bare process.exit() could cut or reorder the last lines.
 */
export function exitAfterLogs(log: FastifyBaseLogger): (code: number) => void {
  return (code) => {
    const { flush } = log as { flush?: (done: (error?: Error) => void) => void };
    if (!flush) process.exit(code);
    // A destination that cannot be written must not keep the process alive.
    setTimeout(() => process.exit(code), 1_000).unref();
    flush.call(log, () => process.exit(code));
  };
}
