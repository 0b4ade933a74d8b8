import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `thresholdPx` (the header turns solid at 20). */
export function useScrolled(thresholdPx = 20): boolean {
  const [isScrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return isScrolled;
}
