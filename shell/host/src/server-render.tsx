// The shell's server-side renderer, built for Node into dist/server/render.cjs and used by the
// shell's server: the layout and the route's page as HTML, with each remote's area filled by the
// HTML that remote rendered (or its loading state), the page's head and its status. The browser's
// first frame renders the same, so the app takes over this HTML without a visible change.
import {
  createPageMetaCollector,
  createQueryClient,
  type PageMeta,
  pageHeadHtml,
  PlatformProvider,
  renderForSession,
} from '@healing/platform';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app';
import { ServerRenderContext } from './remotes/server-render-context';

export { pageAreasFor } from './app/route-remotes';
export { isSharedPage } from './app/shared-pages';
export { remoteModuleId } from './remotes/remote-module-id';
export { replacePageHead } from './seo/replace-page-head';
export { createSessionId, isSessionId, SESSION_COOKIE, sessionCookie } from '@healing/platform';
export {
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  SHARED_STATE_ATTRIBUTE,
  TAKING_OVER_ATTRIBUTES,
} from './server-render-markers';

/** What a remote answered for its area of the page, beside its HTML (render-remote.tsx). */
export interface AreaMeta {
  /** The page meta the area's module set while it rendered; null when it set none. */
  meta: PageMeta | null;
  /** The module rendered a not-found state. */
  notFound: boolean;
}

export interface RenderShellOptions {
  /** The address asked for, path and query ('/love-is?sort=price-asc'). */
  url: string;
  /** The configured remotes' names. */
  remotes: readonly string[];
  /** Each area's HTML from its remote, by `remote/module`. */
  fragments: Readonly<Record<string, string>>;
  /** The areas whose remote failed to render them this time, by `remote/module`. */
  failed?: readonly string[];
  /** The data the remotes rendered with (the visitor's cart among it: the header's count). */
  state: DehydratedState;
  /**
   * The visitor's session id; undefined for an anonymous render (a page shared between
   * visitors): no one's cart is shown.
   */
  session?: string;
  /** What each remote area on the page answered, in page order. */
  areaMeta: readonly AreaMeta[];
  /** The shop's public origin ('https://shop.example'): canonical and social addresses. */
  origin: string;
}

export interface RenderedShell {
  /** The inside of #root. */
  html: string;
  /** The page's head elements (see replacePageHead). */
  head: string;
  /** 404 for an unknown address or a not-found state of the page, else 200. */
  status: 200 | 404;
}

/**
 * The route's meta: the shell's own page's (legal pages, the not-found page), else the remote
 * page's (the last area that set any, as the last page meta written in the browser wins); a
 * page that names no path is at the address asked for, as in the browser.
 */
function pageMetaOf(own: PageMeta | null, areaMeta: readonly AreaMeta[], url: string) {
  const meta = own ?? [...areaMeta].reverse().find((area) => area.meta !== null)?.meta ?? null;
  return meta && { ...meta, path: meta.path ?? new URL(url, 'http://x').pathname };
}

export function renderShell({
  url,
  remotes,
  fragments,
  failed = [],
  state,
  session,
  areaMeta,
  origin,
}: RenderShellOptions): RenderedShell {
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  const pageMeta = createPageMetaCollector();
  const draw = () =>
    renderToString(
      <PlatformProvider queryClient={queryClient} pageMeta={pageMeta}>
        <StaticRouter location={url}>
          <ServerRenderContext.Provider value={{ remotes, fragments, failed }}>
            <AppRoutes previews={[]} />
          </ServerRenderContext.Provider>
        </StaticRouter>
      </PlatformProvider>,
    );
  try {
    const html = session === undefined ? draw() : renderForSession(session, draw);
    const isNotFound = pageMeta.notFound || areaMeta.some((area) => area.notFound);
    return {
      html,
      head: pageHeadHtml(pageMetaOf(pageMeta.meta, areaMeta, url), origin),
      status: isNotFound ? 404 : 200,
    };
  } finally {
    queryClient.clear();
  }
}
