// A remote's server-side renderer, built for Node into the remote's dist/server/render.cjs (see
// webpack.cjs) and run by its server (the edge's render endpoint) when the shell asks for the
// HTML of one area of a page. The remote lists what it renders on the server in
// src/server-render.ts. What it exports is the protocol's RemoteRendererModule.
//
// Rendering runs twice: the first pass lets the page ask for its data (TanStack Query records
// each query it uses), the queries are fetched from the API, and the second pass renders with the
// data. The data goes back with the HTML, so the browser's first frame matches it exactly, with
// the page meta the module set in that second pass (the shell's server writes the page's head
// from it) and whether it rendered a not-found state (the page is then a 404).
// Each render's API requests go through its own fetch (its RenderContext), found by the
// platform's API client through this renderer's async context: concurrent renders never see
// each other's data, and a cart is fetched only for the visitor the page is for (the session
// the shell's server names), never anyone else's.
import {
  ApiError,
  cartKeys,
  createPageMetaCollector,
  createQueryClient,
  isSessionId,
  type PageMeta,
  PlatformProvider,
  renderForSession,
} from '@healing/platform';
import { sendApiRequestsThrough } from '@healing/platform/server';
import type {
  RemoteRendererModule,
  RenderAnswer as ProtocolAnswer,
  RenderContext,
  RenderRequest,
} from '@healing/build-kit/render-protocol';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { serverRendered } from '@healing/server-rendered-modules';

export { isSessionId };

type Modules = Record<string, ComponentType<Record<string, unknown>>>;
const modules = serverRendered as Modules;

export type { RenderContext, RenderRequest };

/** The answer with the platform's own types for the data and the meta. */
export type RenderAnswer = ProtocolAnswer<DehydratedState, PageMeta>;

export class UnknownModuleError extends Error {
  override readonly name = 'UnknownModuleError';
}

/** The modules this remote renders on the server. */
export const renderableModules: readonly string[] = Object.keys(modules);

/** Each render's fetch, across every await of it. */
const renders = new AsyncLocalStorage<typeof fetch>();
sendApiRequestsThrough(() => renders.getStore());

/**
 * The fetch of one render: the platform's API client asks for '/api/...', the browser's own
 * origin; here the same addresses go to the API at `apiUrl`, as the visitor the render is for:
 * their session id goes in X-Session-Id, and without one no session id goes at all (whatever the
 * platform put there), so nothing per visitor is ever fetched as someone else.
 */
function fetchForRender(
  session: string | undefined,
  { apiUrl, fetch: send = (input, init) => globalThis.fetch(input, init) }: RenderContext,
): typeof fetch {
  return (input, init) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return send(input, init);
    const headers = new Headers(init?.headers);
    if (session) headers.set('X-Session-Id', session);
    else headers.delete('X-Session-Id');
    return send(apiUrl ? new URL(input, apiUrl).href : input, {
      ...init,
      headers: Object.fromEntries(headers),
    });
  };
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

export function render(request: RenderRequest, context: RenderContext = {}): Promise<RenderAnswer> {
  return renders.run(fetchForRender(request.session, context), () => renderAsVisitor(request));
}

// The build fails when this renderer stops being the protocol's.
void ({ renderableModules, render, isSessionId } satisfies RemoteRendererModule);

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
