import { type ProductDto, useCart } from '@healing/platform';
import { useCallback, useState } from 'react';
import { addedToCartToast } from '../collection-copy';

/**
 * Adds one of a product (of its chosen variant, or its only one) through the platform's cart, with the collection's own toast. The cart
 * opens its sidebar on success and toasts failures itself, so this only tracks which products
 * are on their way, to show a spinner on their button.
 */
export function useAddToCart() {
  const { addItem } = useCart();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(() => new Set());

  const addToCart = useCallback(
    async (product: ProductDto, variantId?: number) => {
      // DECISIONS.md: every add respects inStock; the server refuses it too (409).
      if (!product.inStock) return;
      const variant = product.variants.find((candidate) => candidate.id === variantId);
      if (variant && !variant.inStock) return;
      setPendingIds((ids) => new Set(ids).add(product.id));
      try {
        await addItem({
          productId: product.id,
          ...(variant ? { variantId: variant.id } : {}),
          successToast: addedToCartToast(
            product.collection,
            variant && product.options.length > 0
              ? `${product.name} — ${variant.label}`
              : product.name,
          ),
        });
      } finally {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(product.id);
          return next;
        });
      }
    },
    [addItem],
  );

  const isAdding = useCallback((id: number) => pendingIds.has(id), [pendingIds]);
  /** addToCart for a list's onAdd: one function for the page's life, so memoised cards keep. */
  const onAdd = useCallback((product: ProductDto) => void addToCart(product), [addToCart]);
  return { addToCart, isAdding, onAdd };
}
