import { useEffect } from 'react';

/** Marks the robots element this hook owns; the page meta's own elements are left alone. */
export const NO_INDEX_ATTRIBUTE = 'data-no-index';

/**
 * Tells search engines to skip the page while it is on show, whatever meta the page's own module
 * writes (a page's meta replaces the head's page-meta elements; this element is not one of them).
 * The shell's server also says so in an X-Robots-Tag header.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.setAttribute('name', 'robots');
    robots.setAttribute('content', 'noindex');
    robots.setAttribute(NO_INDEX_ATTRIBUTE, '');
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}

export function NoIndex() {
  useNoIndex();
  return null;
}
