// A remote's server-rendering endpoint, `GET /__render?module=./ProductPage&path=/product/3
// &pattern=/product/:id&props={}`: the HTML of one exposed module for one page, the data it was
// rendered with, the page meta it set, whether it found what the page names, and the
// stylesheets it needs (from the build's own mf-manifest.json). The shell's server asks for it
// while it renders a page; anything but a 200 leaves that area to the browser. The request, the
// answer and the renderer's exports are the render protocol's (@healing/build-kit/render-protocol).
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type {
  RemoteRendererModule,
  RenderContext,
  RenderQuery,
  RenderRequest,
  RenderResponse,
} from '@healing/build-kit/render-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { sendError } from '../http/errors';
import { DURATION_BUCKETS } from '../http/metrics';

export const RENDER_PATH = '/__render';
/** The header in which the shell's servers show the render secret (RENDER_SECRET). */
export const RENDER_SECRET_HEADER = 'x-render-secret';
/** The longest value of any of the query's parameters. */
export const MAX_RENDER_PARAM_LENGTH = 2048;

/** The query's shape, checked by Fastify before the handler runs (a 400 naming what is wrong). */
export const RENDER_QUERY_SCHEMA = {
  type: 'object',
  required: ['module', 'path', 'pattern'],
  properties: {
    module: { type: 'string', pattern: '^\\./[A-Za-z0-9]+$', maxLength: MAX_RENDER_PARAM_LENGTH },
    path: { type: 'string', pattern: '^/', maxLength: MAX_RENDER_PARAM_LENGTH },
    pattern: { type: 'string', pattern: '^/', maxLength: MAX_RENDER_PARAM_LENGTH },
    props: { type: 'string', maxLength: MAX_RENDER_PARAM_LENGTH },
    session: { type: 'string', maxLength: MAX_RENDER_PARAM_LENGTH },
    treePosition: { type: 'string', pattern: '^[01]{0,30}$', maxLength: MAX_RENDER_PARAM_LENGTH },
  },
} as const satisfies {
  type: 'object';
  required: readonly (keyof RenderQuery)[];
  properties: Record<keyof RenderQuery, { type: 'string'; maxLength: number; pattern?: string }>;
};

interface ManifestExpose {
  path?: string;
  assets?: { css?: { sync?: string[] } };
}

interface LoadedRenderer {
  version: number;
  module: RemoteRendererModule;
  exposes: ManifestExpose[];
}

/** The renderer of the build in `root`, reloaded when a release replaces it. */
const renderers = new Map<string, LoadedRenderer>();

/**
 * The renderer file of the build in `root` and its version, or null when it renders nothing.
 * By its real path: `root` is releases/current, a link that a release re-points, and require()
 * caches modules (and the paths it resolved) by real path, so loading through the link after a
 * switch would return the previous release's renderer.
 */
function rendererFile(root: string): { file: string; version: number } | null {
  try {
    const file = realpathSync(path.join(root, 'server', 'render.cjs'));
    return { file, version: statSync(file).mtimeMs };
  } catch {
    return null;
  }
}

export function rendererIn(root: string): LoadedRenderer | null {
  const found = rendererFile(root);
  if (!found) return null;
  const { file, version } = found;
  const known = renderers.get(file);
  if (known?.version === version) return known;
  delete require.cache[file];
  const manifest = JSON.parse(
    readFileSync(path.join(path.dirname(path.dirname(file)), 'mf-manifest.json'), 'utf8'),
  ) as {
    exposes?: ManifestExpose[];
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(file) as RemoteRendererModule;
  const loaded = { version, module, exposes: manifest.exposes ?? [] };
  renderers.set(file, loaded);
  // Releases pruned from the folder are never served again: their renderers go with them.
  for (const kept of renderers.keys()) {
    if (!existsSync(kept)) {
      renderers.delete(kept);
      delete require.cache[kept];
    }
  }
  return loaded;
}

/**
 * Loads the build's renderer and renders its first module once, ahead of the first visitor: a
 * fresh process renders several times slower than a warm one. Failures show at the first request.
 */
export async function warmRenderer(root: string, apiUrl: string | undefined): Promise<void> {
  try {
    const renderer = rendererIn(root);
    const [module] = renderer?.module.renderableModules ?? [];
    if (!renderer || !module) return;
    await rendered(renderer.module, { module, path: '/', pattern: '/', props: {} }, apiUrl);
  } catch {
    // answered as a 500 when asked
  }
}

/** Each build's warm-up (by its renderer's real path and version): one per build. */
const warmUps = new Map<string, Promise<void>>();
/** The longest anyone waits for a warm-up (its renders may wait on a slow API). */
export const WARM_WAIT_MS = 3_000;

/** Settles when `work` does, or after `ms`, whichever is first. */
async function atMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Warms the renderer of the build in `root` unless that build's was warmed already; settles
 * when it is warm, or once it has had WARM_WAIT_MS. Requiring a renderer and its first render
 * hold the event loop (about 150 ms on an idle machine, several times that under load): done as
 * soon as a release goes live (start-remote.ts, remote-server.ts), the visitors' pages and
 * chunks never wait behind it.
 */
export function warmRendererOnce(root: string, apiUrl: string | undefined): Promise<void> {
  const found = rendererFile(root);
  if (!found) return Promise.resolve();
  const key = `${found.file}@${found.version}`;
  let warmUp = warmUps.get(key);
  if (!warmUp) {
    forgetWarmUps((file) => file === found.file || !existsSync(file));
    warmUp = atMost(warmRenderer(root, apiUrl), WARM_WAIT_MS);
    warmUps.set(key, warmUp);
  }
  return warmUp;
}

/**
 * Forgets the warm-ups `gone` names: a build replaced in place (its renderer's version changed)
 * or pruned from disk is never warmed again, so the map holds one entry per build on disk.
 */
function forgetWarmUps(gone: (file: string) => boolean): void {
  for (const key of warmUps.keys()) {
    if (gone(key.slice(0, key.lastIndexOf('@')))) warmUps.delete(key);
  }
}

/** How many builds' warm-ups are remembered (for tests: one per build on disk). */
export function rememberedWarmUps(): number {
  return warmUps.size;
}

/**
 * Renders with `module`, giving the render its API origin: in its render context, and once per
 * process to renderers built before the context existed (their releases may still be live).
 */
function rendered(module: RemoteRendererModule, request: RenderRequest, apiUrl?: string) {
  const context: RenderContext = apiUrl ? { apiUrl } : {};
  if (apiUrl) module.sendApiCallsTo?.(apiUrl);
  return module.render(request, context);
}

/**
 * The schema-checked query as the renderer's request: its props decoded from their JSON (a
 * flat object of strings), the session checked by the platform's own rule (`isSessionId`).
 */
export function parseRenderRequest(
  query: RenderQuery,
  isSessionId: (value: string) => boolean,
): { request: RenderRequest } | { error: string } {
  const { module, path: pagePath, pattern, props: rawProps = '{}', session, treePosition } = query;
  if (session !== undefined && !isSessionId(session)) {
    return { error: 'session must be a session id' };
  }
  let props: unknown;
  try {
    props = JSON.parse(rawProps);
  } catch {
    return { error: 'props must be JSON' };
  }
  const isFlat =
    props !== null &&
    typeof props === 'object' &&
    !Array.isArray(props) &&
    Object.values(props).every((value) => typeof value === 'string');
  if (!isFlat) return { error: 'props must be an object of strings' };
  return {
    request: {
      module,
      path: pagePath,
      pattern,
      props: props as Record<string, string>,
      ...(session ? { session } : {}),
      ...(treePosition === undefined ? {} : { treePosition }),
    },
  };
}

export type RenderOutcome = 'rendered' | 'failed';
export type OnRendered = (module: string, outcome: RenderOutcome, seconds: number) => void;

/** The render endpoint's histogram, by module (one the build renders) and outcome. */
export function renderMetrics(registry: Registry): OnRendered {
  const durations = new Histogram({
    name: 'edge_render_endpoint_duration_seconds',
    help: 'Time to render one exposed module for the shell, by module and outcome (rendered, failed).',
    labelNames: ['module', 'outcome'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  type Observer = { observe: (seconds: number) => void };
  const byOutcome = { rendered: new Map<string, Observer>(), failed: new Map<string, Observer>() };
  return (module, outcome, seconds) => {
    // Only modules the build lists get here: the label values are bounded.
    const children = byOutcome[outcome];
    let child = children.get(module);
    if (!child) children.set(module, (child = durations.labels(module, outcome)));
    child.observe(seconds);
  };
}

/**
 * Whether a request shows `secret` in its X-Render-Secret header, compared in constant time (by
 * digest, so the lengths never differ either).
 */
export function showsRenderSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

interface RenderEndpointOptions {
  /** Where it answers (RENDER_PATH; an environment's is under its path, remote-server.ts). */
  url?: string;
  /**
   * The live build's folder, read once per request: one release answers it whole. Null: the
   * request names no build this server has (an unknown environment), a 404.
   */
  live: (request: FastifyRequest) => string | null;
  /** Only requests that show it are answered (the shell's servers); null: anyone's. */
  secret?: string | null;
  apiUrl: string | undefined;
  /** The release id of the build in a folder. */
  releaseOf: (root: string) => Promise<string>;
  onRendered?: OnRendered;
}

/** What the request's first step found: the live build and its renderer. */
const buildOf = new WeakMap<FastifyRequest, { root: string; renderer: LoadedRenderer }>();

/**
 * `GET /__render` for the live build. With a secret, a request that does not show it is refused
 * (403) before anything else. A build without a renderer answers 404 whatever the query (before
 * the query is checked); otherwise Fastify checks the query against its schema.
 */
export function registerRenderEndpoint(
  app: FastifyInstance,
  {
    url = RENDER_PATH,
    live,
    secret = null,
    apiUrl,
    releaseOf,
    onRendered = () => {},
  }: RenderEndpointOptions,
): void {
  app.get<{ Querystring: RenderQuery }>(url, {
    schema: { querystring: RENDER_QUERY_SCHEMA },
    onRequest: async (request, reply) => {
      if (secret === null || showsRenderSecret(request.headers[RENDER_SECRET_HEADER], secret)) {
        return;
      }
      void reply.header('Cache-Control', 'no-store');
      return sendError(reply, 403, "Only the shop's own servers may ask this server to render.");
    },
    preValidation: async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const root = live(request);
      if (root === null) return sendError(reply, 404, 'Not Found');
      let renderer: LoadedRenderer | null;
      try {
        renderer = rendererIn(root);
      } catch (error) {
        request.log.error({ err: error }, 'the server renderer failed to load');
        return sendError(reply, 500, 'The server renderer failed to load.');
      }
      if (!renderer) return sendError(reply, 404, 'This remote renders nothing on the server.');
      buildOf.set(request, { root, renderer });
    },
    handler: (request, reply) => {
      const { root, renderer } = buildOf.get(request)!;
      return answerRender(request, reply, renderer, {
        apiUrl,
        release: () => releaseOf(root),
        onRendered,
      });
    },
  });
}

/** Answers one render request with `renderer`; `release` names its build. */
async function answerRender(
  request: FastifyRequest<{ Querystring: RenderQuery }>,
  reply: FastifyReply,
  renderer: LoadedRenderer,
  {
    apiUrl,
    release,
    onRendered,
  }: {
    apiUrl: string | undefined;
    release: () => Promise<string>;
    onRendered: OnRendered;
  },
): Promise<FastifyReply> {
  const parsed = parseRenderRequest(request.query, renderer.module.isSessionId);
  if ('error' in parsed) return sendError(reply, 400, parsed.error);
  const { module } = parsed.request;
  if (!renderer.module.renderableModules.includes(module)) {
    return sendError(reply, 404, `${module} is not rendered on the server.`);
  }
  const startedAt = performance.now();
  try {
    const {
      html,
      state,
      meta = null,
      notFound = false,
      shared = false,
      passes,
    } = await rendered(renderer.module, parsed.request, apiUrl);
    const css = renderer.exposes.find((item) => item.path === module)?.assets?.css?.sync ?? [];
    const answer: RenderResponse = {
      html,
      state,
      meta,
      notFound,
      shared,
      ...(passes === undefined ? {} : { passes }),
      css,
      release: await release(),
    };
    onRendered(module, 'rendered', (performance.now() - startedAt) / 1000);
    return reply.send(answer);
  } catch (failure) {
    onRendered(module, 'failed', (performance.now() - startedAt) / 1000);
    // The pattern, not the page's address: that can hold a query string.
    request.log.error({ err: failure, module, pattern: parsed.request.pattern }, 'render failed');
    return sendError(reply, 500, 'The page could not be rendered on the server.');
  }
}
