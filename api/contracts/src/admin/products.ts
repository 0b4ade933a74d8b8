// The products back office (`/api/admin/products`).
import * as z from 'zod/mini';
import { maxCharacters } from '../rules/length-rules';
import { COLLECTIONS, PRODUCT_CATEGORIES } from '../store/catalog';
import { PRODUCT_KINDS } from '../store/product-kinds';
import { adminPageQuerySchema } from './paging';

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
