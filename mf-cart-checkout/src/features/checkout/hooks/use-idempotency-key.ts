import { useCallback, useRef } from 'react';

/** 'checkout_' and 128 random bits in hex (the API takes 1-100 of [A-Za-z0-9_-:.]). */
export function createIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `checkout_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One key per attempt: the same request asks with the same key (a double click, a retry after a
 * network error), so the server places it at most once. Changed data is a new attempt and gets a
 * new key; after a success, `reset` starts afresh.
 */
export function useIdempotencyKey(): {
  keyFor: (request: unknown) => string;
  reset: () => void;
} {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: createIdempotencyKey() };
    }
    return attempt.current.key;
  }, []);
  const reset = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, reset };
}
