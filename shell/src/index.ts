import { remoteModulesFor } from './app/route-remotes';
import { effectiveRemotes, resolvePreviews } from './remotes/preview';
import { preloadRemoteModule, registerShopRemotes } from './remotes/registry';
import { readShopConfig } from './remotes/shop-config';

// Where the remotes live is read from the page first, and the modules this address needs start
// loading at once, side by side with the app's own start-up instead of after it.
const config = readShopConfig();
const previews = resolvePreviews(config);
registerShopRemotes(effectiveRemotes(config, previews));
for (const { remote, module } of remoteModulesFor(window.location.pathname)) {
  preloadRemoteModule(remote, module);
}

// The federation runtime must negotiate shared modules before any of them is used, so the app
// itself starts from an async boundary.
void import('./bootstrap').then(({ startShop }) => startShop(previews));
