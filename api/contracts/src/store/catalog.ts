// The catalogue: collections, categories and products as the shop's pages read them.
import * as z from 'zod/mini';
import { COLLECTIONS, PRODUCT_CATEGORIES, PRODUCT_SORTS, type ProductSort } from './catalog-values';
import { PRODUCT_KINDS } from './product-kinds';

export * from './catalog-values';

/** Something a shopper chooses before Add to Cart: `{ name: 'Size', values: ['XS', 'S', ...] }`. */
export const productOptionSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
});
export type ProductOption = z.output<typeof productOptionSchema>;

/** Below this many, the shop says how many are left ("Only 2 left"). */
export const FEW_LEFT = 5;

/** One way a product is sold, as the shop shows it (never its exact stock). */
export const catalogVariantSchema = z.object({
  id: z.number(),
  /** "M", "M / Rose", or "One size". */
  label: z.string(),
  /** Each option's value: `{ Size: 'M' }`; `{}` for one size. */
  options: z.record(z.string(), z.string()),
  sku: z.nullable(z.string()),
  /** What it costs ("24.99"): its own price, or the product's. */
  price: z.string(),
  inStock: z.boolean(),
  /** How many are left when there are few (1 to FEW_LEFT), otherwise null. */
  fewLeft: z.nullable(z.number()),
});
export type CatalogVariantDto = z.output<typeof catalogVariantSchema>;

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
  /** On sale, and at least one variant has stock. */
  inStock: z.boolean(),
  createdAt: z.string(),
  /** What a shopper chooses (empty: nothing to choose). */
  options: z.array(productOptionSchema),
  /** Every variant, in the options' order; sold-out ones included, marked as such. */
  variants: z.array(catalogVariantSchema),
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
