// The back office reads through brief API failures: a read that meets a 503, a gateway error or
// no answer at all is asked again twice, after 0.5 s and 1.5 s, before the page says the shop
// could not be reached. The page keeps what it shows meanwhile. The shop's own pages keep SPEC.md
// section 7's rule (never retried): only the back office, where the owner is at work, differs.
import { isPassingFailure } from '@healing/platform';
import type { DefaultOptions, QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How many times a failed read is asked again. */
export const QUIET_RETRIES = 2;

export function quietRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUIET_RETRIES && isPassingFailure(error);
}

/** 0.5 s, then 1.5 s. */
export function quietRetryDelay(attempt: number): number {
  return 500 * 3 ** attempt;
}

function withQuietRetries(defaults: DefaultOptions): DefaultOptions {
  return {
    ...defaults,
    queries: { ...defaults.queries, retry: quietRetry, retryDelay: quietRetryDelay },
  };
}

/**
 * While the back office is on screen, the page's reads retry quietly; leaving it restores the
 * shop's defaults. Set before the back office's first query starts (during this first render),
 * not in an effect, which would run after its children's queries had begun.
 */
export function useQuietRetries(queryClient: QueryClient): void {
  const [shopDefaults] = useState(() => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions(withQuietRetries(defaults));
    return defaults;
  });
  useEffect(() => {
    queryClient.setDefaultOptions(withQuietRetries(shopDefaults));
    return () => queryClient.setDefaultOptions(shopDefaults);
  }, [queryClient, shopDefaults]);
}
