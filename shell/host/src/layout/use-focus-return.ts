import { useEffect, useLayoutEffect, useRef } from 'react';
import { CART_BUTTON_ID } from './cart-button';

const FOCUSABLE = 'button, a[href], summary, input, select, textarea, [tabindex]';

/**
 * The element the visitor last reached, by focus or by a press (a press does not focus a button
 * in every browser, and a button that disables itself while it works loses focus).
 */
function useLastTouched() {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
      if (target instanceof HTMLElement) last.current = target;
    };
    document.addEventListener('focusin', remember, true);
    document.addEventListener('click', remember, true);
    return () => {
      document.removeEventListener('focusin', remember, true);
      document.removeEventListener('click', remember, true);
    };
  }, []);
  return last;
}

/**
 * For the cart sidebar: when it closes (Escape, its close button, a press outside), focus goes
 * back to what opened it (the header's cart button, or the button that added an item), or to the
 * header's cart button when that is gone. A close that took the visitor to another page, or one
 * after which something else already has focus, leaves focus where it is.
 */
export function useFocusReturn(isOpen: boolean): void {
  const lastTouched = useLastTouched();
  const opener = useRef<HTMLElement | null>(null);
  const openedOn = useRef<string | null>(null);

  // A layout effect: it runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (isOpen) {
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body ? active : lastTouched.current;
      openedOn.current = window.location.pathname;
      return undefined;
    }
    if (openedOn.current === null) return undefined;
    const from = openedOn.current;
    const target = opener.current;
    openedOn.current = null;
    // Once the dialog has left the page (its focus trap with it).
    let frame = requestAnimationFrame(function whenClosed() {
      if (document.querySelector('[role="dialog"]')) {
        frame = requestAnimationFrame(whenClosed);
        return;
      }
      const active = document.activeElement;
      if (window.location.pathname !== from || (active && active !== document.body)) return;
      const back = target?.isConnected ? target : document.getElementById(CART_BUTTON_ID);
      back?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen, lastTouched]);
}
