import { useEffect, useState } from 'react';

/**
 * The image at `url` once it has loaded, else null. Template and upload images are served by the
 * shop's own origin, so drawing them keeps the canvas exportable.
 */
export function useLoadedImage(url: string | null): HTMLImageElement | null {
  const [loaded, setLoaded] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (isCurrent) setLoaded({ url, image });
    };
    image.src = url;
    return () => {
      isCurrent = false;
      image.onload = null;
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.image : null;
}
