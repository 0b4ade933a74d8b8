// Loads exposed modules from the remotes at run time. Remotes are registered from the shop's
// deploy-time configuration; a failed load is retried once, and a remote can be reset so that a
// visitor's "Try again" fetches its manifest afresh once it is back.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-error';

export { RemoteUnavailableError };

let registered: Record<string, string> = {};

export function registerShopRemotes(remotes: Record<string, string>): void {
  registered = { ...remotes };
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

/** Modules being loaded or loaded, by id: the early preload and the page share one load. */
const loading = new Map<string, Promise<unknown>>();

/** Forgets what the runtime cached for one remote (a failed manifest or entry included). */
export function resetRemote(remote: string): void {
  for (const id of loading.keys()) if (id.startsWith(`${remote}/`)) loading.delete(id);
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

async function loadOnce<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (loaded === null || loaded === undefined) throw new Error(`${id} resolved to nothing`);
  return loaded;
}

async function loadWithRetry<T>(id: string, remote: string, module: string): Promise<T> {
  try {
    return await loadOnce<T>(id);
  } catch {
    resetRemote(remote);
    try {
      return await loadOnce<T>(id);
    } catch (error) {
      throw new RemoteUnavailableError(remote, module, error);
    }
  }
}

/** Loads `remote/module` ('catalog', './CollectionPage'), retrying once after a failure. */
export function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  if (!(remote in registered)) {
    return Promise.reject(new RemoteUnavailableError(remote, module, new Error('not configured')));
  }
  let pending = loading.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = loadWithRetry<T>(id, remote, module);
    loading.set(id, pending);
    // A failure is not remembered: the next request (a visitor's Try again) loads afresh.
    pending.catch(() => loading.delete(id));
  }
  return pending;
}

/** Starts loading a module the page is about to need, without waiting for it. */
export function preloadRemoteModule(remote: string, module: string): void {
  if (remote in registered) loadRemoteModule(remote, module).catch(() => undefined);
}
