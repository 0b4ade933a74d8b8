const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before the next try of a mail that failed `attemptsBefore` times already: 30 s, 1 min, 2 min... at most 1 h. */
export function retryDelayMs(attemptsBefore: number): number {
  // Past 2^7 the cap applies anyway; clamping the exponent keeps the number finite.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(Math.max(attemptsBefore, 0), 16), MAX_RETRY_MS);
}
