import { remoteModulesFor } from './app/route-remotes';
import { effectiveRemotes, resolvePreviews } from './remotes/preview';
import {
  budgetAfterServerFailure,
  preloadRemoteModule,
  registerShopRemotes,
  remoteModuleId,
} from './remotes/registry';
import { SHARED_LIBRARIES } from './remotes/shared-libraries';
import { readShopConfig } from './remotes/shop-config';
import { SERVER_FAILED_AREA_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from './server-render-markers';
import { configureTelemetry, startWebVitals } from './telemetry/telemetry';
import { afterThisTask, oneTaskEach } from './take-over/tasks';

/** The shell's server sent this page's first screen as HTML. */
const serverRendered =
  document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;

/** The modules whose areas the shell's server asked their remote for and got nothing just now. */
function failedOnTheServer(): Set<string> {
  const marked = document.querySelectorAll(`#root [${SERVER_FAILED_AREA_ATTRIBUTE}]`);
  return new Set([...marked].map((area) => area.getAttribute(SERVER_FAILED_AREA_ATTRIBUTE) ?? ''));
}

/**
 * The page's Web Vitals, for the remote module of its main area as the visitor landed: measured
 * (web-vitals loads in a chunk of its own) once the page has loaded and the browser is idle.
 */
function measureVitalsOnceLoaded(area: { remote: string; module: string } | undefined): void {
  const begin = () => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => startWebVitals(area));
    else window.setTimeout(() => startWebVitals(area), 1);
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

async function start(): Promise<void> {
  // Where the remotes live is read from the page first, and the modules this address needs start
  // loading at once, side by side with the app's own start-up instead of after it. One the server
  // just failed to get is given only what is left of the usual wait.
  const config = readShopConfig();
  const previews = resolvePreviews(config, window.location, window.sessionStorage, {
    serverRendered,
  });
  configureTelemetry({ vitalsSampleRate: config.vitalsSampleRate });
  registerShopRemotes(effectiveRemotes(config, previews));
  const failed = failedOnTheServer();
  const areas = remoteModulesFor(window.location.pathname);
  measureVitalsOnceLoaded(areas[0]);
  // Each area's module is asked for in a task of its own (the runtime fetches the remote's
  // manifest and entry and writes its preload links), as is each shared library after them.
  const preloads = oneTaskEach(
    areas.map(
      ({ remote, module }) =>
        () =>
          failed.has(remoteModuleId(remote, module))
            ? preloadRemoteModule(remote, module, budgetAfterServerFailure(performance.now()))
            : preloadRemoteModule(remote, module),
    ),
  );
  await afterThisTask();
  // The federation runtime must negotiate shared modules before any of them is used, so the app
  // itself starts from an async boundary. When the server sent the page's first screen as HTML,
  // the app waits for this page's remote modules (each bounded by the remote timeout) before it
  // hydrates. Hydrating the shell first would leave each area's HTML dehydrated meanwhile, and
  // the first update to reach one from above (the visitor's cart arriving: TanStack Query's
  // updates are synchronous) would make React give its HTML up for the loading state.
  await oneTaskEach(SHARED_LIBRARIES);
  await afterThisTask();
  const { startShop, isServerRendered } = await import('./bootstrap');
  if (isServerRendered()) await preloads;
  startShop(previews, config.social);
}

// A server-rendered page is already on screen, so the start-up first yields to the browser once:
// the federation runtime's own start (this script) and the app's are two shorter tasks instead of
// one long one, and a tap or scroll in between is answered sooner.
void (serverRendered ? afterThisTask() : Promise.resolve()).then(start);
