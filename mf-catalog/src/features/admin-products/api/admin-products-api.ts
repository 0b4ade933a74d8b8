import { apiGet, apiJson, useListQuery } from '@healing/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLowStockDto,
  AdminProductDto,
  AdminProductPageDto,
  AdminProductRequest,
  AdminVariantsDto,
  AdminVariantsRequest,
} from '@healing/contracts/admin';
import { catalogKeys } from '../../products/api/catalog-keys';

export type {
  AdminLowStockDto,
  AdminProductDto,
  AdminProductPageDto,
  AdminProductRequest,
  AdminVariantsDto,
  AdminVariantsRequest,
};

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

// Variants and stock.

export const adminStockKeys = {
  variants: (id: number) => [...adminProductKeys.all, 'variants', id] as const,
  lowStock: () => [...adminProductKeys.all, 'low-stock'] as const,
};

export function useAdminVariants(productId: number) {
  return useQuery({
    queryKey: adminStockKeys.variants(productId),
    queryFn: ({ signal }) =>
      apiGet<AdminVariantsDto>(`/api/admin/products/${productId}/variants`, signal),
    staleTime: 0,
  });
}

export function useLowStock() {
  return useQuery({
    queryKey: adminStockKeys.lowStock(),
    queryFn: ({ signal }) => apiGet<AdminLowStockDto>('/api/admin/products/low-stock', signal),
    staleTime: 0,
  });
}

/** One variant's stock; afterwards the product's variants, the low-stock list and the shop. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, stock }: { variantId: number; stock: number }) =>
      apiJson<AdminVariantsDto>('PUT', `/api/admin/products/variants/${variantId}/stock`, {
        stock,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminStockKeys.variants(saved.productId), saved);
      void queryClient.invalidateQueries({ queryKey: adminStockKeys.lowStock() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.detail(saved.productId) });
    },
  });
}

/** The product's options and every variant, in one save; afterwards the same views as stock. */
export function useSaveVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: AdminVariantsRequest }) =>
      apiJson<AdminVariantsDto>('PUT', `/api/admin/products/${productId}/variants`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminStockKeys.variants(saved.productId), saved);
      void queryClient.invalidateQueries({ queryKey: adminStockKeys.lowStock() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.detail(saved.productId) });
    },
  });
}
