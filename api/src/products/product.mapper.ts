import type { CollectionSlug, ProductCategory, ProductDto } from '@healing/contracts';

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
  inStock: boolean;
  createdAt: Date;
}

export function toProductDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: row.price,
    category: row.category,
    collection: row.collection,
    kind: row.kind,
    inStock: row.inStock,
    createdAt: row.createdAt.toISOString(),
  };
}
