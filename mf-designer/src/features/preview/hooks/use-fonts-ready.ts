import { useEffect, useState } from 'react';
import { previewFont } from '@healing/contracts';

/**
 * Becomes true once the shop's display font can be drawn: a canvas never waits for a web font,
 * so the preview draws again when it arrives.
 */
export function useFontsReady(): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts || typeof fonts.load !== 'function') return;
    let isCurrent = true;
    fonts
      .load(previewFont(40))
      .catch(() => undefined)
      .then(() => {
        if (isCurrent) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return isReady;
}
