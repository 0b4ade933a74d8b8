// The shell's server-side renderer, built for Node into dist/server/render.cjs and used by the
// shell's server: the layout and the route's page as HTML, with each remote's area filled by the
// HTML that remote rendered (or its loading state), the page's head and its status. The browser
// hydrates this HTML (bootstrap.tsx): its first frame renders the same, each remote area in a
// Suspense boundary that keeps the server's HTML until the area's module is there.
import {
  createPageMetaCollector,
  createQueryClient,
  type PageMeta,
  type PageMetaCollector,
  pageHeadHtml,
  PlatformProvider,
  renderForSession,
} from '@healing/platform';
import type {
  AreaMeta as ProtocolAreaMeta,
  RenderedShell,
  RenderShellOptions as ProtocolRenderShellOptions,
} from '@healing/build-kit/render-protocol';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app';
import { routesFor } from './app/server-routes';
import { SocialAccountsContext } from './layout/social-accounts';
import { areaPositionsIn, spliceRemoteAreas } from './remotes/server-areas';
import { ServerRenderContext, type ServerRenderedAreas } from './remotes/server-render-context';

export { pageAreasFor, pageQueryParams } from './app/route-remotes';
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

/** What a remote answered for its area of the page, beside its HTML (the render protocol). */
export type AreaMeta = ProtocolAreaMeta<PageMeta>;

export type RenderShellOptions = ProtocolRenderShellOptions<DehydratedState, PageMeta>;

export type { RenderedShell };

/**
 * The route's meta: the shell's own page's (legal pages, the not-found page), else the remote
 * page's (the last area that set any, as the last page meta written in the browser wins); a
 * page that names no path is at the address asked for, as in the browser.
 */
function pageMetaOf(own: PageMeta | null, areaMeta: readonly AreaMeta[], url: string) {
  const meta = own ?? [...areaMeta].reverse().find((area) => area.meta !== null)?.meta ?? null;
  return meta && { ...meta, path: meta.path ?? new URL(url, 'http://x').pathname };
}

interface ShellTree {
  url: string;
  queryClient: QueryClient;
  pageMeta: PageMetaCollector;
  areas: ServerRenderedAreas;
  social: RenderShellOptions['social'];
}

/** The shell's tree on the server: the same as the browser's app (app.tsx) renders. */
function drawShell({ url, queryClient, pageMeta, areas, social = {} }: ShellTree): string {
  return renderToString(
    <PlatformProvider queryClient={queryClient} pageMeta={pageMeta}>
      <StaticRouter location={url}>
        <ServerRenderContext.Provider value={areas}>
          <SocialAccountsContext.Provider value={social}>
            <AppRoutes previews={[]} routes={routesFor(url)} />
          </SocialAccountsContext.Provider>
        </ServerRenderContext.Provider>
      </StaticRouter>
    </PlatformProvider>,
  );
}

/**
 * Where each remote area of the page sits in the shell's React tree, for its remote to render
 * it there (the ids React makes then agree with the browser's). Rendered without data: what
 * the data changes never moves an area.
 */
export function remoteAreaPositions(url: string, remotes: readonly string[]) {
  const queryClient = createQueryClient();
  try {
    const html = drawShell({
      url,
      queryClient,
      pageMeta: createPageMetaCollector(),
      areas: { remotes, fragments: {} },
      social: {},
    });
    return areaPositionsIn(html);
  } finally {
    queryClient.clear();
  }
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
  social = {},
}: RenderShellOptions): RenderedShell {
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  const pageMeta = createPageMetaCollector();
  const draw = () =>
    drawShell({ url, queryClient, pageMeta, areas: { remotes, fragments, failed }, social });
  try {
    const areas = spliceRemoteAreas(
      session === undefined ? draw() : renderForSession(session, draw),
      fragments,
    );
    const isNotFound = pageMeta.notFound || areaMeta.some((area) => area.notFound);
    return {
      html: areas.html,
      head: pageHeadHtml(pageMetaOf(pageMeta.meta, areaMeta, url), origin) + areas.head,
      status: isNotFound ? 404 : 200,
    };
  } finally {
    queryClient.clear();
  }
}
