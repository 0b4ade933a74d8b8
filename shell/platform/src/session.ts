// The visitor's anonymous session id: 'session_{timestamp}_{random}' (DECISIONS.md: the random
// part is 128 bits from the crypto source), kept in local storage under the cart-session key.
import { random128Hex } from './random';

export const SESSION_STORAGE_KEY = 'cart-session';
const SESSION_ID_SHAPE = /^session_\d{10,16}_[0-9a-f]{32}$/;

export function createSessionId(now: number = Date.now()): string {
  return `session_${now}_${random128Hex()}`;
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_SHAPE.test(value);
}

let memoryFallback: string | undefined;

/** The stored session id, created on first use. Works (for this page) when storage is blocked. */
export function getSessionId(): string {
  try {
    const stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (isSessionId(stored)) return stored;
    const created = createSessionId();
    window.localStorage.setItem(SESSION_STORAGE_KEY, created);
    return created;
  } catch {
    memoryFallback ??= createSessionId();
    return memoryFallback;
  }
}
