// The shell's server-side rendering of a page's first screen. The shell's own renderer (built
// from shell/src/server-render.tsx into dist/server/render.cjs) draws the layout, the route and
// the page's head; each remote area on screen is filled with the HTML its remote renders
// (GET <remote>/__render), with the meta it set and whether it found what the page names. What
// each renderer exports and what /__render takes and answers are the render protocol's
// (@healing/build-kit/render-protocol).
// A remote that is not deployed, fails, or takes longer than SERVER_RENDER_TIMEOUT_MS leaves its
// area to the browser; after a failure its areas are left to the browser for a while instead of
// making every page wait. A remote that refuses the request (4xx: what the visitor's address
// made of it) leaves that one area to the browser and has not failed: one visitor's request can
// never switch a remote's server rendering off for everyone. A remote that answers that it
// renders nothing for a module (404) is not asked for that module again for a minute, so a
// release that starts rendering it on the server is picked up within a minute. A page with an
// area its remote should have rendered and did not is degraded: never kept in the page cache.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  AreaMeta,
  PageArea,
  RenderQuery,
  RenderResponse,
  RenderState,
  ShellRendererModule,
  SocialAccounts,
} from '@healing/build-kit/render-protocol';
import { readMilliseconds } from '../config';
import { RENDER_SECRET_HEADER } from '../remote/render-endpoint';
import { cookieValues, escapeAttribute, scriptJson } from '../http/html';
import { type AreaCache, areaKey } from './area-cache';
import { linkTags, type StyleTags } from './inline-styles';
import type { RemoteRenderOutcome } from './shell-metrics';

export const SERVER_RENDER_TIMEOUT_MS = readMilliseconds(
  process.env.SERVER_RENDER_TIMEOUT_MS,
  'SERVER_RENDER_TIMEOUT_MS',
  400,
);
/** How long a remote that failed to render is left out of server rendering. */
const REST_AFTER_FAILURE_MS = 10_000;
/** How long a module its remote renders nothing for (404) is left to the browser unasked. */
export const RENDERS_NOTHING_RECHECK_MS = 60_000;
const ROOT_MARKER = /<div id="?root"?><\/div>/;
/** How many pages' area positions the renderer keeps at most. */
const POSITIONS_KEPT = 500;

type QueryState = RenderState['queries'][number];

export interface ShellRenderer {
  module: ShellRendererModule;
  styles: string[];
}

/** The shell's renderer and its stylesheets, or null when the build has none. */
export function loadShellRenderer(distDir: string): ShellRenderer | null {
  const file = path.join(distDir, 'server', 'render.cjs');
  const stylesFile = path.join(distDir, 'server-render-styles.json');
  if (!existsSync(file) || !existsSync(stylesFile)) return null;
  const { css } = JSON.parse(readFileSync(stylesFile, 'utf8')) as { css: string[] };
  return {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    module: require(file) as ShellRendererModule,
    styles: css.map((sheet) => `/${sheet}`),
  };
}

/**
 * An area its remote did not render: on purpose (404: not on the server), because it refused
 * this request (another 4xx), or because it failed.
 */
type NoAnswer = 'renders nothing' | 'refused' | 'failed';

export interface AreaAnswer {
  html: string;
  css: string[];
  queries: QueryState[];
  meta: unknown;
  notFound: boolean;
  release: string | null;
  /** The same for every visitor (the remote says so): may be kept in the area cache. */
  shared: boolean;
  /** The length of the remote's answer (what keeping it costs). */
  bytes: number;
}

export interface RenderedPage {
  html: string;
  status: number;
  /** Remote name -> the release that rendered its areas on this page. */
  releases: Record<string, string>;
  /** An area its remote should have rendered was left to the browser (failed or refused). */
  degraded: boolean;
}

export interface ServerRendererOptions {
  renderer: ShellRenderer;
  remotes: Record<string, string>;
  publicOrigin: string;
  /** The shop's social accounts, for the footer. */
  social?: SocialAccounts;
  /** Shown to each remote's /__render (RENDER_SECRET); null: none. */
  renderSecret?: string | null;
  timeoutMs?: number;
  styleTags?: StyleTags;
  now?: () => number;
  warn?: (message: string) => void;
  /** Told how each remote area went and how long its remote took (the shell's metrics). */
  onRemoteRender?: (remote: string, outcome: RemoteRenderOutcome, seconds: number | null) => void;
  /**
   * Where areas rendered for nobody are kept and found again (area-cache.ts), with the public
   * data's version to keep them by; none: every area is asked of its remote.
   */
  areaCache?: { cache: AreaCache<AreaAnswer>; dataVersion: () => string | undefined } | null;
}

/** One area asked of its remote (or of the area cache) for one page. */
interface AreaAsk {
  area: PageArea;
  /** The remote's manifest this visitor's page loads (a canary's for its cohort). */
  manifest: string;
  /** The page's address, as the remote renders it. */
  url: string;
  /** The visitor's session; none: rendered for nobody (a page that may be shared). */
  session: string | undefined;
  /** The page request's id, for the remote's log lines. */
  requestId: string | undefined;
  /** Where the area sits in the shell's tree (the ids React makes depend on it). */
  treePosition: string | undefined;
}

export function createServerRenderer({
  renderer,
  remotes,
  publicOrigin,
  social = {},
  renderSecret = null,
  timeoutMs = SERVER_RENDER_TIMEOUT_MS,
  styleTags = linkTags,
  now = Date.now,
  warn = (message) => console.warn(message),
  onRemoteRender = () => {},
  areaCache = null,
}: ServerRendererOptions) {
  /** Manifest address -> until when that remote's release is left out (a canary rests apart). */
  const restingUntil = new Map<string, number>();
  /** `${manifest} ${module}` -> until when that module is known to render nothing on the server. */
  const rendersNothingUntil = new Map<string, number>();
  /** Areas for nobody being asked of their remote, by version and key: asked once at a time. */
  const pendingAreas = new Map<string, Promise<AreaAnswer | NoAnswer>>();
  /** Page path -> where its areas sit in the shell's tree: the same for every visit to it. */
  const positionsByPath = new Map<string, Record<string, string>>();

  function areaPositionsFor(url: string, configured: readonly string[]): Record<string, string> {
    const { remoteAreaPositions } = renderer.module;
    if (!remoteAreaPositions) return {};
    const key = `${new URL(url, 'http://x').pathname} ${configured.join(' ')}`;
    let positions = positionsByPath.get(key);
    if (!positions) {
      positions = remoteAreaPositions(url, configured);
      // Bounded: a visitor can ask for any number of paths.
      if (positionsByPath.size >= POSITIONS_KEPT) positionsByPath.clear();
      positionsByPath.set(key, positions);
    }
    return positions;
  }

  /**
   * The area from the area cache when it may be (rendered for nobody, by the remote's stable
   * manifest), else from its remote, kept when the remote says it is the same for everyone.
   */
  async function areaFor(ask: AreaAsk): Promise<AreaAnswer | NoAnswer> {
    const { area, manifest, url, session, treePosition } = ask;
    // A canary's manifest is not the live release watched for the remote: never kept.
    if (!areaCache || session !== undefined || remotes[area.remote] !== manifest) {
      return fetchArea(ask);
    }
    const { cache, dataVersion } = areaCache;
    const key = areaKey({
      manifest,
      module: area.module,
      url,
      pattern: area.pattern,
      props: area.props,
      treePosition,
    });
    const kept = cache.get(key, area.remote);
    if (kept) {
      onRemoteRender(area.remote, 'cached', null);
      return kept;
    }
    // Read before the area is asked for: what it is kept at is never newer than its data.
    const version = dataVersion();
    // A burst of pages with the same area (a product everyone opens) costs its remote one render.
    const pendingKey = `${version ?? ''} ${key}`;
    const under = pendingAreas.get(pendingKey);
    if (under) return under;
    const asking = fetchArea(ask)
      .then((answer) => {
        if (typeof answer !== 'string' && answer.shared && answer.release !== null) {
          cache.set(key, area.remote, {
            area: answer,
            release: answer.release,
            version,
            bytes: answer.bytes,
          });
        }
        return answer;
      })
      .finally(() => pendingAreas.delete(pendingKey));
    pendingAreas.set(pendingKey, asking);
    return asking;
  }

  async function fetchArea({
    area,
    manifest,
    url,
    session,
    requestId,
    treePosition,
  }: AreaAsk): Promise<AreaAnswer | NoAnswer> {
    const moduleKey = `${manifest} ${area.module}`;
    if ((restingUntil.get(manifest) ?? 0) > now()) {
      onRemoteRender(area.remote, 'resting', null);
      return 'failed';
    }
    if ((rendersNothingUntil.get(moduleKey) ?? 0) > now()) {
      onRemoteRender(area.remote, 'renders_nothing', null);
      return 'renders nothing';
    }
    const address = new URL('__render', manifest);
    const query: RenderQuery = {
      module: area.module,
      path: url,
      pattern: area.pattern,
      props: JSON.stringify(area.props ?? {}),
      ...(session ? { session } : {}),
      ...(treePosition === undefined ? {} : { treePosition }),
    };
    address.search = new URLSearchParams({ ...query }).toString();
    const startedAt = performance.now();
    const took = () => (performance.now() - startedAt) / 1000;
    try {
      const headers: Record<string, string> = {};
      // The remote's log lines for this area carry the page request's id.
      if (requestId) headers['X-Request-Id'] = requestId;
      if (renderSecret !== null) headers[RENDER_SECRET_HEADER] = renderSecret;
      const answer = await fetch(address, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // 404: this remote renders nothing (or not this module) on the server; not a failure.
      if (answer.status === 404) {
        rendersNothingUntil.set(moduleKey, now() + RENDERS_NOTHING_RECHECK_MS);
        await answer.body?.cancel(); // its text is not needed; the connection is free again
        onRemoteRender(area.remote, 'renders_nothing', took());
        return 'renders nothing';
      }
      // Any other 4xx: the remote refused what this page's address made of the request.
      if (answer.status >= 400 && answer.status < 500) {
        await answer.body?.cancel();
        onRemoteRender(area.remote, 'refused', took());
        warn(
          `[shell] ${area.remote} refused to render ${area.module} (answered ${answer.status}); the browser will`,
        );
        return 'refused';
      }
      if (!answer.ok) {
        await answer.body?.cancel();
        throw new Error(`answered ${answer.status}`);
      }
      // Another release's server answers: read by shape, not trusted to be this protocol's.
      const text = await answer.text();
      const body = JSON.parse(text) as Partial<Record<keyof RenderResponse, unknown>>;
      if (typeof body.html !== 'string' || !Array.isArray(body.css)) throw new Error('bad answer');
      const state = body.state as { queries?: unknown } | undefined;
      const rendered: AreaAnswer = {
        html: body.html,
        css: body.css
          .filter((file): file is string => typeof file === 'string')
          .map((file) => new URL(file, manifest).href),
        queries: Array.isArray(state?.queries) ? (state.queries as QueryState[]) : [],
        meta: body.meta ?? null,
        notFound: body.notFound === true,
        release: typeof body.release === 'string' ? body.release : null,
        shared: body.shared === true,
        bytes: text.length,
      };
      onRemoteRender(area.remote, 'ok', took());
      return rendered;
    } catch (error) {
      restingUntil.set(manifest, now() + REST_AFTER_FAILURE_MS);
      // Read by shape: fetch's errors come from another realm in tests.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      onRemoteRender(area.remote, timedOut ? 'timeout' : 'error', took());
      warn(
        `[shell] ${area.remote} could not render ${area.module} (${(error as Error).message}); the browser will`,
      );
      return 'failed';
    }
  }

  /**
   * The page's HTML with its head and first screen rendered in, for the visitor with this
   * session id (none: an anonymous page that may be shared); `template` is the shell's
   * index.html with the deploy-time configuration in it; `requestId` is the page request's.
   * `view` names the remotes' manifests for this visitor (a canary's for its cohort: canaries.ts
   * remotesFor), the same the template's shop-config names; the configured ones unless given.
   */
  return async function renderPage(
    template: string,
    url: string,
    session: string | undefined,
    requestId?: string,
    view: Record<string, string> = remotes,
  ): Promise<RenderedPage> {
    const shell = renderer.module;
    const pathname = new URL(url, 'http://x').pathname;
    const areas = shell.pageAreasFor(pathname).filter((area) => Object.hasOwn(view, area.remote));
    // Each remote renders its area where the shell's tree has it, so that the browser, which
    // hydrates it there, makes the same ids (a shell built before this knows none).
    const positions = areas.length > 0 ? areaPositionsFor(url, Object.keys(view)) : {};
    const answers = await Promise.all(
      areas.map((area) => {
        const id = shell.remoteModuleId(area.remote, area.module);
        const position = Object.hasOwn(positions, id) ? positions[id] : undefined;
        return areaFor({
          area,
          manifest: view[area.remote],
          url,
          session,
          requestId,
          treePosition: position,
        });
      }),
    );
    const fragments: Record<string, string> = {};
    const failed: string[] = [];
    const stylesheets = [...renderer.styles];
    const queries: QueryState[] = [];
    const areaMeta: AreaMeta[] = [];
    const releases: Record<string, string> = {};
    areas.forEach((area, index) => {
      const answer = answers[index];
      const id = shell.remoteModuleId(area.remote, area.module);
      if (answer === 'failed' || answer === 'refused') failed.push(id);
      if (typeof answer === 'string') return;
      fragments[id] = answer.html;
      stylesheets.push(...answer.css);
      queries.push(...answer.queries);
      areaMeta.push({ meta: answer.meta, notFound: answer.notFound });
      if (answer.release) releases[area.remote] = answer.release;
    });
    // The same query can come from two areas (the visitor's cart): once is enough.
    const state: RenderState = {
      mutations: [],
      queries: [...new Map(queries.map((query) => [query.queryHash, query])).values()],
    };
    const rendered = shell.renderShell({
      url,
      remotes: Object.keys(view),
      fragments,
      failed,
      state,
      session,
      areaMeta,
      origin: publicOrigin,
      social,
    });
    const styles = await styleTags([...new Set(stylesheets)]);
    const markers = Object.entries(shell.TAKING_OVER_ATTRIBUTES)
      .map(([name, value]) => (value ? `${name}="${escapeAttribute(value)}"` : name))
      .join(' ');
    // A page for nobody in particular may be served from the cache: the browser refreshes it.
    const shared = session === undefined ? ` ${shell.SHARED_STATE_ATTRIBUTE}` : '';
    const stateScript = `<script type="application/json" id="${shell.SERVER_STATE_ID}"${shared}>${scriptJson(state)}</script>`;
    if (!ROOT_MARKER.test(template)) throw new Error('index.html lacks an empty #root');
    const html = shell
      .replacePageHead(template, rendered.head)
      .replace('</head>', () => `${styles}</head>`)
      .replace(ROOT_MARKER, () => `<div id="root" ${markers}>${rendered.html}</div>${stateScript}`);
    return { html, status: rendered.status, releases, degraded: failed.length > 0 };
  };
}

export type RenderPage = ReturnType<typeof createServerRenderer>;

/**
 * The visitor's session id from the cart-session cookie, or a new one the page then gives the
 * browser in that cookie (the platform adopts it when it has none stored yet).
 */
export function visitorSession(shell: ShellRendererModule, cookieHeader: string | undefined) {
  const known = cookieValues(cookieHeader, shell.SESSION_COOKIE).find((value) =>
    shell.isSessionId(value),
  );
  return known
    ? { session: known, isNew: false }
    : { session: shell.createSessionId(), isNew: true };
}
