import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CartItemDto, CartSummaryDto } from '@healing/contracts';
import { toast, type ToastInput } from '../toast/toast-store';
import {
  cartKeys,
  type CustomDesignInput,
  deleteCart,
  deleteCartItem,
  deleteCartPromo,
  postCartCustomDesign,
  postCartProduct,
  putCartPromo,
  putCartQuantity,
} from './cart-api';
import { CART_FAILURES, CART_TOASTS, cartFailureToast } from './cart-messages';

const succeeded = () => true;
const failed = () => false;

export interface AddProductInput {
  productId: number;
  /** The chosen variant (a size); needed when the product has more than one. */
  variantId?: number;
  quantity?: number;
  /** The page's own success toast (SPEC.md: 'Added to Cart! 💖' on collection pages). */
  successToast?: ToastInput;
}

export interface AddCustomDesignInput extends CustomDesignInput {
  successToast?: ToastInput;
}

/**
 * The cart's mutations. Each refetches the session's cart when it settles (SPEC.md
 * section 4), raises its toast in this one place, and reports failure by resolving to null so
 * callers never handle the same error twice.
 */
export function useCartMutations(sessionId: string, openSidebar: () => void) {
  const queryClient = useQueryClient();
  const refetchCart = useCallback(
    () => queryClient.invalidateQueries({ queryKey: cartKeys.session(sessionId) }),
    [queryClient, sessionId],
  );

  const add = useMutation({
    mutationFn: ({ productId, variantId, quantity = 1 }: AddProductInput) =>
      postCartProduct(sessionId, productId, quantity, variantId),
    onSuccess: (_item, input) => {
      toast(input.successToast ?? CART_TOASTS.added);
      openSidebar();
    },
    onError: (error) => toast(cartFailureToast(CART_FAILURES.add, error)),
    onSettled: refetchCart,
  });

  const addCustom = useMutation({
    mutationFn: ({ successToast: _ignored, ...design }: AddCustomDesignInput) =>
      postCartCustomDesign(sessionId, design),
    onSuccess: (_item, input) => {
      toast(input.successToast ?? CART_TOASTS.customAdded);
      openSidebar();
    },
    onError: (error) => toast(cartFailureToast(CART_FAILURES.addCustom, error)),
    onSettled: refetchCart,
  });

  const update = useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) =>
      putCartQuantity(itemId, quantity),
    onError: (error) => toast(cartFailureToast(CART_FAILURES.update, error)),
    onSettled: refetchCart,
  });

  const remove = useMutation({
    mutationFn: (itemId: number) => deleteCartItem(itemId),
    onSuccess: () => toast(CART_TOASTS.removed),
    onError: (error) => toast(cartFailureToast(CART_FAILURES.remove, error)),
    onSettled: refetchCart,
  });

  const clear = useMutation({
    mutationFn: () => deleteCart(sessionId),
    onSuccess: () => toast(CART_TOASTS.cleared),
    onError: (error) => toast(cartFailureToast(CART_FAILURES.clear, error)),
    onSettled: refetchCart,
  });

  // The promo's answer is the cart's new summary: shown at once, then every summary refetched.
  const showSummary = useCallback(
    (summary: CartSummaryDto) => {
      queryClient.setQueryData(cartKeys.summary(sessionId), summary);
      return refetchCart();
    },
    [queryClient, sessionId, refetchCart],
  );

  const applyPromo = useMutation({
    mutationFn: (code: string) => putCartPromo(sessionId, code.trim()),
    onSuccess: showSummary,
    onError: (error) => toast(cartFailureToast(CART_FAILURES.applyPromo, error)),
  });

  const removePromo = useMutation({
    mutationFn: () => deleteCartPromo(sessionId),
    onSuccess: showSummary,
    onError: (error) => toast(cartFailureToast(CART_FAILURES.removePromo, error)),
  });

  const busyItemId = update.isPending
    ? update.variables?.itemId
    : remove.isPending
      ? remove.variables
      : undefined;
  const { mutateAsync: addAsync } = add;
  const { mutateAsync: addCustomAsync } = addCustom;
  const { mutateAsync: updateAsync } = update;
  const { mutateAsync: removeAsync } = remove;
  const { mutateAsync: clearAsync } = clear;
  const { mutateAsync: applyPromoAsync } = applyPromo;
  const { mutateAsync: removePromoAsync } = removePromo;
  const isChangingPromo = applyPromo.isPending || removePromo.isPending;
  const isAdding = add.isPending || addCustom.isPending;

  return useMemo(
    () => ({
      addItem: (input: AddProductInput): Promise<CartItemDto | null> =>
        addAsync(input).catch(() => null),
      addCustomDesign: (input: AddCustomDesignInput): Promise<CartItemDto | null> =>
        addCustomAsync(input).catch(() => null),
      updateQuantity: (itemId: number, quantity: number): Promise<boolean> =>
        updateAsync({ itemId, quantity }).then(succeeded, failed),
      removeItem: (itemId: number): Promise<boolean> => removeAsync(itemId).then(succeeded, failed),
      clearCart: (): Promise<boolean> => clearAsync().then(succeeded, failed),
      /**
       * Keeps a promo code with the cart. Resolves to the cart's new summary (its promoApplied
       * says whether the code applies: a code that is not the shop's changes nothing), or null
       * when the request failed (its toast is shown). Since 1.5.0.
       */
      applyPromo: (code: string): Promise<CartSummaryDto | null> =>
        applyPromoAsync(code).catch(() => null),
      /** Takes the promo off the cart; the new summary, or null on failure. Since 1.5.0. */
      removePromo: (): Promise<CartSummaryDto | null> => removePromoAsync().catch(() => null),
      refreshCart: refetchCart,
      isAdding,
      isUpdating: update.isPending,
      isRemoving: remove.isPending,
      isClearing: clear.isPending,
      isChangingPromo,
      /** The line whose quantity is being changed or that is being removed, if any. */
      busyItemId,
    }),
    [
      addAsync,
      addCustomAsync,
      updateAsync,
      removeAsync,
      clearAsync,
      applyPromoAsync,
      removePromoAsync,
      refetchCart,
      isAdding,
      update.isPending,
      remove.isPending,
      clear.isPending,
      isChangingPromo,
      busyItemId,
    ],
  );
}
