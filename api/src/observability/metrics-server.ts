import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * `GET /metrics` for Prometheus, on a listener of its own (METRICS_PORT, on METRICS_HOST:
 * 127.0.0.1 unless told otherwise), so the shop's public origin never exposes it: the edge
 * proxies only /api/* to the API's own port.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string },
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).send(body);
  });
  await server.listen({ port: options.port, host: options.host });
  return server;
}
