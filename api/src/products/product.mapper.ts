import {
  FEW_LEFT,
  type CatalogVariantDto,
  type CollectionSlug,
  type ProductCategory,
  type ProductDto,
  type ProductOption,
} from '@healing/contracts';

/** A variant as `selectProductColumns` returns it (inside the row's JSON array). */
export interface VariantRow {
  id: number;
  label: string;
  options: Record<string, string>;
  sku: string | null;
  /** numeric as text, or null for the product's price. */
  price: string | null;
  stock: number;
}

/** A row as `selectProductColumns` returns it. */
export interface ProductRow {
  id: number;
  name: string;
  description: string;
  image: string;
  price: string;
  category: ProductCategory;
  collection: CollectionSlug;
  kind: string;
  /** The owner's on-sale switch. */
  inStock: boolean;
  createdAt: Date;
  options: ProductOption[];
  variants: VariantRow[];
}

/**
 * What the shop tells of a variant: in stock or not, and how many only when few are left.
 * Prices go out as PostgreSQL gives them: both columns are numeric(10,2), whose text always
 * has two decimals ("24.90"), so turning them into cents and back would give the same string
 * at some cost on every product of the busiest reads.
 */
export function toCatalogVariant(
  variant: VariantRow,
  productPrice: string,
  onSale: boolean,
): CatalogVariantDto {
  const inStock = onSale && variant.stock > 0;
  return {
    id: variant.id,
    label: variant.label,
    options: variant.options,
    sku: variant.sku,
    price: variant.price ?? productPrice,
    inStock,
    fewLeft: inStock && variant.stock <= FEW_LEFT ? variant.stock : null,
  };
}

export function toProductDto(row: ProductRow): ProductDto {
  const variants = row.variants.map((variant) => toCatalogVariant(variant, row.price, row.inStock));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: row.price,
    category: row.category,
    collection: row.collection,
    kind: row.kind,
    inStock: variants.some((variant) => variant.inStock),
    createdAt: row.createdAt.toISOString(),
    options: row.options,
    variants,
  };
}
