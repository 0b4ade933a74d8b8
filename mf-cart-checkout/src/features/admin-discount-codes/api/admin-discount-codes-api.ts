import { apiGet, apiJson, useListQuery } from '@healing/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDiscountCodeDto,
  AdminDiscountCodeListDto,
  AdminDiscountCodeRequest,
} from '../../../api/discount-code-contracts';

/** Under 'cartCheckout' like every key of this remote; 'admin' keeps the owner's views apart. */
export const discountCodeKeys = {
  all: ['cartCheckout', 'admin', 'discount-codes'] as const,
};

/** What signing in again lets the owner do, when the session has ended. */
export const DISCOUNT_CODES_SESSION_TASK = 'keep working on the discount codes';

export const DISCOUNT_CODES_URL = '/api/admin/discount-codes';

export function useDiscountCodes() {
  return useListQuery({
    queryKey: discountCodeKeys.all,
    queryFn: ({ signal }) => apiGet<AdminDiscountCodeListDto>(DISCOUNT_CODES_URL, signal),
  });
}

/** A new code (no id) or the whole of an existing one again. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminDiscountCodeRequest }) =>
      id === null
        ? apiJson<AdminDiscountCodeDto>('POST', DISCOUNT_CODES_URL, body)
        : apiJson<AdminDiscountCodeDto>('PUT', `${DISCOUNT_CODES_URL}/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.all }),
  });
}

export type DiscountCodeAction = 'end' | 'archive' | 'restore' | 'delete';

/** End, archive, restore or delete one code; the list is read again either way. */
export function useDiscountCodeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: DiscountCodeAction }) =>
      action === 'delete'
        ? apiJson<undefined>('DELETE', `${DISCOUNT_CODES_URL}/${id}`)
        : apiJson<AdminDiscountCodeDto>('POST', `${DISCOUNT_CODES_URL}/${id}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.all }),
  });
}
