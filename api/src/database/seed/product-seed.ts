import type { Motif } from '../../artwork/motifs';
import type { CollectionSlug, ProductCategory, ProductKind } from '@healing/contracts';
import { KIND_CATEGORY } from '@healing/contracts';

/** A catalogue entry as written in the data files. */
export interface ProductEntry {
  /** Stable key: the seed's conflict target and the image's file name. */
  slug: string;
  name: string;
  kind: ProductKind;
  /** Two decimals, as stored ("24.99"). */
  price: string;
  description: string;
  /** How long ago it was added, so "newest" has something to sort. */
  daysAgo: number;
  inStock?: boolean;
  /** The motif and the short word on the product's picture. */
  art: [Motif, string];
}

export interface ProductSeed extends ProductEntry {
  collection: CollectionSlug;
  category: ProductCategory;
}

export function inCollection(
  collection: CollectionSlug,
  entries: readonly ProductEntry[],
): ProductSeed[] {
  return entries.map((entry) => ({ ...entry, collection, category: KIND_CATEGORY[entry.kind] }));
}
