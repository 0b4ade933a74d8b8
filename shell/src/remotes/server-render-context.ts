// What the shell's server knows while it renders a page's HTML: which remotes are deployed and
// the HTML each remote rendered for its area. Present only on the server (see server-render.tsx).
import { createContext } from 'react';

export interface ServerRenderedAreas {
  /** The configured remotes, by federation name. */
  remotes: readonly string[];
  /** Each area's HTML as its remote rendered it, by `remote/module` ('catalog/HomeSections'). */
  fragments: Readonly<Record<string, string>>;
}

export const ServerRenderContext = createContext<ServerRenderedAreas | null>(null);

export function areaId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}
