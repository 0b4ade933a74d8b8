// The shell's server-side renderer, built for Node into dist/server/render.cjs and used by
// server/shell-server.mjs: the layout and the route's page as HTML, with each remote's area
// filled by the HTML that remote rendered (or its loading state). The browser's first frame
// renders the same, so the app takes over this HTML without a visible change.
import { createQueryClient, PlatformProvider, renderForSession } from '@healing/platform';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app';
import { ServerRenderContext } from './remotes/server-render-context';

export { pageAreasFor } from './app/route-remotes';
export { remoteModuleId } from './remotes/remote-module-id';
export { createSessionId, isSessionId, SESSION_COOKIE, sessionCookie } from '@healing/platform';
export {
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  TAKING_OVER_ATTRIBUTES,
} from './server-render-markers';

interface RenderShellOptions {
  /** The address asked for, path and query ('/love-is?sort=price-asc'). */
  url: string;
  /** The configured remotes' names. */
  remotes: readonly string[];
  /** Each area's HTML from its remote, by `remote/module`. */
  fragments: Readonly<Record<string, string>>;
  /** The data the remotes rendered with (the visitor's cart among it: the header's count). */
  state: DehydratedState;
  /** The visitor's session id. */
  session: string;
}

export function renderShell({ url, remotes, fragments, state, session }: RenderShellOptions) {
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  try {
    return renderForSession(session, () =>
      renderToString(
        <PlatformProvider queryClient={queryClient}>
          <StaticRouter location={url}>
            <ServerRenderContext.Provider value={{ remotes, fragments }}>
              <AppRoutes previews={[]} />
            </ServerRenderContext.Provider>
          </StaticRouter>
        </PlatformProvider>,
      ),
    );
  } finally {
    queryClient.clear();
  }
}
