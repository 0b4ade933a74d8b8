/**
 * How long an area waits for its remote before showing the fallback. A remote that is down
 * fails at once and is retried once; a slow one shows the fallback in time and goes on loading
 * behind it (the area swaps itself in if it arrives).
 */
export const REMOTE_TIMEOUT_MS = 2000;

/**
 * The least an area the shell's server just saw fail is given in the browser. The server has
 * already waited for that remote and the page has started since the navigation, both in the
 * shopper's time: such an area waits only for what is left of REMOTE_TIMEOUT_MS counted from the
 * navigation, but never less than this (the remote may be back, and a late arrival still swaps
 * itself in behind the fallback).
 */
export const SERVER_FAILED_BUDGET_MS = 1000;

/** A remote's module could not be fetched (its server down, slow, or serving something broken). */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: string,
    readonly module: string,
    cause: unknown,
    /** A load that was too slow but goes on: it settles when the remote finally answers. */
    readonly late?: Promise<unknown>,
  ) {
    super(`The ${remote} remote could not provide ${module}`, { cause });
  }
}

/** A remote took longer than the page waits for it. */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

/**
 * How long the browser waits for a module whose area the shell's server could not render just
 * now: what is left of REMOTE_TIMEOUT_MS since the navigation began (`sinceNavigationMs`), the
 * server's own wait and the page's start-up having been spent, but at least
 * SERVER_FAILED_BUDGET_MS. The shopper is told in time, as with any other area.
 */
export function budgetAfterServerFailure(sinceNavigationMs: number): number {
  return Math.max(REMOTE_TIMEOUT_MS - sinceNavigationMs, SERVER_FAILED_BUDGET_MS);
}
