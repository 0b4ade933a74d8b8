// Prometheus metrics of a front server, served by a listener of their own (METRICS_PORT) that the
// public origin never exposes. Each server has its own registry, so several servers in one
// process (the tests) keep theirs apart. Requests are counted by route pattern, never by the raw
// path: whatever clients ask for, the number of series stays bounded.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { MetricsListen } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    /** A finer route name a catch-all route gives the request ('static', 'page'); '' if none. */
    routeLabel: string;
  }
}

/** The route of everything no route of its own serves: unknown paths, refused methods. */
export const UNMATCHED_ROUTE = 'unmatched';
const CATCH_ALL = '/*';

/** Seconds, from a cached page (well under a millisecond) to a slow upload. */
export const DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];

/** Names what a catch-all route did with the request, for its metrics and log line. */
export function labelRoute(request: FastifyRequest, label: string): void {
  request.routeLabel = label;
}

/** The request's route as metrics and logs name it: a pattern or a label, never a raw path. */
export function routeOf(request: FastifyRequest): string {
  if (request.routeLabel) return request.routeLabel;
  const pattern = request.routeOptions.url;
  return pattern && pattern !== CATCH_ALL ? pattern : UNMATCHED_ROUTE;
}

export interface EdgeMetrics {
  registry: Registry;
  /** Where GET /metrics answers once the server is ready; null before. */
  address: () => AddressInfo | null;
  /** The same as a URL (http://127.0.0.1:9464/metrics). */
  url: () => string | null;
  /** Starts the metrics listener (the server's onReady) and stops it (its onClose). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A registry for the server named `server` (the `server` label of every series), with the
 * process's default metrics, served at GET /metrics on `listen`.
 */
export function createEdgeMetrics(server: string, listen: MetricsListen): EdgeMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ server });
  collectDefaultMetrics({ register: registry });
  const listener = Fastify({ logger: false, keepAliveTimeout: 5_000, requestTimeout: 10_000 });
  listener.get('/metrics', async (_request, reply) =>
    reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics()),
  );
  const address = () => {
    const bound = listener.server.address();
    return bound && typeof bound === 'object' ? bound : null;
  };
  return {
    registry,
    address,
    url: () => {
      const bound = address();
      if (!bound) return null;
      const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
      return `http://${host}:${bound.port}/metrics`;
    },
    start: async () => {
      await listener.listen({ port: listen.port, host: listen.host });
    },
    stop: () => listener.close(),
  };
}

interface RequestSeries {
  count: { inc: () => void };
  duration: { observe: (seconds: number) => void };
}

/**
 * Counts every answer of `app` and its duration by route, method and status. The series of a
 * label set is looked up once and kept, so a request allocates no label strings.
 */
export function recordRequests(app: FastifyInstance, registry: Registry) {
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route pattern, method and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const known = new Map<string, Map<string, Map<number, RequestSeries>>>();
  const seriesOf = (route: string, method: string, status: number): RequestSeries => {
    let byMethod = known.get(route);
    if (!byMethod) known.set(route, (byMethod = new Map<string, Map<number, RequestSeries>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, RequestSeries>()));
    let series = byStatus.get(status);
    if (!series) {
      const labels = { route, method, status: String(status) };
      series = { count: requests.labels(labels), duration: durations.labels(labels) };
      byStatus.set(status, series);
    }
    return series;
  };
  const record = (request: FastifyRequest, reply: FastifyReply) => {
    const series = seriesOf(routeOf(request), request.method, reply.statusCode);
    series.count.inc();
    series.duration.observe(reply.elapsedTime / 1000);
  };
  app.addHook('onResponse', (request, reply, done) => {
    record(request, reply);
    done();
  });
  /** For answers Fastify's hooks do not see (a target the router could not read). */
  return record;
}
