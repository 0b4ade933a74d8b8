// A server-side render runs no effects, so usePageMeta records the page's meta while the page is
// drawn, in the collector the render gave its PlatformProvider. One collector per render: renders
// that interleave (a remote's awaits between its two passes) never see each other's meta.
import { createContext } from 'react';
import type { PageMeta } from './page-head';

/** Since 1.4.0. */
export interface PageMetaCollector {
  /** The meta the page set last while it was drawn; null when it set none. */
  readonly meta: PageMeta | null;
  /** True when any part of the page said it is a not-found state. */
  readonly notFound: boolean;
  /** What usePageMeta calls while the page is drawn. */
  record(meta: PageMeta): void;
}

/** A collector for one server-side render (pass it to PlatformProvider's `pageMeta`). Since 1.4.0. */
export function createPageMetaCollector(): PageMetaCollector {
  let last: PageMeta | null = null;
  let notFound = false;
  return {
    get meta() {
      return last;
    },
    get notFound() {
      return notFound;
    },
    record(meta) {
      last = meta;
      notFound ||= meta.notFound === true;
    },
  };
}

export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);
