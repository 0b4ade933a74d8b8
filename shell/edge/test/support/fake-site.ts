// A shell build and a remote for the page tests: a dist folder with the shell's index.html and a
// stand-in for its server renderer (the interface of shell/src/server-render.tsx), and a real
// HTTP remote that answers /__render and its manifest the way a remote's server does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const TEMPLATE =
  '<!doctype html><html><head><title>Healing Shop</title><meta name="description" content="default">' +
  '<meta name=shop-config content="{}"></head><body><div id=root></div></body></html>';

/** The shell renderer's interface: areas per path, the page's head from its areas' meta. */
const SHELL_RENDERER_SOURCE = `
exports.TAKING_OVER_ATTRIBUTES = { 'data-server-rendered': '', 'aria-busy': 'true' };
exports.SERVER_STATE_ID = 'server-state';
exports.SHARED_STATE_ATTRIBUTE = 'data-shared';
exports.SESSION_COOKIE = 'cart-session';
exports.isSessionId = (value) => /^session_\\d{10,16}_[0-9a-f]{32}$/.test(value ?? '');
exports.sessionCookie = (id, { secure }) =>
  'cart-session=' + id + '; Path=/; Max-Age=31536000; SameSite=Lax' + (secure ? '; Secure' : '');
let sessions = 0;
exports.createSessionId = () => 'session_17638000000' + String(sessions++).padStart(2, '0') + '_' + 'ab'.repeat(16);
exports.remoteModuleId = (remote, module) => remote + '/' + module.replace(/^\\.\\//, '');
exports.pageAreasFor = (pathname) =>
  pathname === '/' ? [{ remote: 'catalog', module: './HomeSections', pattern: '/' }]
  : pathname.startsWith('/product/') ? [{ remote: 'catalog', module: './ProductPage', pattern: '/product/:id' }]
  : pathname === '/cart' ? [{ remote: 'catalog', module: './CartPage', pattern: '/cart' }]
  : pathname.startsWith('/love-is') ? [{ remote: 'catalog', module: './CollectionPage', pattern: '/love-is' }]
  : [];
exports.pageQueryParams = (pathname) =>
  pathname.startsWith('/love-is') ? ['view', 'sort', 'category']
  : pathname === '/cart' ? ['promo']
  : [];
exports.isSharedPage = (pathname) => pathname !== '/cart';
exports.replacePageHead = (template, head) =>
  template.replace(/<title>[^<]*<\\/title><meta name="description" content="[^"]*">/, head);
exports.renderShell = ({ url, fragments, failed, session, areaMeta, social }) => {
  const known = exports.pageAreasFor(new URL(url, 'http://x').pathname).length > 0 || url === '/about';
  const notFound = !known || areaMeta.some((area) => area.notFound);
  const title = areaMeta.find((area) => area.meta)?.meta.title ?? 'Healing Shop';
  return {
    html: '<main data-session="' + (session ?? 'none') + '">' + (Object.values(fragments).join('') || (failed.length ? 'could not load ' + failed.join(' ') : 'loading')) + '</main>' +
      (social && Object.keys(social).length ? '<footer>' + Object.values(social).join(' ') + '</footer>' : ''),
    head: '<title>' + title + '</title>' + (notFound ? '<meta name="robots" content="noindex">' : ''),
    status: notFound ? 404 : 200,
  };
};
`;

export function makeShellDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-shell-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'server', 'render.cjs'), SHELL_RENDERER_SOURCE);
  writeFileSync(path.join(dir, 'server-render-styles.json'), JSON.stringify({ css: [] }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RenderAsked {
  module: string;
  path: string;
  session?: string;
  /** The render secret the request showed (X-Render-Secret), if any. */
  secret?: string;
  /** Asked of the canary's /__render (/_env/canary/__render). */
  canary?: true;
}

/** A remote whose /__render answers can be changed by the test (`mode`). */
export async function startFakeRemote() {
  const asked: RenderAsked[] = [];
  const remote = {
    asked,
    release: 'release-1',
    /**
     * How /__render answers: rendered (`ok`, `missing`: a not-found state), never (`hang`:
     * closing the remote ends those requests), 500 (`broken`), 404 (`none`: renders nothing on
     * the server), 400 (`refusing`, as a real remote answers a query over its limits).
     */
    mode: 'ok' as 'ok' | 'hang' | 'broken' | 'none' | 'missing' | 'refusing',
    /**
     * Which of its answers say they are the same for every visitor (`shared`): none (as
     * renderers before it), those rendered for nobody (as a real one), or (a wrong one) all.
     */
    shares: 'none' as 'none' | 'anonymous' | 'always',
    /**
     * The canary it runs, served at /_env/canary/canary.json as a remote's server does (404:
     * none); its manifest and /__render under /_env/canary/ answer as `canary.release`.
     */
    canary: null as { release: string; share: number; since: string } | null,
    /** How many times its canary state was read. */
    canaryPolls: 0,
    /**
     * The abort requests it got (POST /_canary/abort); as a remote's server, it ends the canary
     * they name (200) and answers 409 for any other release.
     */
    aborts: [] as { secret?: string; body: { release?: string; reason?: string } }[],
    url: '',
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const onCanary = url.pathname.startsWith('/_env/canary/');
    const pathname = onCanary ? url.pathname.slice('/_env/canary'.length) : url.pathname;
    const release = onCanary ? (remote.canary?.release ?? remote.release) : remote.release;
    if (req.method === 'POST' && url.pathname === '/_canary/abort') {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        const body = JSON.parse(text) as { release?: string; reason?: string };
        const secret = req.headers['x-render-secret'];
        remote.aborts.push(typeof secret === 'string' ? { secret, body } : { body });
        if (remote.canary?.release !== body.release) return json(409, { message: 'not running' });
        remote.canary = null;
        json(200, { aborted: body.release, production: remote.release });
      });
      return;
    }
    if (pathname === '/canary.json' && onCanary) {
      remote.canaryPolls += 1;
      return remote.canary ? json(200, remote.canary) : json(404, { message: 'Not Found' });
    }
    if (pathname === '/mf-manifest.json') {
      json(200, { exposes: [] }, { ETag: `"${release}"` });
      return;
    }
    const params = Object.fromEntries(url.searchParams) as unknown as RenderAsked;
    const secret = req.headers['x-render-secret'];
    const ask: RenderAsked = typeof secret === 'string' ? { ...params, secret } : params;
    asked.push(onCanary ? { ...ask, canary: true } : ask);
    if (remote.mode === 'hang') return;
    if (remote.mode === 'broken') return json(500, { message: 'boom' });
    if (remote.mode === 'none') return json(404, { message: 'not rendered on the server' });
    // As a remote's server checks its query (render-endpoint.ts): 2,048 characters at most.
    if (remote.mode === 'refusing' || (params.path ?? '').length > 2048) {
      return json(400, { message: 'path must NOT have more than 2048 characters' });
    }
    json(200, {
      html: `<h1>${params.module} for ${params.session ?? 'anyone'}${onCanary ? ` (canary ${release})` : ''}</h1>`,
      css: [],
      state: { queries: [{ queryHash: 'q', queryKey: ['catalog'], state: { data: '</script>' } }] },
      meta: { title: `Title of ${params.path}` },
      notFound: remote.mode === 'missing',
      release,
      ...(remote.shares === 'none'
        ? {}
        : { shared: remote.shares === 'always' || params.session === undefined }),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remote.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
  return remote;
}

export type FakeRemote = Awaited<ReturnType<typeof startFakeRemote>>;
