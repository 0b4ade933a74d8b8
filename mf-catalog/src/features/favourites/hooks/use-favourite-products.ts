import type { ProductDto } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allProductsQueryOptions } from '../../products/api/get-products';
import { useFavouriteIds } from '../../products/hooks/use-favourites';

/**
 * This device's favourites as products, the latest saved first, from the whole catalogue (one
 * request, shared with the home page). A favourite the shop no longer sells is left out.
 */
export function useFavouriteProducts() {
  const ids = useFavouriteIds();
  const query = useQuery({ ...allProductsQueryOptions(), enabled: ids.length > 0 });

  const products = useMemo(() => {
    if (ids.length === 0) return [];
    if (!query.data) return undefined;
    const byId = new Map(query.data.map((product) => [product.id, product]));
    return [...ids]
      .reverse()
      .map((id) => byId.get(id))
      .filter((product): product is ProductDto => product !== undefined);
  }, [ids, query.data]);

  return { products, query };
}
