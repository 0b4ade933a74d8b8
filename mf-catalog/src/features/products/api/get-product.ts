import { ApiError, apiGet, type ProductDto } from '@healing/platform';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';

/** A product id as the route gives it: digits only, within PostgreSQL's integer range. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.detail(id),
    queryFn: ({ signal }) => apiGet<ProductDto>(`/api/products/${id}`, signal),
  });
}

/** The product as a list already on the page shows it, so a card opens without a spinner. */
function fromLoadedLists(queryClient: QueryClient, id: number): ProductDto | undefined {
  for (const [, list] of queryClient.getQueriesData<ProductDto[]>({
    queryKey: catalogKeys.lists(),
  })) {
    const found = list?.find((product) => product.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The API answers 404 for an unknown id and 400 for a malformed one: both mean "no product". */
export function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: () => (id === null ? undefined : fromLoadedLists(queryClient, id)),
  });
}
