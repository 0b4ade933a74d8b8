// The shell's server-side rendering of a page's first screen. The shell's own renderer (built
// from src/server-render.tsx into dist/server/render.cjs) draws the layout and the route; each
// remote area on screen is filled with the HTML its remote renders (GET <remote>/__render).
// A remote that is not deployed, fails, or takes longer than SERVER_RENDER_TIMEOUT_MS leaves its
// area to the browser, as before; after a failure its areas are left to the browser for a while
// instead of making every page wait. A remote that answers that it renders nothing for a module
// (404) is not asked for that module again for a minute, so a release that starts rendering it
// on the server is picked up within a minute. Any failure of the shell's renderer sends the plain
// page.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cookieValues, escapeAttribute, scriptJson } from './html.mjs';

const require = createRequire(import.meta.url);
export const SERVER_RENDER_TIMEOUT_MS = Number(process.env.SERVER_RENDER_TIMEOUT_MS ?? 400);
/** How long a remote that failed to render is left out of server rendering. */
const REST_AFTER_FAILURE_MS = 10_000;
/** How long a module its remote renders nothing for (404) is left to the browser unasked. */
export const RENDERS_NOTHING_RECHECK_MS = 60_000;
const ROOT_MARKER = /<div id="?root"?><\/div>/;

/** The shell's renderer and its stylesheets, or null when the build has none. */
export function loadShellRenderer(distDir) {
  const file = path.join(distDir, 'server', 'render.cjs');
  const stylesFile = path.join(distDir, 'server-render-styles.json');
  if (!existsSync(file) || !existsSync(stylesFile)) return null;
  return {
    module: require(file),
    styles: JSON.parse(readFileSync(stylesFile, 'utf8')).css.map((file) => `/${file}`),
  };
}

/** Stylesheets as <link> elements (what a page gets when nothing inlines them). */
export async function linkTags(hrefs) {
  return hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
}

/**
 * `styleTags` writes the page's stylesheets into its head (inline-styles.mjs writes their text;
 * by default they are linked).
 */
export function createServerRenderer({
  renderer,
  config,
  timeoutMs = SERVER_RENDER_TIMEOUT_MS,
  styleTags = linkTags,
  now = Date.now,
}) {
  const restingUntil = new Map();
  /** `${remote} ${module}` -> until when that module is known to render nothing on the server. */
  const rendersNothingUntil = new Map();

  async function fetchArea(area, url, session) {
    const manifest = config.remotes[area.remote];
    const moduleKey = `${area.remote} ${area.module}`;
    if ((restingUntil.get(area.remote) ?? 0) > now()) return null;
    if ((rendersNothingUntil.get(moduleKey) ?? 0) > now()) return null;
    const address = new URL('__render', manifest);
    address.search = new URLSearchParams({
      module: area.module,
      path: url,
      pattern: area.pattern,
      props: JSON.stringify(area.props ?? {}),
      session,
    }).toString();
    try {
      const answer = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
      // 404: this remote renders nothing (or not this module) on the server; not a failure.
      if (answer.status === 404) {
        rendersNothingUntil.set(moduleKey, now() + RENDERS_NOTHING_RECHECK_MS);
        await answer.body?.cancel(); // its text is not needed; the connection is free again
        return null;
      }
      if (!answer.ok) throw new Error(`answered ${answer.status}`);
      const body = await answer.json();
      if (typeof body.html !== 'string' || !Array.isArray(body.css)) throw new Error('bad answer');
      return {
        html: body.html,
        css: body.css.map((file) => new URL(file, manifest).href),
        queries: Array.isArray(body.state?.queries) ? body.state.queries : [],
      };
    } catch (error) {
      restingUntil.set(area.remote, now() + REST_AFTER_FAILURE_MS);
      console.warn(
        `[shell] ${area.remote} could not render ${area.module} (${error.message}); the browser will`,
      );
      return null;
    }
  }

  /**
   * The page's HTML with its first screen rendered in, for the visitor with this session id;
   * `template` is the shell's index.html.
   */
  return async function renderPage(template, url, session) {
    const shell = renderer.module;
    const pathname = new URL(url, 'http://x').pathname;
    const areas = shell
      .pageAreasFor(pathname)
      .filter((area) => Object.hasOwn(config.remotes, area.remote));
    const answers = await Promise.all(areas.map((area) => fetchArea(area, url, session)));
    const fragments = {};
    const stylesheets = [...renderer.styles];
    const queries = [];
    areas.forEach((area, index) => {
      const answer = answers[index];
      if (!answer) return;
      fragments[shell.remoteModuleId(area.remote, area.module)] = answer.html;
      stylesheets.push(...answer.css);
      queries.push(...answer.queries);
    });
    // The same query can come from two areas (the visitor's cart): once is enough.
    const state = {
      mutations: [],
      queries: [...new Map(queries.map((query) => [query.queryHash, query])).values()],
    };
    const body = shell.renderShell({
      url,
      remotes: Object.keys(config.remotes),
      fragments,
      state,
      session,
    });
    const styles = await styleTags([...new Set(stylesheets)]);
    const markers = Object.entries(shell.TAKING_OVER_ATTRIBUTES)
      .map(([name, value]) => (value ? `${name}="${escapeAttribute(value)}"` : name))
      .join(' ');
    const stateScript = `<script type="application/json" id="${shell.SERVER_STATE_ID}">${scriptJson(state)}</script>`;
    if (!ROOT_MARKER.test(template)) throw new Error('index.html lacks an empty #root');
    return template
      .replace('</head>', () => `${styles}</head>`)
      .replace(ROOT_MARKER, () => `<div id="root" ${markers}>${body}</div>${stateScript}`);
  };
}

/**
 * The visitor's session id from the cart-session cookie, or a new one the page then gives the
 * browser in that cookie (the platform adopts it when it has none stored yet).
 */
export function visitorSession(renderer, cookieHeader) {
  const shell = renderer.module;
  const known = cookieValues(cookieHeader, shell.SESSION_COOKIE).find(shell.isSessionId);
  return known
    ? { session: known, isNew: false }
    : { session: shell.createSessionId(), isNew: true };
}
