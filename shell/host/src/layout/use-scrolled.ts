import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `thresholdPx` (the header turns solid at 20). */
export function useScrolled(thresholdPx = 20): boolean {
  const [isScrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    // The first reading waits for the next frame: reading scrollY while the page is being put on
    // screen would force a layout in the middle of that work (one long task instead of two).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [thresholdPx]);
  return isScrolled;
}
