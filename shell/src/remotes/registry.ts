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

/** Forgets what the runtime cached for one remote (a failed manifest or entry included). */
export function resetRemote(remote: string): void {
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

async function loadOnce<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (loaded === null || loaded === undefined) throw new Error(`${id} resolved to nothing`);
  return loaded;
}

/** Loads `remote/module` ('catalog', './CollectionPage'), retrying once after a failure. */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  if (!(remote in registered)) {
    throw new RemoteUnavailableError(remote, module, new Error('not configured'));
  }
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
