/**
 * The server-render protocol: what the shell's renderer and a remote's renderer (each package's
 * dist/server/render.cjs) export, and the request and answer of a remote server's
 * `GET /__render`. The edge loads both renderers and asks remotes for their areas; the shell's
 * src/server-render.tsx and this kit's ssr/render-remote.tsx implement them and check that they do.
 *
 * Why here (`@healing/build-kit/render-protocol`): the build kit builds both renderers, the edge
 * already depends on the build kit (never the other way round), and the shell and every remote
 * build with it; so each side imports this entry, none reaches into another's source. Types
 * only (importers use `import type`): nothing here runs, so the edge's compiled JavaScript never
 * loads a TypeScript file. The query's JSON schema sits with the route that validates it
 * (edge/src/remote/render-endpoint.ts) and is checked against `RenderQuery`.
 */

/** `GET <remote>/__render`'s query, as the URL carries it: every value a string. */
export interface RenderQuery {
  /** An exposed module ('./ProductPage'). */
  module: string;
  /** The page's address, path and query ('/product/3'). */
  path: string;
  /** The shell's route pattern for it ('/product/:id'). */
  pattern: string;
  /** What the shell passes the module, as JSON text of an object of strings ('{"id":"3"}'). */
  props?: string;
  /** The visitor's session id, when the page is rendered for one visitor. */
  session?: string;
  /** Where the area's module sits in the shell's React tree (`TreePosition`); none: unknown. */
  treePosition?: string;
}

/**
 * Where an area's module sits in the shell's React tree, as the bits of React's tree id there
 * ('0110100', the root's first): React makes the ids of `useId` from a component's place in the
 * tree, and the browser hydrates the remote's HTML at this place in the shell's tree, so the
 * remote renders its module at the same place to make the same ids.
 */
export type TreePosition = string;

/** What a remote's renderer is asked to render: the query, decoded. */
export interface RenderRequest {
  module: string;
  path: string;
  pattern: string;
  props: Record<string, string>;
  /** Their cart is rendered too; without it nothing per visitor is fetched. */
  session?: string;
  treePosition?: TreePosition;
}

/** One render's own way to the API: concurrent renders never share it. */
export interface RenderContext {
  /** Where the page's '/api/...' requests go ('http://127.0.0.1:3000'); none: nowhere. */
  apiUrl?: string;
  /** The fetch this render's API requests go through (tests give their own); default: Node's. */
  fetch?: typeof fetch;
}

/** TanStack Query's dehydrated state, as far as the edge reads it. */
export interface RenderState {
  mutations: readonly unknown[];
  queries: readonly { queryHash: string }[];
}

/** What a remote's renderer answers for one area. `Meta` is the platform's PageMeta. */
export interface RenderAnswer<State extends RenderState = RenderState, Meta = unknown> {
  html: string;
  /** The data it rendered with: the browser's first frame renders the same. */
  state: State;
  /** The page meta the module set; null when it set none. */
  meta: Meta | null;
  /** The module rendered a not-found state (the page is then a 404). */
  notFound: boolean;
  /**
   * The HTML is the same for every visitor: rendered for no session, from no visitor's data (no
   * cart, nothing asked for by a session id). Only such an area may be kept and shown to others
   * (the shell's area cache). Renderers built before it leave it out: never shared.
   */
  shared?: boolean;
  /** How many times the module was rendered: 1 when its declared data was all it read. */
  passes?: number;
}

/** `GET /__render`'s 200 answer: the renderer's, with the stylesheets and the release. */
export interface RenderResponse extends RenderAnswer {
  /** The module's stylesheets, relative to the remote's manifest. */
  css: string[];
  /** The release that rendered it. */
  release: string;
}

/** What a remote's dist/server/render.cjs exports (ssr/render-remote.tsx). */
export interface RemoteRendererModule {
  /** The exposed modules it renders; anything else is answered 404. */
  renderableModules: readonly string[];
  /** The platform's own check of a session id. */
  isSessionId: (value: string) => boolean;
  /** Renderers built before the render context ignore `context` (see `sendApiCallsTo`). */
  render: (request: RenderRequest, context?: RenderContext) => Promise<RenderAnswer>;
  /**
   * Only in renderers built before `RenderContext`: the API's origin, once per process (they
   * route the global fetch). Their releases may still be live, so the edge still calls it.
   */
  sendApiCallsTo?: (apiUrl: string) => void;
}

/** What a remote's area answered, beside its HTML, as the shell's renderer reads it. */
export interface AreaMeta<Meta = unknown> {
  meta: Meta | null;
  notFound: boolean;
}

/** A remote area of a page: which remote module the shell's route shows, with which props. */
export interface PageArea {
  remote: string;
  module: string;
  pattern: string;
  props?: Record<string, string>;
}

/** The social networks the shop may have an account on. */
export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube';

/**
 * The shop's own accounts, by network, as the deployment configures them (SOCIAL_<NETWORK>_URL):
 * a network without one is not shown.
 */
export type SocialAccounts = Partial<Record<SocialNetwork, string>>;

export interface RenderShellOptions<State extends RenderState = RenderState, Meta = unknown> {
  /** The address asked for, path and query ('/love-is?sort=price-asc'). */
  url: string;
  /** The configured remotes' names. */
  remotes: readonly string[];
  /** Each area's HTML from its remote, by `remote/module`. */
  fragments: Readonly<Record<string, string>>;
  /** The areas whose remote failed to render them this time, by `remote/module`. */
  failed?: readonly string[];
  /** The data the remotes rendered with (the visitor's cart among it: the header's count). */
  state: State;
  /** The visitor's session id; undefined for a page shared between visitors: no one's cart. */
  session?: string;
  /** What each remote area on the page answered, in page order. */
  areaMeta: readonly AreaMeta<Meta>[];
  /** The shop's public origin ('https://shop.example'): canonical and social addresses. */
  origin: string;
  /** The shop's social accounts (the footer's links); none when not given. */
  social?: SocialAccounts;
}

export interface RenderedShell {
  /** The inside of #root. */
  html: string;
  /** The page's head elements (see `replacePageHead`). */
  head: string;
  /** 404 for an unknown address or a not-found state of the page, else 200. */
  status: 200 | 404;
}

/**
 * What the shell's dist/server/render.cjs exports (shell/src/server-render.tsx). The edge uses
 * the defaults; the shell checks itself with its own state and meta types.
 */
export interface ShellRendererModule<State extends RenderState = RenderState, Meta = unknown> {
  TAKING_OVER_ATTRIBUTES: Readonly<Record<string, string>>;
  SERVER_STATE_ID: string;
  SHARED_STATE_ATTRIBUTE: string;
  SESSION_COOKIE: string;
  isSessionId: (value: string) => boolean;
  sessionCookie: (id: string, options: { secure: boolean }) => string;
  createSessionId: () => string;
  remoteModuleId: (remote: string, module: string) => string;
  pageAreasFor: (pathname: string) => PageArea[];
  /**
   * The query parameters the page at `pathname` reads: the edge renders (and caches) a page
   * from its path and these alone, so the rest of an address's query costs no render.
   */
  pageQueryParams: (pathname: string) => readonly string[];
  isSharedPage: (pathname: string) => boolean;
  replacePageHead: (template: string, head: string) => string;
  renderShell: (options: RenderShellOptions<State, Meta>) => RenderedShell;
  /**
   * Where each remote area of the page at `url` sits in the shell's React tree, by
   * `remote/module`, for its remote to render it there. Shells built before it lack it.
   */
  remoteAreaPositions?: (url: string, remotes: readonly string[]) => Record<string, TreePosition>;
}
