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
import { type ComponentType, Fragment, type ReactNode } from 'react';
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

/**
 * An API answer as the state's JSON carries it: what the browser needs to make the platform's
 * ApiError of it again (the shell's bootstrap.tsx does), which JSON of the error itself lacks.
 */
function answerAsJson(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return { name: error.name, status: error.status, message: error.message, body: error.body };
}

function withAnswersAsJson(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: {
              ...query.state,
              error: answerAsJson(query.state.error) as Error,
              fetchFailureReason: answerAsJson(query.state.fetchFailureReason) as Error,
            },
          }
        : query,
    ),
  };
}

/**
 * The forks of React's tree that lead to `position` (its bits, the root's last): each fork adds
 * the bits of its child's number among its siblings (counted from one) above those before it,
 * as many as the number of siblings has. Read from the root's end, each fork takes the bits up
 * to the next 1, so that its child's number is never zero; zeros above the last 1 join the last.
 * Each fork is given [siblings, child's index]; undefined for what no shell's tree gives.
 */
export function forksTo(position: string): [number, number][] | undefined {
  if (!/^[01]*$/.test(position) || position.length > 30) return undefined;
  const forks: string[][] = [];
  let bits: string[] = [];
  for (const bit of [...position].reverse()) {
    bits.push(bit);
    if (bit === '1') {
      forks.push(bits);
      bits = [];
    }
  }
  if (bits.length > 0) {
    if (forks.length === 0) return undefined;
    forks[forks.length - 1].push(...bits);
  }
  // A long run of zeros would take a fork of thousands of siblings: no shell has one.
  if (forks.some((bitsOfFork) => bitsOfFork.length > MAX_FORK_BITS)) return undefined;
  return forks.map(fork);
}

/** The most bits one fork is given (255 siblings). */
const MAX_FORK_BITS = 8;

/** A fork adding these bits (the lowest first): one less sibling than the bits can count. */
function fork(lowestFirst: string[]): [number, number] {
  const width = lowestFirst.length;
  const number = parseInt([...lowestFirst].reverse().join(''), 2);
  return [2 ** width - 1, number - 1];
}

/** Renders `children` at `position` in React's tree: a nest of siblings that are nothing. */
function AtTreePosition({ forks, children }: { forks: [number, number][]; children: ReactNode }) {
  return forks.reduceRight<ReactNode>(
    (inner, [siblings, index], depth) =>
      Array.from({ length: siblings }, (_, at) =>
        at === index ? <Fragment key={`${depth}:${at}`}>{inner}</Fragment> : null,
      ),
    children,
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
  treePosition,
}: RenderRequest): Promise<RenderAnswer> {
  const Page = Object.hasOwn(modules, module) ? modules[module] : undefined;
  if (!Page) throw new UnknownModuleError(`${module} is not rendered on the server`);
  // At the place the browser renders the module in the shell's tree: the same ids (useId).
  const forks = treePosition === undefined ? undefined : forksTo(treePosition);
  const page = <Page {...props} />;
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
              <Route
                path={pattern}
                element={forks ? <AtTreePosition forks={forks}>{page}</AtTreePosition> : page}
              />
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
      // Data, and the API's answers the page rendered (a missing product: its not-found
      // state), so the browser's first frame is the same and hydrates this HTML. What failed
      // otherwise is left out: the browser asks again (its first frame shows it loading).
      state: withAnswersAsJson(
        dehydrate(queryClient, {
          shouldDehydrateQuery: (query) =>
            (query.state.status === 'success' ||
              (query.state.status === 'error' && isAnswer(query.state.error))) &&
            !isSomeoneElsesCart(query, session),
        }),
      ),
      meta: pageMeta.meta,
      notFound: pageMeta.notFound,
    };
  } finally {
    queryClient.clear();
  }
}
