// One remote's server: its build (mf-manifest.json, remoteEntry.js, hashed chunks) from its own
// origin, fetched cross-origin by the shell's pages, and its server renderer for the shell's
// server (GET /__render, for the shell's servers alone when RENDER_SECRET is set). Files are
// public, so they carry an open CORS header.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createEdgeServer, refuseTheRest } from '../http/edge-server';
import { sendError } from '../http/errors';
import { apiReachable, createReadiness, type Readiness } from '../http/health';
import { createEdgeMetrics, type EdgeMetrics, labelRoute, UNMATCHED_ROUTE } from '../http/metrics';
import { contentTag, findPublicFile, registerStaticFiles, sendStatic } from '../http/static-files';
import type { MetricsListen } from '../config';
import { registerRenderEndpoint, renderMetrics } from './render-endpoint';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export interface RemoteServerOptions {
  /** The folders to serve, live first (releases.ts servedRoots), looked up at every request. */
  roots: () => string[];
  /** Where the server-side renderer fetches a page's data (the shop's API). */
  apiUrl?: string;
  /** /__render answers only requests that show it (RENDER_SECRET); unset: anyone's. */
  renderSecret?: string | null;
  trustedProxies?: string[];
  logger?: FastifyServerOptions['logger'];
  /** Where GET /metrics is served (METRICS_PORT), and the `server` label (the package's name). */
  metrics?: { listen: MetricsListen; server: string } | null;
}

/** The server's own files, never served: its renderer and anything beside the build. */
const isPrivate = (relative: string) => relative.startsWith('server/');

/** A name for the live build, the same for every copy of it: its manifest's content tag. */
async function releaseOf(root: string): Promise<string> {
  const manifest = path.join(root, 'mf-manifest.json');
  return contentTag(manifest, await stat(manifest));
}

export async function buildRemoteServer(
  options: RemoteServerOptions,
): Promise<{ app: FastifyInstance; readiness: Readiness; metrics: EdgeMetrics | null }> {
  const live = () => path.resolve(options.roots()[0]);
  const readiness = createReadiness([
    {
      name: 'build',
      run: async () => {
        JSON.parse(await readFile(path.join(live(), 'mf-manifest.json'), 'utf8'));
      },
    },
    ...(options.apiUrl ? [apiReachable(options.apiUrl)] : []),
  ]);
  const metrics = options.metrics
    ? createEdgeMetrics(options.metrics.server, options.metrics.listen)
    : null;
  const onRendered = metrics ? renderMetrics(metrics.registry) : undefined;
  const app = createEdgeServer({
    readiness,
    trustedProxies: options.trustedProxies,
    logger: options.logger,
    headers: CORS,
    metrics,
  });
  await registerStaticFiles(app, live());

  app.options('/*', (request, reply) => {
    labelRoute(request, 'preflight');
    return reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD').send();
  });
  registerRenderEndpoint(app, {
    live,
    secret: options.renderSecret ?? null,
    apiUrl: options.apiUrl,
    releaseOf,
    onRendered,
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.raw.url!.split('?')[0];
      const roots = options.roots().map((root) => path.resolve(root));
      const file = await findPublicFile(pathname, roots, isPrivate);
      if (!file) {
        labelRoute(request, UNMATCHED_ROUTE);
        return sendError(reply, 404, 'Not Found');
      }
      labelRoute(request, 'static');
      return sendStatic(request, reply, file);
    },
  });
  refuseTheRest(app, ['POST', 'PUT', 'PATCH', 'DELETE'], 'GET, HEAD, OPTIONS');
  return { app, readiness, metrics };
}
