import {
  type FocusEvent,
  type KeyboardEvent,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { ServerRenderContext } from '../remotes/server-render-context';
import { SERVER_RENDERED_ATTRIBUTE } from '../server-render-markers';

/** True while #root still holds the server's HTML: the app is hydrating it (or has not begun). */
function isTakingOver(): boolean {
  if (typeof document === 'undefined') return true;
  return document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;
}

/**
 * False in the server's HTML, true in the app. The header's menus are native <details> in the
 * HTML, so they open without JavaScript (and before the app has taken over); the app draws them
 * as a button that shows and hides its panel (the disclosure pattern), which every browser and
 * assistive technology knows as a button with its expanded state.
 * While the app hydrates the server's HTML it draws what the server drew, then switches in a
 * transition: in small slices after the take-over, never as the one long synchronous render a
 * store read (useSyncExternalStore with a server snapshot) forces right after hydration. What
 * the app renders itself (no server HTML, or mounted after the take-over) is the app at once.
 */
export function useIsApp(): boolean {
  const isOnTheServer = useContext(ServerRenderContext) !== null;
  const [isApp, setIsApp] = useState(() => !isOnTheServer && !isTakingOver());
  useEffect(() => {
    if (!isApp) startTransition(() => setIsApp(true));
  }, [isApp]);
  return isApp;
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
