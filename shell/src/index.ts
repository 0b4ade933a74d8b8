import { remoteModulesFor } from './app/route-remotes';
import { effectiveRemotes, resolvePreviews } from './remotes/preview';
import { preloadRemoteModule, registerShopRemotes } from './remotes/registry';
import { readShopConfig } from './remotes/shop-config';

// Where the remotes live is read from the page first, and the modules this address needs start
// loading at once, side by side with the app's own start-up instead of after it.
const config = readShopConfig();
const previews = resolvePreviews(config);
registerShopRemotes(effectiveRemotes(config, previews));
const preloads = remoteModulesFor(window.location.pathname).map(({ remote, module }) =>
  preloadRemoteModule(remote, module),
);

// The federation runtime must negotiate shared modules before any of them is used, so the app
// itself starts from an async boundary. When the server sent the page's first screen as HTML,
// the app waits for this page's remote modules (each bounded by the remote timeout), so that its
// first frame shows the same content and replaces the HTML without a flash.
void import('./bootstrap').then(async ({ startShop, isServerRendered }) => {
  if (isServerRendered()) await Promise.all(preloads);
  startShop(previews);
});
