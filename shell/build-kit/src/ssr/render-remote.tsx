// A remote's server-side renderer, built for Node into the remote's dist/server/render.cjs (see
// webpack.cjs) and run by its server (remote-server.mjs) when the shell asks for the HTML of one
// area of a page. The remote lists what it renders on the server in src/server-render.ts.
//
// Rendering runs twice: the first pass lets the page ask for its data (TanStack Query records
// each query it uses), the queries are fetched from the API, and the second pass renders with the
// data. The data goes back with the HTML, so the browser's first frame matches it exactly, with
// the page meta the module set in that second pass (the shell's server writes the page's head
// from it) and whether it rendered a not-found state (the page is then a 404).
// A cart is fetched only for the visitor the page is for (the session the shell's server names),
// never anyone else's.
import {
  ApiError,
  cartKeys,
  createPageMetaCollector,
  createQueryClient,
  type PageMeta,
  PlatformProvider,
  renderForSession,
} from '@healing/platform';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { serverRendered } from '@healing/server-rendered-modules';

export { isSessionId } from '@healing/platform';

type Modules = Record<string, ComponentType<Record<string, unknown>>>;
const modules = serverRendered as Modules;

export interface RenderRequest {
  /** The exposed module ('./ProductPage'). */
  module: string;
  /** The page's address, path and query ('/product/3'). */
  path: string;
  /** The shell's route pattern for it ('/product/:id'). */
  pattern: string;
  /** What the shell passes the module. */
  props: Record<string, string>;
  /** The visitor's session id, when the shell's server knows it: their cart is rendered too. */
  session?: string;
}

export interface RenderAnswer {
  html: string;
  state: DehydratedState;
  /** The page meta the module set while it rendered with its data; null when it set none. */
  meta: PageMeta | null;
  /** The module rendered a not-found state (a missing product, post or order). */
  notFound: boolean;
}

export class UnknownModuleError extends Error {
  override readonly name = 'UnknownModuleError';
}

/** The modules this remote renders on the server. */
export const renderableModules: readonly string[] = Object.keys(modules);

const API_ORIGIN = Symbol.for('healing.serverRender.apiOrigin');
const VISITOR = Symbol.for('healing.serverRender.visitor');
type ServerGlobal = typeof globalThis & {
  [API_ORIGIN]?: string;
  [VISITOR]?: AsyncLocalStorage<string | undefined>;
};
const serverGlobal = globalThis as ServerGlobal;
/** The visitor each render is for, across every await of it (one store per process). */
const visitor = (serverGlobal[VISITOR] ??= new AsyncLocalStorage<string | undefined>());

/**
 * The platform's API client asks for '/api/...', the browser's own origin. On the server the
 * same addresses go to the API at `apiUrl`, as the visitor the render is for: their session id
 * goes in X-Session-Id, and without one no session id goes at all (whatever the platform put
 * there), so nothing per visitor is ever fetched as someone else. Installed once per process.
 */
export function sendApiCallsTo(apiUrl: string): void {
  if (serverGlobal[API_ORIGIN] === undefined) {
    const nodeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (typeof input !== 'string' || !input.startsWith('/')) return nodeFetch(input, init);
      const headers = new Headers(init?.headers);
      const session = visitor.getStore();
      if (session) headers.set('X-Session-Id', session);
      else headers.delete('X-Session-Id');
      return nodeFetch(new URL(input, serverGlobal[API_ORIGIN]), { ...init, headers });
    };
  }
  serverGlobal[API_ORIGIN] = apiUrl;
}

/**
 * The API's answer rather than a failure to get one: a 4xx (but a timeout or a rate limit) says
 * the same every time, so the page renders it (a missing product: its not-found state). Anything
 * else is left for the browser to ask again, and the page renders its loading state.
 */
function isAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** A cart query for anyone but the visitor the page is rendered for (or any, with no visitor). */
function isSomeoneElsesCart(query: Query, session: string | undefined): boolean {
  return query.queryKey[0] === cartKeys.all[0] && (!session || query.queryKey[1] !== session);
}

export function render(request: RenderRequest): Promise<RenderAnswer> {
  return visitor.run(request.session, () => renderAsVisitor(request));
}

async function renderAsVisitor({
  module,
  path,
  pattern,
  props,
  session,
}: RenderRequest): Promise<RenderAnswer> {
  const Page = Object.hasOwn(modules, module) ? modules[module] : undefined;
  if (!Page) throw new UnknownModuleError(`${module} is not rendered on the server`);
  const queryClient = createQueryClient();
  // Nothing mounts on the server: a query that failed is rendered as failed, not as loading again.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const asVisitor = (draw: () => string) => (session ? renderForSession(session, draw) : draw());
  const renderPage = (pageMeta = createPageMetaCollector()) =>
    asVisitor(() =>
      renderToString(
        <PlatformProvider queryClient={queryClient} pageMeta={pageMeta}>
          <StaticRouter location={path}>
            <Routes>
              <Route path={pattern} element={<Page {...props} />} />
              <Route path="*" element={null} />
            </Routes>
          </StaticRouter>
        </PlatformProvider>,
      ),
    );
  try {
    renderPage();
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !isSomeoneElsesCart(query, session));
    await Promise.all(
      wanted.map((query) =>
        query.fetch().catch((error: unknown) => {
          if (!isAnswer(error)) query.reset();
        }),
      ),
    );
    const pageMeta = createPageMetaCollector();
    const html = renderPage(pageMeta);
    return {
      html,
      // Only data: the browser asks again for what failed (its first frame shows it loading).
      state: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' && !isSomeoneElsesCart(query, session),
      }),
      meta: pageMeta.meta,
      notFound: pageMeta.notFound,
    };
  } finally {
    queryClient.clear();
  }
}
