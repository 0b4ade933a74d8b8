import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router-dom';
import { SERVER_RENDERED_ATTRIBUTE } from '../server-render-markers';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML, true in the app. The header's menus are native <details> in the
 * HTML, so they open without JavaScript (and before the app has taken over); the app draws them
 * as a button that shows and hides its panel (the disclosure pattern), which every browser and
 * assistive technology knows as a button with its expanded state.
 */
export function useIsApp(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether the visitor opened the <details> with this id on the server's HTML before take-over. */
function wasOpenBeforeTakeOver(id: string): boolean {
  if (typeof document === 'undefined') return false;
  if (!document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return false;
  return document.getElementById(id)?.hasAttribute('open') ?? false;
}

/**
 * The app's side of a header menu: open where the visitor left it on the server's HTML; closed
 * by Escape (focus back on its button), by focus moving to something outside it, by a press
 * outside it, and when the page changes. Spread `rootProps` on the element holding the button
 * and the panel, and `buttonProps` on the button.
 */
export function useDisclosure(id: string) {
  const [isOpen, setOpen] = useState(() => wasOpenBeforeTakeOver(id));
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const close = useCallback(() => setOpen(false), []);
  const panelId = `${id}-panel`;
  const rootProps = {
    id,
    ref: root,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    },
    // Focus moving on to something outside (Tab past the last link). A press elsewhere, which
    // may move focus nowhere at all, is the pointer listener's.
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) setOpen(false);
    },
  };
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick: () => setOpen((open) => !open),
  };
  return { isOpen, setOpen, close, panelId, rootProps, buttonProps, root };
}
