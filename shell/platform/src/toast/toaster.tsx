import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../idle';
import { useToast } from './use-toast';

const ToasterImpl = lazy(() => import(/* webpackChunkName: "toaster" */ './toaster-impl'));

/**
 * Renders the page's toasts; the shell mounts it once. One visible at a time for 5 s, swipe
 * right (50 px) to dismiss, F8 moves focus to the notifications region. The toast code loads
 * once the page is idle (or with the first toast or F8, if sooner), keeping it off the first load.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [isWanted, setWanted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  if (toasts.length > 0 && !isWanted) setWanted(true);

  useEffect(() => (isWanted ? undefined : whenIdle(() => setWanted(true))), [isWanted]);

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
