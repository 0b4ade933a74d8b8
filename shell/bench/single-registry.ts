// The benchmark's single-bundle build: the same shell and catalog, with the catalog's exposed
// modules imported directly (code-split per module, as any single-page app would) instead of
// loaded through module federation. Used only by `npm run bench:web` for the comparison.
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from '../src/remotes/remote-error';

export { RemoteUnavailableError };

type Loaded = { default: ComponentType<Record<string, unknown>> };

const CATALOG: Record<string, () => Promise<Loaded>> = {
  './HomeSections': () => import('../../mf-catalog/src/expose/home-sections'),
  './CollectionPage': () => import('../../mf-catalog/src/expose/collection-page'),
  './ProductPage': () => import('../../mf-catalog/src/expose/product-page'),
  './BooksPage': () => import('../../mf-catalog/src/expose/books-page'),
  './AboutPage': () => import('../../mf-catalog/src/expose/about-page'),
};

export function registerShopRemotes(): void {}

export function remoteEntryOf(): string | undefined {
  return undefined;
}

export function isRemoteConfigured(remote: string): boolean {
  return remote === 'catalog';
}

export function resetRemote(): void {}

export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const load = remote === 'catalog' ? CATALOG[module] : undefined;
  if (!load) throw new RemoteUnavailableError(remote, module, new Error('not in this bundle'));
  return (await load()) as T;
}
