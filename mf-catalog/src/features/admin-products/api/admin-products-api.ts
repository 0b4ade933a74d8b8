import { apiGet, apiJson, useListQuery } from '@healing/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProductDto,
  AdminProductPageDto,
  AdminProductRequest,
} from '@healing/contracts/admin';
import { catalogKeys } from '../../products/api/catalog-keys';

export type { AdminProductDto, AdminProductPageDto, AdminProductRequest };

export interface AdminProductFilter {
  q: string;
  archived: boolean;
  page: number;
}

export const ADMIN_PAGE_SIZE = 20;

/** Under 'catalog' like every key of this remote; 'admin' keeps the owner's views apart. */
export const adminProductKeys = {
  all: [...catalogKeys.all, 'admin', 'products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (filter: AdminProductFilter) => [...adminProductKeys.lists(), filter] as const,
  detail: (id: number) => [...adminProductKeys.all, 'detail', id] as const,
};

/** What signing in again lets the owner do, when the session has ended. */
export const PRODUCTS_SESSION_TASK = 'keep working on the products';

function listUrl({ q, archived, page }: AdminProductFilter): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (archived) params.set('archived', 'true');
  return `/api/admin/products?${params.toString()}`;
}

export function useAdminProducts(filter: AdminProductFilter) {
  return useListQuery({
    queryKey: adminProductKeys.list(filter),
    queryFn: ({ signal }) => apiGet<AdminProductPageDto>(listUrl(filter), signal),
  });
}

export function adminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => apiGet<AdminProductDto>(`/api/admin/products/${id}`, signal),
    staleTime: 0,
  });
}

export function useAdminProduct(id: number | null) {
  return useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id !== null });
}

/** After any change: the owner's lists, and the shop's own views of the catalogue in this tab. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (product: AdminProductDto) => {
    queryClient.setQueryData(adminProductKeys.detail(product.id), product);
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.detail(product.id) });
  };
}

export function useSaveProduct() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminProductRequest }) =>
      id === null
        ? apiJson<AdminProductDto>('POST', '/api/admin/products', body)
        : apiJson<AdminProductDto>('PUT', `/api/admin/products/${id}`, body),
    onSuccess: refresh,
  });
}

export function useUploadProductImage() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiJson<AdminProductDto>('POST', `/api/admin/products/${id}/image`, form);
    },
    onSuccess: refresh,
  });
}

export function useSetArchived() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      apiJson<AdminProductDto>(
        'POST',
        `/api/admin/products/${id}/${archived ? 'archive' : 'restore'}`,
      ),
    onSuccess: refresh,
  });
}
