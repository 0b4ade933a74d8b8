// Deploy-time configuration of the shell, read from the environment when the shell is served.
// Where each remote lives is decided here, never at build time.

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

/** The Content-Security-Policy of the shell's HTML: scripts only from itself and the remotes. */
export function contentSecurityPolicy(config) {
  const remoteOrigins = [
    ...new Set(Object.values(config.remotes).map((url) => new URL(url).origin)),
  ];
  const scriptOrigins = [...new Set([...remoteOrigins, ...config.previewOrigins])];
  const sources = ["'self'", ...scriptOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    `img-src 'self' data: blob: ${scriptOrigins.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
