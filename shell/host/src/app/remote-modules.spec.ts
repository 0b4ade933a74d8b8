import { ADMIN_PAGES } from '../admin/admin-pages';
import { shellRemoteModules } from './remote-modules';
import { COLLECTION_PAGE, COLLECTION_PATHS, HOME_AREAS, REMOTE_PAGES } from './route-remotes';

// What the shell's build writes into shell-contract.json, for the release gate: every remote
// module a route, a collection page, a home section or a back-office page loads.
describe('shellRemoteModules', () => {
  const modules = shellRemoteModules();

  it('lists the module of every route, named by its path', () => {
    for (const page of REMOTE_PAGES) {
      expect(modules).toContainEqual({
        remote: page.remote,
        module: page.module,
        usedBy: page.path,
      });
    }
    expect(modules).toContainEqual({ remote: 'catalog', module: './AboutPage', usedBy: '/about' });
  });

  it('lists the collection pages, the home sections and the back office', () => {
    for (const path of COLLECTION_PATHS) {
      expect(modules).toContainEqual({ ...COLLECTION_PAGE, usedBy: path });
    }
    expect(modules).toContainEqual({
      remote: 'catalog',
      module: './HomeSections',
      usedBy: 'the home page (our collections)',
    });
    expect(modules.filter((entry) => entry.usedBy.startsWith('the home page'))).toHaveLength(
      HOME_AREAS.length,
    );
    expect(modules).toContainEqual({
      remote: 'cartCheckout',
      module: './AdminOrdersPage',
      usedBy: '/admin/orders',
    });
    expect(modules.filter((entry) => entry.usedBy.startsWith('/admin'))).toHaveLength(
      ADMIN_PAGES.length,
    );
  });

  it('lists nothing else', () => {
    expect(modules).toHaveLength(
      REMOTE_PAGES.length + COLLECTION_PATHS.length + HOME_AREAS.length + ADMIN_PAGES.length,
    );
  });
});
