import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:net';

/** The queue counts as empty after this many turns of the event loop with nothing taken. */
const QUIET_TURNS = 5;
const TURN_MS = 10;
/** Clients (a load balancer not yet told) that keep connecting get this long, no more. */
const MAX_ACCEPT_MS = 3000;

/**
 * Connections a client has already opened may still wait in the kernel's accept queue, and
 * Node takes one from it per turn of the event loop: closing the listener at once would reset
 * them, with their requests. So the server keeps taking connections until the queue has been
 * empty for a few turns; resolves with how many it took.
 */
async function acceptQueuedConnections(server: Server): Promise<number> {
  let accepted = 0;
  const onConnection = () => {
    accepted += 1;
  };
  server.on('connection', onConnection);
  const deadline = Date.now() + MAX_ACCEPT_MS;
  for (let quiet = 0; quiet < QUIET_TURNS && Date.now() < deadline;) {
    const before = accepted;
    await new Promise((resolve) => setTimeout(resolve, TURN_MS));
    quiet = accepted === before ? quiet + 1 : 0;
  }
  server.off('connection', onConnection);
  return accepted;
}

/**
 * How the HTTP server drains when it closes, so that no request that reached it is lost. (Before
 * it closes, for DRAIN_DELAY_MS after the signal, readiness already answers 503 while every
 * request is served as usual: shutdown.ts.)
 * - Fastify is created with `return503OnClosing: false`: a request that arrives while closing
 *   is served rather than refused.
 * - The connections waiting in the accept queue are taken first (above); closing the server
 *   then drops the connections that are idle, which by then are really idle.
 * - A keep-alive connection would hold the server open until its 72 s idle timeout: answers
 *   sent while closing say `Connection: close`, and each connection is closed once idle.
 */
export function drainOnClose(
  fastify: FastifyInstance,
  logger: Pick<LoggerService, 'log'> | false,
): void {
  let closing = false;
  fastify.addHook('preClose', async () => {
    if (closing) return;
    closing = true;
    const taken = await acceptQueuedConnections(fastify.server);
    if (logger) {
      logger.log(
        `No longer accepting connections (${taken} taken from the queue since closing began)`,
      );
    }
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) void reply.header('Connection', 'close');
    done(null, payload);
  });
  fastify.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => fastify.server.closeIdleConnections());
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    if (logger) logger.log('HTTP server closed: every request in flight has been answered');
    done();
  });
}
