// A remote's server-side renderer, built for Node into the remote's dist/server/render.cjs (see
// webpack.cjs) and run by its server (the edge's render endpoint) when the shell asks for the
// HTML of one area of a page. The remote lists what it renders on the server in
// src/server-render.ts. What it exports is the protocol's RemoteRendererModule.
//
// Rendering runs once: each module declares, next to it in src/server-render.ts, the data it
// renders with (the same query options its components use), the renderer loads that data from
// the API and renders the module with it. The data goes back with the HTML, so the browser's
// first frame matches it exactly, with the page meta the module set (the shell's server writes
// the page's head from it) and whether it rendered a not-found state (the page is then a 404).
// A module that asks for more than it declared (or declares nothing) still renders right: its
// first render lets it ask (TanStack Query records each query it uses), those queries are
// fetched and it renders a second time; the answer says how many passes it took, and each
// remote's server-render spec holds its modules to one.
// Each render's API requests go through its own fetch (its RenderContext), found by the
// platform's API client through this renderer's async context: concurrent renders never see
// each other's data, and a cart is fetched only for the visitor the page is for (the session
// the shell's server names), never anyone else's.
import {
  ApiError,
  cartItemsQueryOptions,
  cartKeys,
  cartSummaryQueryOptions,
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
import {
  dehydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes, StaticRouter } from 'react-router-dom';
import { serverRendered } from '@healing/server-rendered-modules';

export { isSessionId };

/** What a module's data is declared from: the page's route, as the module sees it. */
export interface RouteData {
  /** The route's parameters, matched from the page's path with the shell's pattern. */
  params: Readonly<Record<string, string | undefined>>;
  /** What the shell passes the module. */
  props: Readonly<Record<string, string>>;
  /** The page's query parameters. */
  search: URLSearchParams;
  /** The visitor the page is rendered for; none: nobody in particular (nothing of anyone's). */
  session?: string;
}

/**
 * The query options a module renders with, made by the same factories its components call
 * (queryOptions(...)), so the renderer loads exactly what the render then reads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query's own data type
export type DeclaredQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Loads one query into the render (as a page's loader does): its data, or undefined when the API
 * did not give it (an answer such as a 404 is still rendered; see `load`).
 */
export type LoadQuery = <Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
) => Promise<Data | undefined>;

/** One module the remote renders on the server, with the data it renders with. */
export interface ServerRenderedModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own props
  component: ComponentType<any>;
  /**
   * The queries its first screen reads for `route`, loaded before it renders: their options as
   * a list, or (data that depends on other data) a loader that loads them with `load`. What it
   * reads beyond them costs a second render (see the answer's `passes`).
   */
  data?: (route: RouteData, load: LoadQuery) => readonly DeclaredQuery[] | Promise<unknown>;
}

/** What src/server-render.ts lists: a module with its data, or (no data declared) the module. */
export type ServerRenderedModules = Readonly<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own props
  Record<string, ServerRenderedModule | ComponentType<any>>
>;

const modules: Record<string, ServerRenderedModule> = Object.fromEntries(
  Object.entries(serverRendered as ServerRenderedModules).map(([name, entry]) => [
    name,
    typeof entry === 'function' ? { component: entry } : entry,
  ]),
);

export type { RenderContext, RenderRequest };

/**
 * The answer with the platform's own types for the data and the meta, and how many times the
 * module was rendered (1: its declared data was all it read; 2: it read more).
 */
export type RenderAnswer = ProtocolAnswer<DehydratedState, PageMeta> & { passes: 1 | 2 };

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

/**
 * A query for anyone but the visitor the page is rendered for (or any, with no visitor): a cart
 * query not theirs, or one asked for by a session id not theirs (with no visitor, the platform
 * makes one up on the server: a visitor's liked stories asked for by it are no one's). Never
 * fetched, never sent: the page renders them loading, and the browser asks as its visitor.
 */
function isSomeoneElses(
  { queryKey }: { queryKey: QueryKey },
  session: string | undefined,
): boolean {
  if (queryKey[0] === cartKeys.all[0]) return !session || queryKey[1] !== session;
  return queryKey.some((part) => typeof part === 'string' && isSessionId(part) && part !== session);
}

export function render(request: RenderRequest, context: RenderContext = {}): Promise<RenderAnswer> {
  return renders.run(fetchForRender(request.session, context), () => renderAsVisitor(request));
}

// The build fails when this renderer stops being the protocol's.
void ({ renderableModules, render, isSessionId } satisfies RemoteRendererModule);

/**
 * Data of one visitor's: their cart, or anything asked for by a session id (the render's own or
 * one the platform made up on the server). A render that read any is never shared.
 */
function isVisitorData(query: Query): boolean {
  return (
    query.queryKey[0] === cartKeys.all[0] ||
    query.queryKey.some((part) => typeof part === 'string' && isSessionId(part))
  );
}

/** The route as a module's data declaration reads it. */
function routeData(
  path: string,
  pattern: string,
  props: Record<string, string>,
  session: string | undefined,
): RouteData {
  const address = new URL(path, 'http://x');
  return {
    params: matchPath(pattern, address.pathname)?.params ?? {},
    props,
    search: address.searchParams,
    ...(session ? { session } : {}),
  };
}

/**
 * Loads a query into the render's client: an API answer is kept to be rendered (a missing
 * product's not-found state); any other failure is forgotten, and the module renders the query
 * as loading (the browser asks again).
 */
async function load<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  session: string | undefined,
): Promise<Data | undefined> {
  if (isSomeoneElses(options, session)) return undefined;
  try {
    return await queryClient.fetchQuery(options);
  } catch (error) {
    if (!isAnswer(error)) queryClient.getQueryCache().find({ queryKey: options.queryKey })?.reset();
    return undefined;
  }
}

async function renderAsVisitor({
  module,
  path,
  pattern,
  props,
  session,
  treePosition,
}: RenderRequest): Promise<RenderAnswer> {
  const entry = Object.hasOwn(modules, module) ? modules[module] : undefined;
  if (!entry) throw new UnknownModuleError(`${module} is not rendered on the server`);
  const Page = entry.component;
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
  const renderPage = (pageMeta: ReturnType<typeof createPageMetaCollector>) =>
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
    // The declared data first: what failed is not asked for again in this render. For a
    // visitor, their cart too: the platform's cart (every module's RemoteRoot) reads it.
    const visitorsCart = session
      ? [
          load(queryClient, cartItemsQueryOptions(session), session),
          load(queryClient, cartSummaryQueryOptions(session), session),
        ]
      : [];
    const declared = await entry.data?.(routeData(path, pattern, props, session), (options) =>
      load(queryClient, options, session),
    );
    await Promise.all(visitorsCart);
    if (Array.isArray(declared)) {
      await Promise.all(
        (declared as readonly DeclaredQuery[]).map((options: DeclaredQuery) =>
          load<unknown, QueryKey>(
            queryClient,
            options as FetchQueryOptions<unknown, Error, unknown, QueryKey>,
            session,
          ),
        ),
      );
    }
    const asked = new Set(queryClient.getQueryCache().getAll());
    let pageMeta = createPageMetaCollector();
    let html = renderPage(pageMeta);
    let passes: 1 | 2 = 1;
    // Whatever the render read beyond its declaration: fetched, and the module rendered again.
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' && !asked.has(query) && !isSomeoneElses(query, session),
      );
    if (wanted.length > 0) {
      await Promise.all(
        wanted.map((query) =>
          query.fetch().catch((error: unknown) => {
            if (!isAnswer(error)) query.reset();
          }),
        ),
      );
      pageMeta = createPageMetaCollector();
      html = renderPage(pageMeta);
      passes = 2;
    }
    const read = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status !== 'pending');
    return {
      html,
      // Data, and the API's answers the page rendered (a missing product: its not-found
      // state), so the browser's first frame is the same and hydrates this HTML. What failed
      // otherwise is left out: the browser asks again (its first frame shows it loading).
      // An API answer (ApiError) goes as its toJSON: the browser makes it again (bootstrap.tsx).
      state: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          (query.state.status === 'success' ||
            (query.state.status === 'error' && isAnswer(query.state.error))) &&
          !isSomeoneElses(query, session),
      }),
      meta: pageMeta.meta,
      notFound: pageMeta.notFound,
      // The same for every visitor: rendered for nobody, from no one's data.
      shared: session === undefined && !read.some(isVisitorData),
      passes,
    };
  } finally {
    queryClient.clear();
  }
}
