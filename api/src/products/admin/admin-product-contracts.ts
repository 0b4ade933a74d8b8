import type { CollectionSlug, ProductCategory } from '../../contracts';
import type { ProductKind } from '../product-kinds';

/**
 * Request and response shapes of the products back office (`/api/admin/products`), for the
 * catalog remote to import as types (they belong in src/contracts.ts with the others once that
 * file is opened to the back office).
 */

/** `POST /api/admin/products` and `PUT /api/admin/products/:id`: the whole editable product. */
export interface AdminProductRequest {
  name: string;
  description: string;
  /** "12.34": more than 0, at most 99999.99. */
  price: string;
  /** What it is (t-shirt, cap, journal...); the shop's category chip follows from it. */
  kind: ProductKind;
  collection: CollectionSlug;
  inStock: boolean;
}

export interface AdminProductDto {
  id: number;
  name: string;
  description: string;
  price: string;
  kind: ProductKind;
  /** The collection pages' chip, derived from `kind`. */
  category: ProductCategory;
  collection: CollectionSlug;
  inStock: boolean;
  /** The URL the shop shows: the uploaded image, or the shop's drawing of it. */
  image: string;
  /** True when `image` is an image the owner uploaded. */
  hasUploadedImage: boolean;
  /** ISO 8601, or null while the product is on sale. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/products?q=&archived=&page=&pageSize=`, by name. */
export interface AdminProductListQuery {
  q?: string;
  /** true: only archived products; false or absent: only those on sale. */
  archived?: boolean;
  page?: number;
  pageSize?: number;
}

export interface AdminProductPageDto {
  products: AdminProductDto[];
  page: number;
  pageSize: number;
  total: number;
}
