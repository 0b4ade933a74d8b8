// What the shell's server knows while it renders a page's HTML: which remotes are deployed and
// the HTML each remote rendered for its area. Present only on the server (see server-render.tsx).
import { createContext } from 'react';

export interface ServerRenderedAreas {
  /** The configured remotes, by federation name. */
  remotes: readonly string[];
  /** Each area's HTML as its remote rendered it, by remoteModuleId ('catalog/HomeSections'). */
  fragments: Readonly<Record<string, string>>;
  /**
   * The areas whose remote renders them on the server but failed to this time (it was down,
   * slow or answered an error), by remoteModuleId: a browser without JavaScript is told so.
   */
  failed?: readonly string[];
}

export const ServerRenderContext = createContext<ServerRenderedAreas | null>(null);
