import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The promo code travels in the address (`/cart?promo=HEALING10`, `/checkout?promo=...`). */
export const PROMO_PARAM = 'promo';

export function promoSearch(promoCode: string | null): string {
  return promoCode ? `?${new URLSearchParams({ [PROMO_PARAM]: promoCode }).toString()}` : '';
}

/** The promo code named in the address (not yet checked: the server's summary says if it applies). */
export function usePromoParam(): {
  promoCode: string | null;
  setPromoCode: (code: string | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const promoCode = params.get(PROMO_PARAM)?.trim() || null;
  const setPromoCode = useCallback(
    (code: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (code) next.set(PROMO_PARAM, code);
          else next.delete(PROMO_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { promoCode, setPromoCode };
}
