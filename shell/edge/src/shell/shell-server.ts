// The shell's server, the shop's one public origin: its static build, every page (server
// rendered with its head and real status, public ones cached for seconds), /api proxied to the
// API, and the health endpoints. Plugins do the HTTP work; this file only says what goes where.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import {
  CANARY_POLL_MS,
  PRODUCTION,
  readCanaryGuardConfig,
  readTelemetryConfig,
  type ShellConfig,
} from '../config';
import type { SocialAccounts } from '@healing/build-kit/render-protocol';
import { createEdgeServer, refuseTheRest } from '../http/edge-server';
import { sendError } from '../http/errors';
import { apiReachable, createReadiness, type Readiness } from '../http/health';
import { escapeAttribute, scriptJson } from '../http/html';
import { createEdgeMetrics, type EdgeMetrics, labelRoute, UNMATCHED_ROUTE } from '../http/metrics';
import {
  chooseEncoding,
  findFile,
  publicPath,
  registerStaticFiles,
  sendStatic,
} from '../http/static-files';
import { registerApiProxy } from './api-proxy';
import { createAreaCache, watchDataVersion } from './area-cache';
import { inlineScriptHashes } from './inline-scripts';
import { createStyleInliner } from './inline-styles';
import { createPageCache, encodePage, type PageEncoding, watchReleases } from './page-cache';
import { MAX_PAGE_PATH_LENGTH, renderAddress } from './page-address';
import { activePreviewOrigins, contentSecurityPolicy } from './previews';
import {
  type AreaAnswer,
  createServerRenderer,
  loadShellRenderer,
  type RenderedPage,
  visitorSession,
} from './server-render';
import {
  type CanaryWatch,
  cohortCookie,
  remotesFor,
  type RemotesView,
  visitorCohort,
  watchCanaries,
} from './canaries';
import { type CanaryGuard, createCanaryGuard } from './canary-guard';
import { createCanaryMailer } from './canary-mail';
import { createShellMetrics, type PageCacheResult } from './shell-metrics';
import { createTelemetryMetrics, registerTelemetry, watchManifestReleases } from './telemetry';

// Matched loosely: the HTML minifier may drop the attribute quotes.
const CONFIG_MARKER = /<meta name="?shop-config"? content="?\{\}"?\s*\/?>/;

/**
 * The shop's social accounts as structured data: the same organisation as the page head's
 * (by its @id), so search engines join them. At the end of the body, not in the head: it is
 * not page meta, which a rendered page's head and the browser replace.
 */
function socialJsonLd(social: SocialAccounts, publicOrigin: string | undefined): string {
  const sameAs = Object.values(social);
  if (sameAs.length === 0 || !publicOrigin) return '';
  const organization = {
    '@context': 'https://schema.org',
    '@id': new URL(ORGANIZATION_ID_PATH, publicOrigin).href,
    sameAs,
  };
  return `<script type="application/ld+json">${scriptJson(organization)}</script>`;
}

/** The organisation's @id in the page head's structured data (the platform's page-head.ts). */
const ORGANIZATION_ID_PATH = '/#organization';

/** The built index.html with the deploy-time configuration and the remotes' preconnects. */
export function renderIndexHtml(
  template: string,
  config: Pick<ShellConfig, 'remotes' | 'previewOrigins'> &
    Partial<Pick<ShellConfig, 'social' | 'publicOrigin' | 'telemetry'>>,
): string {
  const social = config.social ?? {};
  // The browser sends the Web Vitals of this share of page views (POST /_telemetry).
  const { vitalsSampleRate } = config.telemetry ?? readTelemetryConfig({});
  const publicConfig = {
    remotes: config.remotes,
    previewOrigins: config.previewOrigins,
    social,
    telemetry: { vitalsSampleRate },
  };
  if (!CONFIG_MARKER.test(template)) throw new Error('index.html lacks the shop-config meta');
  // Connections to the remotes' origins open while the shell's own script downloads: the
  // manifest is fetched in CORS mode, the scripts without, so each needs its own connection.
  const origins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const preconnects = origins
    .map((origin) => {
      const href = escapeAttribute(origin);
      return `<link rel="preconnect" href="${href}" crossorigin><link rel="preconnect" href="${href}">`;
    })
    .join('');
  return template
    .replace(
      CONFIG_MARKER,
      () =>
        `<meta name="shop-config" content="${escapeAttribute(JSON.stringify(publicConfig))}">${preconnects}`,
    )
    .replace(/<\/body>/i, (end) => `${socialJsonLd(social, config.publicOrigin)}${end}`);
}

/** The build's own files that are not for browsers. */
const isPrivate = (relative: string) =>
  relative === 'index.html' ||
  relative === 'server-render-styles.json' ||
  relative.startsWith('server/');

/**
 * A path that names a file: its last segment ends in an extension, as every file a build makes
 * does (a hashed chunk, a font, the favicon). A page's path has none.
 */
const FILE_PATH = /\.[a-z0-9]+$/i;

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // A page can show the visitor's own cart: never kept by a shared cache.
  'Cache-Control': 'private, no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // The policy names a preview origin only for a visitor with a preview on (cookie or URL), and
  // the body comes in the encoding the browser asked for.
  Vary: 'Cookie, Accept-Encoding',
};

/** How a path reads to the router: decoded where it can be, without a trailing slash. */
function routePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // not decodable: matched as sent
  }
  return path.replace(/\/+$/, '') || '/';
}

/**
 * The back office (/admin, /admin/...; the router ignores case): always the plain page, never
 * server-rendered (it would render with the owner's data) and never cached, as the browser
 * renders it behind the owner's sign-in.
 */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(routePath(pathname));
}

/**
 * Pages search engines are told to skip, whatever the page's own meta says: the back office,
 * a visitor's unsubscribe and newsletter confirmation links, the favourites kept on a
 * visitor's device, and the results of the shop's own search.
 */
function isNoIndexPath(pathname: string): boolean {
  return (
    isAdminPath(pathname) ||
    isOrderLinkPath(pathname) ||
    /^\/(unsubscribe|newsletter\/confirm|favourites|search)$/i.test(routePath(pathname))
  );
}

/**
 * An order's personal link (`/orders/<token>`): the token is the key to the order, so the page
 * names no address to any site it links to or loads from (`Referrer-Policy: no-referrer`), and
 * search engines skip it.
 */
export function isOrderLinkPath(pathname: string): boolean {
  return /^\/orders\/[^/]+$/i.test(routePath(pathname));
}

/**
 * On a public page served through the page cache: `hit` (a copy), `miss` (rendered for this
 * request) or `coalesced` (a render another request had under way), for operators and drills.
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

const NOINDEX_META = '<meta name="robots" content="noindex" data-page-meta>';

const ROBOTS_TXT =
  'User-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /checkout\nAllow: /\n';

export interface ShellServerOptions {
  distDir: string;
  config: ShellConfig;
  logger?: FastifyServerOptions['logger'];
  /**
   * The clock that ages cached pages, readiness answers and a failed remote's rest (tests pass
   * their own).
   */
  now?: () => number;
}

export async function buildShellServer({
  distDir,
  config,
  logger,
  now = Date.now,
}: ShellServerOptions): Promise<{
  app: FastifyInstance;
  readiness: Readiness;
  /** The metrics and their listener, when the configuration names a METRICS_PORT. */
  metrics: EdgeMetrics | null;
}> {
  const root = path.resolve(distDir);
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const plainPage = renderIndexHtml(template, config);
  // Every page is made from this one, so its inline scripts are every page's.
  const scriptHashes = inlineScriptHashes(plainPage);
  // The same for every page without a preview: made once, not on every request.
  const shopPolicy = contentSecurityPolicy(config, [], scriptHashes);
  // The back office's page: the plain page, marked for search engines to skip.
  const adminPage = plainPage.replace(/<\/head>/i, () => `${NOINDEX_META}</head>`);
  const renderer = config.serverRender ? loadShellRenderer(root) : null;
  const readiness = createReadiness([apiReachable(config.apiUrl)], now);
  const metrics = config.metrics ? createEdgeMetrics('shell', config.metrics) : null;
  const measure = metrics
    ? createShellMetrics(metrics.registry, Object.keys(config.remotes))
    : null;
  const app = createEdgeServer({
    readiness,
    trustedProxies: config.trustedProxies,
    logger,
    metrics,
  });
  const warn = (message: string) => app.log.warn(message);
  await registerStaticFiles(app, root);
  await registerApiProxy(app, {
    apiUrl: config.apiUrl,
    timeoutMs: config.apiTimeoutMs,
    trustedProxies: config.trustedProxies,
    metrics: measure,
    uploadCache: config.uploadCache,
    now,
  });
  // Browser telemetry of the remotes, counted next to the release each remote has live.
  const telemetry = metrics
    ? createTelemetryMetrics(metrics.registry, Object.keys(config.remotes), config.environment)
    : null;
  // A production shell aborts a failing canary by itself (canary-guard.ts).
  const isProduction = config.environment === PRODUCTION;
  const guardConfig = config.canaryGuard ?? readCanaryGuardConfig({});
  const mailer = isProduction ? createCanaryMailer(guardConfig) : null;
  const guard: CanaryGuard | null = isProduction
    ? createCanaryGuard({
        remotes: config.remotes,
        rule: guardConfig,
        renderSecret: config.renderSecret,
        log: app.log,
        onAborted: (alert) => {
          telemetry?.canaryAutoAborted(alert.remote, alert.release);
          app.log.error(
            alert,
            `[shell] ${alert.remote} canary ${alert.release} aborted automatically: ` +
              `every visitor gets production's ${alert.production ?? 'release'} at the next poll`,
          );
          mailer?.send(alert).catch((error: unknown) => {
            app.log.error({ err: error, ...alert }, `[shell] the canary abort e-mail failed`);
          });
        },
        now,
      })
    : null;
  if (isProduction) {
    if (config.renderSecret === null) {
      app.log.warn(
        '[shell] RENDER_SECRET is not set: the remotes refuse an automatic canary abort (logged only)',
      );
    }
    app.log.info(
      mailer
        ? `[shell] an automatic canary abort is told by ${mailer.description}`
        : '[shell] CANARY_ALERT_EMAIL is not set: an automatic canary abort is told in the log and metrics only',
    );
  }
  await registerTelemetry(app, {
    remotes: Object.keys(config.remotes),
    ratePerMinute: (config.telemetry ?? readTelemetryConfig({})).ratePerMinute,
    metrics: telemetry,
    onEvent: guard ? (event) => void guard.event(event) : undefined,
  });
  const manifestReleases = telemetry
    ? watchManifestReleases(config.remotes, 60_000, telemetry.liveRelease)
    : null;
  // Canaries go to a share of production's visitors; a staging shell shows staging's releases.
  const canaries: CanaryWatch | null =
    config.environment === PRODUCTION
      ? watchCanaries({
          remotes: config.remotes,
          intervalMs: config.canaryPollMs ?? CANARY_POLL_MS,
          onChange: (remote, canary) => {
            telemetry?.canaryRelease(remote, canary?.release ?? null);
            guard?.canaryChanged(remote, canary);
            app.log.info(
              canary
                ? `[shell] ${remote} canary ${canary.release} for ${canary.share}% of visitors`
                : `[shell] ${remote} canary ended: every visitor gets its live release`,
            );
          },
        })
      : null;
  /** The plain page naming a canary mix's manifests, by its key ('' is the stable page). */
  const plainPages = new Map<string, string>([['', plainPage]]);
  function plainPageFor(view: RemotesView): string {
    let page = plainPages.get(view.key);
    if (page === undefined) {
      page = renderIndexHtml(template, { ...config, remotes: view.remotes });
      // Few mixes at once (one canary per remote); ended canaries' pages go.
      if (plainPages.size > 16) plainPages.clear();
      plainPages.set('', plainPage).set(view.key, page);
    }
    return page;
  }

  // One poll of the public data's version for the whole server, only when areas are kept.
  const dataVersion = renderer && config.areaCacheMs > 0 ? watchDataVersion(config.apiUrl) : null;
  const releases = watchReleases(config.remotes, Math.max(1_000, config.pageCacheMs / 2));
  const areaCache = dataVersion
    ? {
        cache: createAreaCache<AreaAnswer>({
          ttlMs: config.areaCacheMs,
          liveRelease: releases.liveRelease,
          dataVersion: dataVersion.current,
          now,
        }),
        dataVersion: dataVersion.current,
      }
    : null;
  const renderPage = renderer
    ? createServerRenderer({
        renderer,
        remotes: config.remotes,
        publicOrigin: config.publicOrigin,
        social: config.social,
        renderSecret: config.renderSecret,
        styleTags: createStyleInliner({ distDir: root, warn }),
        warn,
        onRemoteRender: measure?.remoteRendered,
        now,
        areaCache,
      })
    : null;
  app.addHook('onClose', (_app, done) => {
    releases.stop();
    dataVersion?.stop();
    manifestReleases?.stop();
    canaries?.stop();
    mailer?.close();
    done();
  });
  const cache = createPageCache({
    ttlMs: config.pageCacheMs,
    liveRelease: releases.liveRelease,
    onLookup: measure?.pageCacheLookup,
    now,
  });

  /** The plain pages never change while the server runs: each encoding is made once. */
  const plainBodies = new Map<string, Promise<Buffer>>();
  function plainBody(
    encoding: PageEncoding | null,
    page = plainPage,
    view: RemotesView | null = null,
  ): Promise<Buffer> {
    const which = page === adminPage ? 'admin' : `shop ${view?.key ?? ''}`;
    const key = `${which} ${encoding ?? 'identity'}`;
    let body = plainBodies.get(key);
    if (!body) {
      if (plainBodies.size > 64) plainBodies.clear();
      const identity = Buffer.from(page);
      body = encoding ? encodePage(identity, encoding) : Promise.resolve(identity);
      plainBodies.set(key, body);
    }
    return body;
  }

  /**
   * A page rendered for `view`'s remotes. The releases a canary rendered are left out of what
   * the page records: the page cache compares them with each remote's live (production)
   * release, and a canary page is told apart by its cache key instead (which names the
   * canary's release).
   */
  async function rendered(
    url: string,
    session: string | undefined,
    requestId: string,
    view: RemotesView,
  ): Promise<RenderedPage> {
    const page = await renderPage!(plainPageFor(view), url, session, requestId, view.remotes);
    const stable = Object.fromEntries(
      Object.entries(page.releases).filter(([remote]) => !view.onCanary.includes(remote)),
    );
    releases.observe(stable);
    return { ...page, releases: stable };
  }

  /**
   * The remotes this visitor's page loads: a running canary's for its cohort. The cohort
   * cookie is given only while a canary runs, to a visitor without one.
   */
  function viewFor(request: FastifyRequest): { view: RemotesView; cookie?: string } {
    const running = canaries?.running();
    if (!running || running.size === 0) return { view: remotesFor(0, config.remotes, new Map()) };
    const { cohort, isNew } = visitorCohort(request.headers.cookie);
    const view = remotesFor(cohort, config.remotes, running);
    const cookie = isNew
      ? cohortCookie(cohort, { secure: request.protocol === 'https' })
      : undefined;
    return { view, cookie };
  }

  /** The page's status and body in the chosen encoding. */
  async function pageFor(
    request: FastifyRequest,
    pathname: string,
    encoding: PageEncoding | null,
    previews: string[],
  ): Promise<{ status: number; body: Buffer; cookies: string[]; cache?: PageCacheResult }> {
    // The back office: no server render, no cache, no shopper's cookie, no canary (it is for
    // shoppers: the owner's pages stay on the live releases).
    if (isAdminPath(pathname)) {
      return { status: 200, body: await plainBody(encoding, adminPage), cookies: [] };
    }
    const { view, cookie: cohort } = viewFor(request);
    guard?.pageServed(view);
    const cookies = cohort ? [cohort] : [];
    const plain = async () => ({
      status: 200,
      body: await plainBody(encoding, plainPageFor(view), view),
      cookies,
    });
    // With a preview on, the page shows the preview's build, which only the browser loads.
    if (!renderer || !renderPage || previews.length > 0) return plain();
    const shell = renderer.module;
    const { session, isNew } = visitorSession(shell, request.headers.cookie);
    if (isNew) cookies.push(shell.sessionCookie(session, { secure: request.protocol === 'https' }));
    const startedAt = performance.now();
    const took = () => (performance.now() - startedAt) / 1000;
    try {
      // Rendered, and cached, from its path and the query parameters the page reads.
      const search = request.raw.url!.slice(pathname.length);
      const url = renderAddress(pathname, search, shell.pageQueryParams(pathname));
      // A public page is rendered for nobody in particular, so it can be shared.
      const shared = shell.isSharedPage(pathname);
      if (shared && config.pageCacheMs > 0) {
        let isRenderedHere = false;
        // A canary mix's pages under their own key (naming each canary's release): a stable
        // visitor never gets a canary's page, nor a canary's visitor the stable one.
        const key = view.key === '' ? url : `${view.key} ${url}`;
        const { page, result } = await cache.get(key, () => {
          isRenderedHere = true;
          return rendered(url, undefined, request.id, view);
        });
        measure?.pageRendered(isRenderedHere ? 'rendered' : 'cached', took());
        const body = await page.body(encoding);
        return { status: page.status, body, cookies, cache: result };
      }
      const page = await rendered(url, shared ? undefined : session, request.id, view);
      const body = Buffer.from(page.html);
      const encoded = encoding ? await encodePage(body, encoding) : body;
      measure?.pageRendered('rendered', took());
      return { status: page.status, body: encoded, cookies };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      measure?.pageRendered('fallback', took());
      return plain();
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (pathname.length > MAX_PAGE_PATH_LENGTH) {
      return sendError(reply, 414, 'The request path is too long.');
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'], [
      'br',
      'gzip',
    ]) as PageEncoding | null;
    // The back office never runs a preview's script: it would run with the owner's session.
    const previews = isAdminPath(pathname)
      ? []
      : activePreviewOrigins(config, {
          search: request.raw.url!.slice(pathname.length),
          cookie: request.headers.cookie,
        });
    const { status, body, cookies, cache } = await pageFor(request, pathname, encoding, previews);
    void reply.code(status).headers({
      ...PAGE_HEADERS,
      'Content-Security-Policy':
        previews.length === 0 ? shopPolicy : contentSecurityPolicy(config, previews, scriptHashes),
    });
    // One cookie as a plain header, as before canaries; the cohort's beside it as a list.
    if (cookies.length > 0)
      void reply.header('Set-Cookie', cookies.length === 1 ? cookies[0] : cookies);
    if (cache) void reply.header(PAGE_CACHE_HEADER, cache);
    if (isNoIndexPath(pathname)) void reply.header('X-Robots-Tag', 'noindex');
    if (isOrderLinkPath(pathname)) void reply.header('Referrer-Policy', 'no-referrer');
    if (encoding) void reply.header('Content-Encoding', encoding);
    void reply.header('Content-Length', body.length);
    return reply.send(request.method === 'HEAD' ? undefined : body);
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(ROBOTS_TXT),
  );
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.raw.url!.split('?')[0];
      // Pages skip the disk, where each one cost a stat that failed (a third of the plain
      // page's rate).
      const namesFile = FILE_PATH.test(pathname);
      const relative = namesFile ? publicPath(pathname, isPrivate) : null;
      const file = relative === null ? null : await findFile([root], relative);
      if (file) {
        labelRoute(request, 'static');
        return sendStatic(request, reply, file);
      }
      // A missing file is a 404. An `.html` address (an old link's) gets a page, the app's own
      // not-found view, as does any other path.
      if (namesFile && !pathname.endsWith('.html')) {
        labelRoute(request, UNMATCHED_ROUTE);
        return sendError(reply, 404, 'Not Found');
      }
      labelRoute(request, 'page');
      return sendPage(request, reply, pathname);
    },
  });
  refuseTheRest(app, ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], 'GET, HEAD');
  return { app, readiness, metrics };
}
