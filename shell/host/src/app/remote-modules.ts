// Every remote module the shell loads, and where: the routes (route-remotes.ts), the collection
// pages, the home page's areas and the back office's pages (admin/admin-pages.ts). The build
// writes this into shell-contract.json (build-kit's shell-contract-plugin.cjs), and a remote's
// release is refused when it no longer exposes one of them (shell/edge's release gate). Plain
// data, read at build time: no React here or in what it imports.
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
