// A remote's server-rendering endpoint, `GET /__render?module=./ProductPage&path=/product/3
// &pattern=/product/:id&props={}`: the HTML of one exposed module for one page, the data it was
// rendered with, the page meta it set, whether it found what the page names, and the
// stylesheets it needs (from the build's own mf-manifest.json). The shell's server asks for it
// while it renders a page; anything but a 200 leaves that area to the browser.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { sendError } from '../http/errors';
import { DURATION_BUCKETS } from '../http/metrics';

export const RENDER_PATH = '/__render';
const MAX_PARAM_LENGTH = 2048;

export interface RenderRequest {
  module: string;
  path: string;
  pattern: string;
  props: Record<string, string>;
  session?: string;
}

export interface RenderResult {
  html: string;
  state: unknown;
  meta?: unknown;
  notFound?: boolean;
}

/** What a remote's dist/server/render.cjs exports (shell/build-kit/src/ssr/render-remote.tsx). */
export interface RemoteRendererModule {
  renderableModules: readonly string[];
  render: (request: RenderRequest) => Promise<RenderResult>;
  isSessionId: (value: string) => boolean;
  sendApiCallsTo: (apiUrl: string) => void;
}

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

export function rendererIn(root: string): LoadedRenderer | null {
  let file: string;
  let version: number;
  try {
    // By its real path: `root` is releases/current, a link that a release re-points, and
    // require() caches modules (and the paths it resolved) by real path, so loading through
    // the link after a switch would return the previous release's renderer.
    file = realpathSync(path.join(root, 'server', 'render.cjs'));
    version = statSync(file).mtimeMs;
  } catch {
    return null;
  }
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
    if (apiUrl) renderer.module.sendApiCallsTo(apiUrl);
    await renderer.module.render({ module, path: '/', pattern: '/', props: {} });
  } catch {
    // answered as a 500 when asked
  }
}

/** The request's parameters, checked; `isSessionId` is the platform's own check. */
export function parseRenderRequest(
  query: Record<string, unknown>,
  isSessionId: (value: string) => boolean,
): { request: RenderRequest } | { error: string } {
  const text = (name: string, fallback = '') => {
    const value = query[name];
    return typeof value === 'string' ? value : fallback;
  };
  const module = text('module');
  const pagePath = text('path');
  const pattern = text('pattern');
  const rawProps = text('props', '{}');
  const session = typeof query.session === 'string' ? query.session : undefined;
  if (session !== undefined && !isSessionId(session)) {
    return { error: 'session must be a session id' };
  }
  for (const value of [module, pagePath, pattern, rawProps]) {
    if (value.length > MAX_PARAM_LENGTH) return { error: 'a parameter is too long' };
  }
  if (!/^\.\/[A-Za-z0-9]+$/.test(module)) return { error: 'module must name an exposed module' };
  if (!pagePath.startsWith('/') || !pattern.startsWith('/')) {
    return { error: 'path and pattern must start with /' };
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

/** Answers one render request for the build in `root`; `release` names that build. */
export async function answerRender(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    root,
    apiUrl,
    release,
    onRendered = () => {},
  }: {
    root: string;
    apiUrl: string | undefined;
    release: () => Promise<string>;
    onRendered?: OnRendered;
  },
): Promise<FastifyReply> {
  void reply.header('Cache-Control', 'no-store');
  let renderer: LoadedRenderer | null;
  try {
    renderer = rendererIn(root);
  } catch (error) {
    request.log.error({ err: error }, 'the server renderer failed to load');
    return sendError(reply, 500, 'The server renderer failed to load.');
  }
  if (!renderer) return sendError(reply, 404, 'This remote renders nothing on the server.');
  const parsed = parseRenderRequest(
    request.query as Record<string, unknown>,
    renderer.module.isSessionId,
  );
  if ('error' in parsed) return sendError(reply, 400, parsed.error);
  const { module } = parsed.request;
  if (!renderer.module.renderableModules.includes(module)) {
    return sendError(reply, 404, `${module} is not rendered on the server.`);
  }
  const startedAt = performance.now();
  try {
    if (apiUrl) renderer.module.sendApiCallsTo(apiUrl);
    const {
      html,
      state,
      meta = null,
      notFound = false,
    } = await renderer.module.render(parsed.request);
    const css = renderer.exposes.find((item) => item.path === module)?.assets?.css?.sync ?? [];
    const answer = { html, state, meta, notFound, css, release: await release() };
    onRendered(module, 'rendered', (performance.now() - startedAt) / 1000);
    return reply.send(answer);
  } catch (failure) {
    onRendered(module, 'failed', (performance.now() - startedAt) / 1000);
    // The pattern, not the page's address: that can hold a query string.
    request.log.error({ err: failure, module, pattern: parsed.request.pattern }, 'render failed');
    return sendError(reply, 500, 'The page could not be rendered on the server.');
  }
}
