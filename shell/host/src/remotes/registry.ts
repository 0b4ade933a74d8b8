// Loads exposed modules from the remotes at run time. Remotes are registered from the shop's
// deploy-time configuration; a failed load is retried once, and a remote can be reset so that a
// visitor's "Try again" loads it again once it is back (its manifest afresh, unless its entry
// already runs in the page).
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  budgetAfterServerFailure,
  REMOTE_TIMEOUT_MS,
  RemoteTimeoutError,
  RemoteUnavailableError,
} from './remote-error';
import { remoteModuleId } from './remote-module-id';
import { failureKindOf, remoteReleasesPlugin, reportRemoteFailure } from '../telemetry/telemetry';

export { budgetAfterServerFailure, REMOTE_TIMEOUT_MS, RemoteUnavailableError, remoteModuleId };

let registered: Record<string, string> = {};
let isWatchingReleases = false;

export function registerShopRemotes(remotes: Record<string, string>): void {
  registered = { ...remotes };
  // The telemetry labels each remote's failures with the release its manifest names.
  if (!isWatchingReleases) {
    registerPlugins([remoteReleasesPlugin()]);
    isWatchingReleases = true;
  }
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export function remoteEntryOf(remote: string): string | undefined {
  return registered[remote];
}

export function isRemoteConfigured(remote: string): boolean {
  return remote in registered;
}

/** How many times each remote was reset: each retry asks for its manifest at a new address. */
const attempts: Record<string, number> = {};

/** Modules being loaded or loaded, by id: the early preload and the page share one load. */
const loading = new Map<string, Promise<unknown>>();

/** Modules that have arrived, by id: a page can render them at once, without suspending. */
const arrived = new Map<string, unknown>();

/** Preloads that failed, by id, until the page's area takes the failure (takeFailedPreload). */
const failedPreloads = new Map<string, Error>();

/**
 * Remotes whose entry has run in this page: a module of theirs arrived, or one of its chunks
 * failed to load, which only a running entry asks for. Registered again, the remote's entry
 * would run a second time, and the modules loaded after would share nothing with those loaded
 * before (a second copy of every module inside the remote, its contexts and stores included).
 * A chunk that failed is asked for again by the entry already running.
 */
const entryRan = new Set<string>();

/**
 * Forgets what this page holds of one remote's modules, so that they load again. A remote whose
 * entry has not run (its manifest or entry failed) is registered afresh, so the runtime forgets
 * the failed manifest or entry too.
 */
export function resetRemote(remote: string): void {
  for (const id of loading.keys()) if (id.startsWith(`${remote}/`)) loading.delete(id);
  for (const map of [arrived, failedPreloads]) {
    for (const id of map.keys()) if (id.startsWith(`${remote}/`)) map.delete(id);
  }
  const entry = registered[remote];
  if (!entry || entryRan.has(remote)) return;
  // A fresh address for the manifest: the browser holds a second request for an address whose
  // first (slow) request is still in flight, which would hold the retry back.
  attempts[remote] = (attempts[remote] ?? 0) + 1;
  const fresh = new URL(entry);
  fresh.searchParams.set('attempt', String(attempts[remote]));
  registerRemotes([{ name: remote, entry: fresh.href }], { force: true });
}

async function loadOnce<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (loaded === null || loaded === undefined) throw new Error(`${id} resolved to nothing`);
  return loaded;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteTimeoutError(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toError(error));
      },
    );
  });
}

async function loadWithRetry<T>(
  id: string,
  remote: string,
  module: string,
  budgetMs: number,
): Promise<T> {
  const started = Date.now();
  const first = loadOnce<T>(id);
  try {
    return await withTimeout(first, budgetMs);
  } catch (error) {
    if (error instanceof RemoteTimeoutError) {
      reportRemoteFailure({ remote, module, kind: 'load' });
      throw new RemoteUnavailableError(remote, module, error, first);
    }
    if (failureKindOf(error) === 'chunk') entryRan.add(remote);
    resetRemote(remote);
    const left = Math.max(budgetMs - (Date.now() - started), 500);
    const second = loadOnce<T>(id);
    try {
      return await withTimeout(second, left);
    } catch (retryError) {
      const kind = failureKindOf(retryError);
      if (kind === 'chunk') entryRan.add(remote);
      const late = retryError instanceof RemoteTimeoutError ? second : undefined;
      // Once per load that the page gives up on (the retry's failure says what went wrong).
      reportRemoteFailure({ remote, module, kind });
      throw new RemoteUnavailableError(remote, module, retryError, late);
    }
  }
}

/**
 * Loads `remote/module` ('catalog', './CollectionPage'), retrying once after a failure, and
 * gives up after `budgetMs` (a module already loading keeps the budget it started with).
 */
export function loadRemoteModule<T>(
  remote: string,
  module: string,
  budgetMs = REMOTE_TIMEOUT_MS,
): Promise<T> {
  const id = remoteModuleId(remote, module);
  if (!(remote in registered)) {
    return Promise.reject(new RemoteUnavailableError(remote, module, new Error('not configured')));
  }
  let pending = loading.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = loadWithRetry<T>(id, remote, module, budgetMs);
    loading.set(id, pending);
    // A failure is not remembered: the next request (a visitor's Try again) loads afresh.
    pending.then(
      (value) => {
        entryRan.add(remote);
        if (loading.get(id) === pending) arrived.set(id, value);
      },
      () => loading.delete(id),
    );
  }
  return pending;
}

/** The module if it has already arrived (a page can then render it in its first frame). */
export function arrivedRemoteModule<T>(remote: string, module: string): T | undefined {
  return arrived.get(remoteModuleId(remote, module)) as T | undefined;
}

/**
 * Starts loading a module the page is about to need. The promise settles once the module has
 * arrived or failed (never rejects): the page waits on it only to take over server-rendered HTML.
 */
export function preloadRemoteModule(
  remote: string,
  module: string,
  budgetMs = REMOTE_TIMEOUT_MS,
): Promise<void> {
  if (!(remote in registered)) return Promise.resolve();
  return loadRemoteModule(remote, module, budgetMs).then(
    () => undefined,
    (error: unknown) => {
      failedPreloads.set(remoteModuleId(remote, module), toError(error));
    },
  );
}

/**
 * Why the preload of a module failed, once: the area that was waiting for it shows its
 * fallback at once instead of starting a second load (and a second timeout). Anything asking
 * later loads afresh.
 */
export function takeFailedPreload(remote: string, module: string): Error | undefined {
  const id = remoteModuleId(remote, module);
  const failure = failedPreloads.get(id);
  failedPreloads.delete(id);
  return failure;
}
