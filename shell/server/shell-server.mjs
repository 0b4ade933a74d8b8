// The shell's server: its static build with the deploy-time configuration injected into the
// HTML, client-side routes answered with that HTML, and /api (with uploaded files) proxied to
// the API so the whole shop is one origin for the browser.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { resolveFile, sendFile, sendPage, sendText } from '../build-kit/src/static-files.mjs';
import { activePreviewOrigins, contentSecurityPolicy } from './config.mjs';
import { escapeAttribute } from './html.mjs';
import { createStyleInliner } from './inline-styles.mjs';
import { createServerRenderer, loadShellRenderer, visitorSession } from './server-render.mjs';

// Matched loosely: the HTML minifier may drop the attribute quotes.
const CONFIG_MARKER = /<meta name="?shop-config"? content="?\{\}"?\s*\/?>/;

export function renderIndexHtml(template, config) {
  const publicConfig = {
    remotes: config.remotes,
    previewOrigins: config.previewOrigins,
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
  return template.replace(
    CONFIG_MARKER,
    `<meta name="shop-config" content="${escapeAttribute(JSON.stringify(publicConfig))}">${preconnects}`,
  );
}

function proxyToApi(req, res, apiUrl) {
  const target = new URL(req.url ?? '/', apiUrl);
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.setTimeout(30_000, () => upstream.destroy(new Error('API timeout')));
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        statusCode: 502,
        message: "The shop's server can't be reached right now. Please try again in a moment.",
        error: 'Bad Gateway',
      }),
    );
  });
  req.pipe(upstream);
}

/**
 * `config.serverRender: false` sends every page as the plain HTML (the browser renders it all);
 * by default a page's first screen is rendered on the server when the build can (server-render.mjs).
 */
export function createShellServer({ distDir, config }) {
  const root = path.resolve(distDir);
  const html = renderIndexHtml(readFileSync(path.join(root, 'index.html'), 'utf8'), config);
  const renderer = config.serverRender === false ? null : loadShellRenderer(root);
  const renderPage = renderer
    ? createServerRenderer({ renderer, config, styleTags: createStyleInliner({ distDir: root }) })
    : null;

  /**
   * The page's HTML, server-rendered for this visitor when possible (with the cookie naming a
   * new visitor's session), the plain page otherwise.
   */
  async function pageHtml(req, previews) {
    const url = req.url ?? '/';
    // With a preview on, the page shows the preview's build, which only the browser loads.
    if (!renderPage || previews.length > 0) return { page: html };
    try {
      const { session, isNew } = visitorSession(renderer, req.headers.cookie);
      const page = await renderPage(html, url, session);
      const secure = req.headers['x-forwarded-proto'] === 'https' || Boolean(req.socket.encrypted);
      return {
        page,
        cookie: isNew ? renderer.module.sessionCookie(session, { secure }) : undefined,
      };
    } catch (error) {
      console.error(`[shell] server rendering of ${url} failed: ${error?.stack ?? error}`);
      return { page: html };
    }
  }
  const htmlHeaders = {
    'Content-Type': 'text/html; charset=utf-8',
    // A page can show the visitor's own cart: never kept by a shared cache.
    'Cache-Control': 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The policy names a preview origin only for a visitor with a preview on (cookie or URL).
    Vary: 'Cookie',
  };

  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      proxyToApi(req, res, config.apiUrl);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    if (pathname === '/robots.txt') {
      sendText(res, 200, 'User-agent: *\nDisallow: /admin/\nAllow: /\n', {
        'Cache-Control': 'public, max-age=3600',
      });
      return;
    }
    // server/ is the server-side renderer's own build, not a file for browsers.
    const isServerOnly = pathname === '/index.html' || pathname.startsWith('/server/');
    const file = isServerOnly ? null : resolveFile(root, pathname);
    if (file) {
      sendFile(req, res, file).catch(() => sendText(res, 500, 'Read error'));
      return;
    }
    // A missing asset is a 404; anything else is a page the client-side router renders
    // (its own not-found view included).
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      sendText(res, 404, 'Not Found');
      return;
    }
    const previews = activePreviewOrigins(config, {
      search: new URL(req.url ?? '/', 'http://x').search,
      cookie: req.headers.cookie,
    });
    const headers = {
      ...htmlHeaders,
      'Content-Security-Policy': contentSecurityPolicy(config, previews),
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, headers);
      res.end();
      return;
    }
    void pageHtml(req, previews)
      .then(({ page, cookie }) =>
        sendPage(req, res, 200, page, cookie ? { ...headers, 'Set-Cookie': cookie } : headers),
      )
      .catch((error) => {
        console.error(`[shell] sending ${pathname} failed: ${error?.stack ?? error}`);
        if (!res.headersSent) sendText(res, 500, 'Server error');
        else res.destroy();
      });
  });
}

export function startShellServer({ distDir, config, host = '0.0.0.0' }) {
  const server = createShellServer({ distDir, config });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, host, () => resolve(server));
  });
}
