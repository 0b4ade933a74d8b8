// Every remote module the shell loads, and where: the routes (route-remotes.ts), the collection
// pages, the home page's areas and the back office's pages (admin/admin-pages.ts); and the props
// the shell passes to each. The build writes both into shell-contract.json (build-kit's
// shell-contract-plugin.cjs, the props as TypeScript's checker reads ShellPassedProps), and a
// remote's release is refused when it no longer exposes one of these modules, or when its
// component no longer takes what the shell passes (shell/edge's release gate). Plain data, read
// at build time: no React here or in what it imports.
import type { CollectionSlug } from '@healing/platform';
import { ADMIN_PAGES } from '../admin/admin-pages';
import { COLLECTION_PAGE, COLLECTION_PATHS, HOME_AREAS, REMOTE_PAGES } from './route-remotes';

export interface ShellRemoteModule {
  /** The remote's federation name: catalog, cartCheckout... */
  remote: string;
  /** The exposed module: './ProductPage'. */
  module: string;
  /** Where the shell loads it, for the gate's messages: '/about', 'the home page (...)'. */
  usedBy: string;
}

/**
 * The props the shell passes to remote modules, by remote and module: a module not named here is
 * rendered with none. RemoteArea's `props` are typed from it, so the shell cannot pass what this
 * does not say, and the release gate holds each release's components to it.
 */
export interface ShellPassedProps {
  catalog: {
    './CollectionPage': { collection: CollectionSlug };
  };
}

/** What the shell passes to `module` of `remote`: undefined for a module that takes none. */
export type PassedProps<R extends string, M extends string> = R extends keyof ShellPassedProps
  ? M extends keyof ShellPassedProps[R]
    ? ShellPassedProps[R][M]
    : undefined
  : undefined;

export function shellRemoteModules(): ShellRemoteModule[] {
  return [
    ...REMOTE_PAGES.map(({ remote, module, path }) => ({ remote, module, usedBy: path })),
    ...COLLECTION_PATHS.map((path) => ({ ...COLLECTION_PAGE, usedBy: path })),
    ...HOME_AREAS.map(({ remote, module, label }) => ({
      remote,
      module,
      usedBy: `the home page (${label})`,
    })),
    ...ADMIN_PAGES.map(({ remote, module, path }) => ({
      remote,
      module,
      usedBy: path ? `/admin/${path}` : '/admin',
    })),
  ];
}
