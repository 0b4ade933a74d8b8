import type { ProductDto } from '@healing/platform';
import {
  categoryPath,
  HOME_PRODUCT_KINDS,
  tileCollection,
} from '../features/products/product-kinds';
import type { CategoryTile } from '../features/home/components/category-grid';

/**
 * The home grid's tiles. Each opens its kind's page across the three collections; its colour
 * and picture come from one collection (the three taking turns), the picture once the
 * catalogue has loaded.
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
      to: categoryPath(info),
      product,
    };
  });
}
