// One remote's server: its build (mf-manifest.json, remoteEntry.js, hashed chunks) from its own
// origin, fetched cross-origin by the shell's pages, and its server renderer for the shell's
// server (GET /__render, for the shell's servers alone when RENDER_SECRET is set). Files are
// public, so they carry an open CORS header.
//
// Each environment other than production (config.ts ENVIRONMENTS) is served under
// /_env/<name>/ (build-kit's ENVIRONMENT_PATH): its manifest, entry and chunks, and its
// /__render. One server and one port serve them all: a shell reaches an environment by its
// manifest address alone (the federation runtime loads the entry and chunks relative to the
// manifest, and the shell's server asks for /__render beside it), and the hashed chunks of every
// kept release stay available under every path.
//
// The canary (config.ts CANARY) is served the same way, under /_env/canary/, and beside its
// manifest /_env/canary/canary.json, its release and share (404: no canary), with no-cache: the
// shells poll it to learn which visitors get the canary. It is answered once the canary's
// renderer is warm (or has had render-endpoint.ts WARM_WAIT_MS), so no visitor's page waits for
// a cold one. POST /_canary/abort ends it for a shell that judged it failing (canary-abort.ts;
// the render secret's holders only).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { createEdgeServer, refuseTheRest } from '../http/edge-server';
import { sendError } from '../http/errors';
import { apiReachable, createReadiness, type Readiness } from '../http/health';
import { createEdgeMetrics, type EdgeMetrics, labelRoute, UNMATCHED_ROUTE } from '../http/metrics';
import { contentTag, findPublicFile, registerStaticFiles, sendStatic } from '../http/static-files';
import {
  CANARY,
  ENVIRONMENT_PATH,
  isServedPointer,
  type MetricsListen,
  PRODUCTION,
} from '../config';
import { registerCanaryAbort } from './canary-abort';
import {
  registerRenderEndpoint,
  RENDER_PATH,
  renderMetrics,
  warmRendererOnce,
} from './render-endpoint';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export interface RemoteServerOptions {
  /**
   * The folders to serve for an environment (production unless named), live first (releases.ts
   * servedRoots), looked up at every request.
   */
  roots: (environment?: string) => string[];
  /**
   * The live build's folder for an environment (production unless named; releases.ts liveDir),
   * looked up at every render and by the warm check: the first of `roots`, without reading every
   * kept release. Unset: `roots(environment)[0]`.
   */
  live?: (environment?: string) => string;
  /** The canary's state file (releases.ts canaryFile), served at /_env/canary/canary.json. */
  canaryFile?: () => string;
  /**
   * The remote's package folder: POST /_canary/abort ends its canary (the shells' automatic
   * abort, canary-abort.ts); unset (a fixed folder, no releases): no such endpoint.
   */
  packageDir?: string;
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

/** The environment a path names (/_env/<name>/...) and the path within it; null: none known. */
function environmentOf(pathname: string): { environment: string; pathname: string } | null {
  if (!pathname.startsWith(ENVIRONMENT_PATH)) return { environment: PRODUCTION, pathname };
  const rest = pathname.slice(ENVIRONMENT_PATH.length);
  const slash = rest.indexOf('/');
  const environment = slash === -1 ? rest : rest.slice(0, slash);
  if (slash === -1 || !isServedPointer(environment)) return null;
  return { environment, pathname: rest.slice(slash) };
}

const CANARY_FILE = 'canary.json';
/**
 * The canary's state as recorded, never cached (a canary's end must reach the shells), once
 * `warm` (its renderer's warm-up) has settled.
 */
async function sendCanaryState(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | null,
  warm: () => Promise<void>,
) {
  let body: string;
  try {
    if (file === null) throw new Error('no canary here');
    body = await readFile(file, 'utf8');
  } catch {
    labelRoute(request, UNMATCHED_ROUTE);
    return sendError(reply, 404, 'Not Found'); // errors are no-store
  }
  await warm();
  labelRoute(request, 'canary');
  return reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(request.method === 'HEAD' ? undefined : body);
}

/** A name for the live build, the same for every copy of it: its manifest's content tag. */
async function releaseOf(root: string): Promise<string> {
  const manifest = path.join(root, 'mf-manifest.json');
  return contentTag(manifest, await stat(manifest));
}

/** The live build's folder, absolute, for an environment (production unless named). */
export function liveBuild(
  options: Pick<RemoteServerOptions, 'roots' | 'live'>,
): (environment?: string) => string {
  return (environment) =>
    path.resolve(options.live ? options.live(environment) : options.roots(environment)[0]);
}

export async function buildRemoteServer(
  options: RemoteServerOptions,
): Promise<{ app: FastifyInstance; readiness: Readiness; metrics: EdgeMetrics | null }> {
  const liveOf = liveBuild(options);
  const live = () => liveOf();
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
  const render = {
    secret: options.renderSecret ?? null,
    apiUrl: options.apiUrl,
    releaseOf,
    onRendered,
  };
  registerRenderEndpoint(app, { ...render, live });
  registerRenderEndpoint(app, {
    ...render,
    url: `${ENVIRONMENT_PATH}:environment${RENDER_PATH}`,
    live: (request) => {
      const { environment } = request.params as { environment: string };
      return isServedPointer(environment) ? liveOf(environment) : null;
    },
  });
  if (options.packageDir !== undefined) {
    registerCanaryAbort(app, { packageDir: options.packageDir, secret: render.secret });
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const served = environmentOf(request.raw.url!.split('?')[0]);
      if (served?.environment === CANARY && served.pathname === `/${CANARY_FILE}`) {
        // The canary's pointer moves before its state is written (releases.ts), so a state
        // found names the build the canary's pointer leads to.
        const warmCanary = () => warmRendererOnce(liveOf(CANARY), options.apiUrl);
        return sendCanaryState(request, reply, options.canaryFile?.() ?? null, warmCanary);
      }
      const roots = served
        ? options.roots(served.environment).map((root) => path.resolve(root))
        : [];
      const file = served && (await findPublicFile(served.pathname, roots, isPrivate));
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
