// Deploy-time configuration of the shell, read from the environment when the shell is served.
// Where each remote lives is decided here, never at build time.
import { cookieValues } from './html.mjs';

export const REMOTES = [
  { name: 'catalog', env: 'REMOTE_CATALOG_URL', devPort: 3101 },
  { name: 'cartCheckout', env: 'REMOTE_CART_CHECKOUT_URL', devPort: 3102 },
  { name: 'community', env: 'REMOTE_COMMUNITY_URL', devPort: 3103 },
  { name: 'designer', env: 'REMOTE_DESIGNER_URL', devPort: 3104 },
];
export const PREVIEW_PORT_OFFSET = 1000;

function parseUrl(value, what) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${what} must be http(s): "${value}"`);
  }
  return url;
}

/**
 * @returns {{ port: number, apiUrl: string, remotes: Record<string,string>,
 *   previewOrigins: string[] }}
 */
export function readShellConfig(env = process.env) {
  const host = env.REMOTES_HOST ?? 'localhost';
  const remotes = {};
  for (const remote of REMOTES) {
    const value = env[remote.env] ?? `http://${host}:${remote.devPort}/mf-manifest.json`;
    // An empty value means the remote is not deployed: its pages show their fallback and its
    // home-page sections stay out.
    if (value.trim() === '') continue;
    remotes[remote.name] = parseUrl(value, remote.env).href;
  }
  // Previews are allowed only from these origins; empty turns previews off.
  const previewList =
    env.PREVIEW_ORIGINS ??
    REMOTES.map((remote) => `http://${host}:${remote.devPort + PREVIEW_PORT_OFFSET}`).join(',');
  const previewOrigins = previewList
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => parseUrl(item, 'PREVIEW_ORIGINS').origin);
  const port = Number(env.SHOP_PORT ?? env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`SHOP_PORT is not a port: ${port}`);
  return {
    port,
    apiUrl: parseUrl(env.API_URL ?? 'http://127.0.0.1:3000', 'API_URL').origin,
    remotes,
    previewOrigins,
  };
}

export const PREVIEW_COOKIE = 'shop-preview';
export const PREVIEW_PARAM = 'preview';

/**
 * The preview origins this request may load script from: those it asks for (the `?preview=`
 * override, or the session cookie the page sets while a preview is on) that are on the
 * allowlist and name a configured remote. Anything else is ignored.
 */
export function activePreviewOrigins(config, { search = '', cookie = '' } = {}) {
  const requested = [];
  const fromQuery = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (fromQuery) requested.push(fromQuery);
  for (const value of cookieValues(cookie, PREVIEW_COOKIE)) {
    try {
      requested.push(...decodeURIComponent(value).split(' '));
    } catch {
      // a mangled cookie asks for nothing
    }
  }
  const origins = new Set();
  for (const item of requested) {
    const at = item.indexOf('@');
    if (at <= 0 || !(item.slice(0, at) in config.remotes)) continue;
    let origin;
    try {
      origin = new URL(item.slice(at + 1)).origin;
    } catch {
      continue;
    }
    if (config.previewOrigins.includes(origin)) origins.add(origin);
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of the shell's HTML: scripts only from the shell itself and the
 * configured remotes, plus a preview origin only while this request has a preview on.
 */
export function contentSecurityPolicy(config, previewOrigins = []) {
  const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
  const scriptOrigins = [...new Set([...remoteOrigins, ...previewOrigins])];
  const sources = ["'self'", ...scriptOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    `img-src 'self' data: blob: ${scriptOrigins.join(' ')}`.trim(),
    // Each remote's stylesheets come from its own origin, like its scripts.
    `style-src 'self' 'unsafe-inline' ${scriptOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
