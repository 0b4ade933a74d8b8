// The products back office (`/api/admin/products`).
import * as z from 'zod/mini';
import { maxCharacters } from '../rules/length-rules';
import { PRICE_PATTERN } from '../rules/product-rules';
import { wholeNumberBetween } from '../rules/query-rules';
import { isSingleLine } from '../rules/text-rules';
import { COLLECTIONS, PRODUCT_CATEGORIES, productOptionSchema } from '../store/catalog';
import { PRODUCT_KINDS } from '../store/product-kinds';
import { adminPageQuerySchema } from './paging';
import {
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANT_STOCK,
  MAX_VARIANTS,
  OPTION_TEXT_MAX_LENGTH,
  SKU_PATTERN,
  VARIANT_MESSAGES,
} from './variant-rules';

/** `POST /api/admin/products` and `PUT /api/admin/products/:id`: the whole editable product. */
export const adminProductRequestSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** "12.34": more than 0, at most 99999.99. */
  price: z.string(),
  /** What it is (t-shirt, cap, journal...); the shop's category chip follows from it. */
  kind: z.enum(PRODUCT_KINDS),
  collection: z.enum(COLLECTIONS),
  inStock: z.boolean(),
});
export type AdminProductRequest = z.input<typeof adminProductRequestSchema>;

export const adminProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** The collection pages' chip, derived from `kind`. */
  category: z.enum(PRODUCT_CATEGORIES),
  collection: z.enum(COLLECTIONS),
  inStock: z.boolean(),
  /** The URL the shop shows: the uploaded image, or the shop's drawing of it. */
  image: z.string(),
  /** True when `image` is an image the owner uploaded. */
  hasUploadedImage: z.boolean(),
  /** ISO 8601, or null while the product is on sale. */
  archivedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductDto = z.output<typeof adminProductSchema>;

const SEARCH_MESSAGE = 'q must be at most 100 characters';

/** `GET /api/admin/products?q=&archived=&page=&pageSize=`, by name. */
export const adminProductListQuerySchema = z.extend(
  z.object({
    /**
     * Part of a name. Its length is checked before its type, so anything that is not text (a
     * repeated `q`) gets the length's message, as it always has.
     */
    q: z.optional(z.string({ error: SEARCH_MESSAGE }).check(...maxCharacters(100, SEARCH_MESSAGE))),
    /** true: only archived products; false or absent: only those on sale. */
    archived: z.optional(z.boolean({ error: 'archived must be true or false' })),
  }),
  adminPageQuerySchema.shape,
);
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminProductPageSchema = z.object({
  products: z.array(adminProductSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AdminProductPageDto = z.output<typeof adminProductPageSchema>;

// Variants and stock (issue 28).

export {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANT_STOCK,
  MAX_VARIANTS,
  OPTION_TEXT_MAX_LENGTH,
  SKU_MAX_LENGTH,
  SKU_PATTERN,
  VARIANT_MESSAGES,
  VARIANT_REFUSALS,
} from './variant-rules';

function shortText(message: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(OPTION_TEXT_MAX_LENGTH, message),
      z.refine(isSingleLine, message),
    );
}

export const adminOptionSchema = z.object(
  {
    name: shortText(VARIANT_MESSAGES.optionName),
    values: z
      .array(shortText(VARIANT_MESSAGES.optionValue), { error: VARIANT_MESSAGES.optionValues })
      .check(
        z.minLength(1, VARIANT_MESSAGES.optionValues),
        z.maxLength(MAX_OPTION_VALUES, VARIANT_MESSAGES.optionValues),
      ),
  },
  { error: VARIANT_MESSAGES.options },
);

export const adminVariantRequestSchema = z.object(
  {
    /** An existing variant to keep (its cart lines and history stay with it); absent for a new one. */
    id: z.optional(wholeNumberBetween(VARIANT_MESSAGES.variantId, 1, 2_147_483_647)),
    options: z.record(z.string(), z.string(), { error: VARIANT_MESSAGES.variantOptions }),
    sku: z.optional(
      z.nullable(
        z
          .string({ error: VARIANT_MESSAGES.sku })
          .check(z.trim(), z.regex(SKU_PATTERN, VARIANT_MESSAGES.sku)),
      ),
    ),
    price: z.optional(
      z.nullable(
        z
          .string({ error: VARIANT_MESSAGES.price })
          .check(z.trim(), z.regex(PRICE_PATTERN, VARIANT_MESSAGES.price)),
      ),
    ),
    stock: wholeNumberBetween(VARIANT_MESSAGES.stock, 0, MAX_VARIANT_STOCK),
  },
  { error: VARIANT_MESSAGES.variants },
);

/**
 * `PUT /api/admin/products/:id/variants`: the product's options and every variant it is sold in,
 * replacing what it had (variants not listed are removed; past orders keep their copy).
 */
export const adminVariantsRequestSchema = z.object({
  options: z
    .array(adminOptionSchema, { error: VARIANT_MESSAGES.options })
    .check(z.maxLength(MAX_OPTIONS, VARIANT_MESSAGES.options)),
  variants: z
    .array(adminVariantRequestSchema, { error: VARIANT_MESSAGES.variants })
    .check(
      z.minLength(1, VARIANT_MESSAGES.variants),
      z.maxLength(MAX_VARIANTS, VARIANT_MESSAGES.tooManyVariants),
    ),
});
export type AdminVariantsRequest = z.input<typeof adminVariantsRequestSchema>;

/** `PUT /api/admin/products/variants/:variantId/stock`. */
export const adminStockRequestSchema = z.object({
  stock: wholeNumberBetween(VARIANT_MESSAGES.stock, 0, MAX_VARIANT_STOCK),
});
export type AdminStockRequest = z.input<typeof adminStockRequestSchema>;

/** `GET /api/admin/products/low-stock?threshold=`: variants with at most this many left. */
export const adminLowStockQuerySchema = z.object({
  threshold: z.optional(wholeNumberBetween(VARIANT_MESSAGES.threshold, 0, 1000)),
});
export type AdminLowStockQuery = z.input<typeof adminLowStockQuerySchema>;

export const adminVariantSchema = z.object({
  id: z.number(),
  label: z.string(),
  options: z.record(z.string(), z.string()),
  sku: z.nullable(z.string()),
  /** Its own price, or null for the product's. */
  price: z.nullable(z.string()),
  stock: z.number(),
});
export type AdminVariantDto = z.output<typeof adminVariantSchema>;

export const adminVariantsSchema = z.object({
  productId: z.number(),
  options: z.array(productOptionSchema),
  variants: z.array(adminVariantSchema),
});
export type AdminVariantsDto = z.output<typeof adminVariantsSchema>;

export const adminLowStockSchema = z.object({
  threshold: z.number(),
  items: z.array(
    z.object({
      productId: z.number(),
      productName: z.string(),
      variantId: z.number(),
      label: z.string(),
      sku: z.nullable(z.string()),
      stock: z.number(),
    }),
  ),
});
export type AdminLowStockDto = z.output<typeof adminLowStockSchema>;
