import { useCart } from '@healing/platform';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** Links from before the promo was kept with the cart carried it as `?promo=HEALING10`. */
export const PROMO_PARAM = 'promo';

/**
 * A code in the address (an old link, a bookmark, a newsletter) is applied to the cart once and
 * then dropped from the address: from there on the cart holds it, on every page and at checkout.
 */
export function useIncomingPromo(): void {
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as unknown;
  const { applyPromo } = useCart();
  const code = params.get(PROMO_PARAM)?.trim() ?? null;
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (code === null || applied.current === code) return;
    applied.current = code;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROMO_PARAM);
        return next;
      },
      { replace: true, state },
    );
    // A code that does not apply changes nothing (SPEC.md), as if typed in the promo box.
    if (code) void applyPromo(code);
  }, [applyPromo, code, setParams, state]);
}
