import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const ToasterImpl = lazy(() => import('./toaster-impl'));

/**
 * Renders the page's toasts; the shell mounts it once. One visible at a time for 5 s, swipe
 * right (50 px) to dismiss, F8 moves focus to the notifications region. The toast code loads
 * with the first toast (or the first F8), keeping it off the page's first load.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [isWanted, setWanted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  if (toasts.length > 0 && !isWanted) setWanted(true);

  useEffect(() => {
    if (isWanted) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      setFocusOnMount(true);
      setWanted(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isWanted]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl focusOnMount={focusOnMount} />
    </Suspense>
  );
}
