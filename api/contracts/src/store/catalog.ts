// The catalogue: collections, categories and products as the shop's pages read them.
import * as z from 'zod/mini';
import { PRODUCT_KINDS } from './product-kinds';

export const COLLECTIONS = ['inner-beauty', 'life-happens', 'love-is'] as const;
export type CollectionSlug = (typeof COLLECTIONS)[number];

export const COLLECTION_NAMES: Record<CollectionSlug, string> = {
  'inner-beauty': 'Inner Beauty',
  'life-happens': 'Life Happens',
  'love-is': 'Love Is',
};

export const PRODUCT_CATEGORIES = ['apparel', 'accessories', 'wellness', 'art', 'treats'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_SORTS = ['name', 'price-low', 'price-high', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Amounts travel as decimal strings with two decimals ("24.99"); times as ISO 8601. */
export const catalogProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  collection: z.enum(COLLECTIONS),
  kind: z.string(),
  inStock: z.boolean(),
  createdAt: z.string(),
});
export type ProductDto = z.output<typeof catalogProductSchema>;

export const DEFAULT_PRODUCT_SORT: ProductSort = 'name';

/**
 * `GET /api/products?category=&kind=&sort=` (and a collection's list). `all`, the collection
 * pages' default chip, means no filter; the API reads an empty value as none. `kind` narrows to
 * one of the home page's product kinds (a category page across the collections).
 */
export const productListQuerySchema = z.object({
  category: z.prefault(
    z.pipe(
      z.enum(['all', ...PRODUCT_CATEGORIES], {
        error: `Unknown category: choose all, ${PRODUCT_CATEGORIES.join(', ')}.`,
      }),
      z.transform((category) => (category === 'all' ? undefined : category)),
    ),
    'all',
  ),
  kind: z.optional(
    z.enum(PRODUCT_KINDS, { error: `Unknown kind: choose ${PRODUCT_KINDS.join(', ')}.` }),
  ),
  sort: z.optional(
    z
      .enum(PRODUCT_SORTS, { error: `Unknown sort: choose ${PRODUCT_SORTS.join(', ')}.` })
      .check(z.meta({ default: DEFAULT_PRODUCT_SORT })),
  ),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
