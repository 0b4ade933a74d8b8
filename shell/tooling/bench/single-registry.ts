// The benchmark's single-bundle build: the same shell and catalog, with the catalog's exposed
// modules imported directly (code-split per module, as any single-page app would) instead of
// loaded through module federation. Used only by `npm run bench:web` for the comparison.
import {
  budgetAfterServerFailure,
  REMOTE_TIMEOUT_MS,
  RemoteUnavailableError,
} from '@shell-src/remotes/remote-error';
import { remoteModuleId } from '@shell-src/remotes/remote-module-id';

export { budgetAfterServerFailure, REMOTE_TIMEOUT_MS, RemoteUnavailableError, remoteModuleId };

// Aliased paths: this file replaces src/remotes/registry.ts, so it resolves from there.
const CATALOG: Record<string, () => Promise<unknown>> = {
  './HomeSections': () => import('@catalog-expose/home-sections'),
  './CollectionPage': () => import('@catalog-expose/collection-page'),
  './ProductPage': () => import('@catalog-expose/product-page'),
  './BooksPage': () => import('@catalog-expose/books-page'),
  './AboutPage': () => import('@catalog-expose/about-page'),
};

export function registerShopRemotes(): void {}

export function remoteEntryOf(): string | undefined {
  return undefined;
}

export function isRemoteConfigured(remote: string): boolean {
  return remote === 'catalog';
}

export function resetRemote(): void {}

const arrived = new Map<string, unknown>();

export function arrivedRemoteModule<T>(remote: string, module: string): T | undefined {
  return arrived.get(remoteModuleId(remote, module)) as T | undefined;
}

/** The single bundle has no preload worth reporting: a failed import simply fails the page's own. */
export function takeFailedPreload(): Error | undefined {
  return undefined;
}

export function preloadRemoteModule(remote: string, module: string): Promise<void> {
  return loadRemoteModule(remote, module).then(
    () => undefined,
    () => undefined,
  );
}

export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const load = remote === 'catalog' ? CATALOG[module] : undefined;
  if (!load) throw new RemoteUnavailableError(remote, module, new Error('not in this bundle'));
  const loaded = await load();
  arrived.set(remoteModuleId(remote, module), loaded);
  return loaded as T;
}
