import { type RefObject, useEffect, useState } from 'react';

const FALLBACK_WIDTH = 480;

function currentRatio(): number {
  return typeof window === 'undefined' ? 1 : Math.max(1, window.devicePixelRatio || 1);
}

/**
 * The element's CSS width and the screen's pixel density, both kept current (a resized window,
 * a zoom, a move to another screen), so the canvas can hold one pixel per device pixel.
 */
export function useCanvasMetrics(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  // 1 until mounted, as on the server: the first frame takes over the server's HTML unchanged.
  const [pixelRatio, setPixelRatio] = useState(1);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    setPixelRatio(currentRatio());
    if (typeof window.matchMedia !== 'function') return;
    // A media query on the current density fires once when the density changes.
    const query = window.matchMedia(`(resolution: ${pixelRatio}dppx)`);
    const update = () => setPixelRatio(currentRatio());
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [pixelRatio]);

  return { width, pixelRatio };
}
