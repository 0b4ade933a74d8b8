import { apiGet, type ProductDto } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '../features/products/api/catalog-keys';
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

/** The products the tiles picture, once each: all a tile needs of the catalogue. */
export function tileProducts(products: readonly ProductDto[]): ProductDto[] {
  const pictured = categoryTiles(products).flatMap((tile) => (tile.product ? [tile.product] : []));
  return [...new Set(pictured)];
}

/**
 * The products the home page's category tiles picture, one per kind, picked from the whole
 * catalogue as above. The page's state, sent with its HTML, carries these few
 * instead of every product: a third of the home page's HTML was the catalogue.
 */
export function homeTileProductsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.homeTiles(),
    queryFn: async ({ signal }) =>
      tileProducts(await apiGet<ProductDto[]>('/api/products', signal)),
  });
}

export function useHomeTileProducts() {
  return useQuery(homeTileProductsQueryOptions());
}
