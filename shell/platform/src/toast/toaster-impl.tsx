import * as ToastPrimitive from '@radix-ui/react-toast';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { boxesToAvoid, placeToasts } from './toast-placement';
import { TOAST_DURATION_MS } from './toast-store';
import { useToast } from './use-toast';
import styles from './toaster.module.css';

/**
 * Keeps the toasts clear of what the shopper is using and of what the page marks as needed next
 * (toast-placement.ts): placed when a toast opens, and again whenever focus moves, the window
 * changes size or scrolls, something on the page finishes moving (a drawer sliding in), or
 * something is added to or removed from the page (a cart's lines arriving).
 * Returns the top edge for the toasts' column; undefined leaves it to the stylesheet.
 */
function useClearPlacement(
  viewport: RefObject<HTMLOListElement | null>,
  /** The toast on screen, if any: each new one is placed afresh. */
  openId: number | undefined,
): number | undefined {
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const column = viewport.current;
    if (openId === undefined || !column) {
      setTop(undefined);
      return;
    }
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = column.getBoundingClientRect();
        const placed = placeToasts({
          viewportHeight: window.innerHeight,
          toasts: { height: box.height, left: box.left, right: box.right },
          avoid: boxesToAvoid(document, column),
        });
        setTop(placed === window.innerHeight - box.height ? undefined : placed);
      });
    };
    place();
    const events = ['focusin', 'focusout', 'resize', 'scroll', 'animationend', 'transitionend'];
    // Captured: a scroll inside a drawer or a list does not reach the window otherwise.
    for (const event of events) window.addEventListener(event, place, true);
    // What arrives while the toast is up (the cart's lines and its checkout button, once the
    // cart has answered) moves nothing that fires an event: it is seen by its change to the page.
    const changes = new MutationObserver(place);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      for (const event of events) window.removeEventListener(event, place, true);
    };
  }, [viewport, openId]);
  return top;
}

/** The Radix toasts behind `Toaster` (loaded with the first toast, or on F8). */
export default function ToasterImpl({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  const top = useClearPlacement(viewport, toasts.find((item) => item.open)?.id);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`${styles.toast} ${item.variant === 'destructive' ? styles.destructive : ''}`}
          data-variant={item.variant}
        >
          <div className={styles.body}>
            <ToastPrimitive.Title className={styles.title}>{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className={styles.description}>
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className={styles.close} aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        className={styles.viewport}
        style={top === undefined ? undefined : { top, bottom: 'auto' }}
        label="Notifications ({hotkey})"
      />
    </ToastPrimitive.Provider>
  );
}
