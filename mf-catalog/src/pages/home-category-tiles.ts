import type { ProductDto } from '@healing/platform';
import { HOME_PRODUCT_KINDS, kindPath, tileCollection } from '../features/products/product-kinds';
import type { CategoryTile } from '../features/home/components/category-grid';

/**
 * The home grid's tiles. Where they lead is fixed (each kind in one collection, the three taking
 * turns); the picture is a product of that kind there, once the catalogue has loaded.
 */
export function categoryTiles(products: readonly ProductDto[] | undefined): CategoryTile[] {
  return HOME_PRODUCT_KINDS.map((info, index) => {
    const collection = tileCollection(index);
    const candidates = products?.filter((product) => product.kind === info.kind) ?? [];
    const product =
      candidates.find((candidate) => candidate.collection === collection && candidate.inStock) ??
      candidates.find((candidate) => candidate.collection === collection) ??
      candidates[0];
    return {
      kind: info.kind,
      label: info.label,
      collection,
      to: kindPath(collection, info),
      product,
    };
  });
}
