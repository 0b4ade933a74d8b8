// The visitor's anonymous session id: 'session_{timestamp}_{random}' (DECISIONS.md: the random
// part is 128 bits from the crypto source), kept in local storage under the cart-session key.
// Since 1.3.0 it is also mirrored in a first-party cookie of the same name, so the shop's server
// can render the visitor's own cart page; a visitor the server met first (no stored id yet) takes
// the id the server gave in that cookie, so the page the server rendered is the visitor's.
import { random128Hex } from './random';

export const SESSION_STORAGE_KEY = 'cart-session';
/** The cookie mirroring the session id (same name as the storage key). Since 1.3.0. */
export const SESSION_COOKIE = SESSION_STORAGE_KEY;
const SESSION_ID_SHAPE = /^session_\d{10,16}_[0-9a-f]{32}$/;
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function createSessionId(now: number = Date.now()): string {
  return `session_${now}_${random128Hex()}`;
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_SHAPE.test(value);
}

let memoryFallback: string | undefined;
let renderingFor: string | undefined;

function sessionFromCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SESSION_COOKIE && isSessionId(value)) return value;
  }
  return undefined;
}

/** The cookie carrying a session id, as document.cookie or a Set-Cookie header takes it. Since 1.3.0. */
export function sessionCookie(sessionId: string, { secure = false } = {}): string {
  const attributes = `Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${SESSION_COOKIE}=${sessionId}; ${attributes}`;
}

/**
 * The id this page has already found in the cookie or put there. getSessionId runs for every API
 * request, and a read of document.cookie can wait on the browser's process (after any cookie
 * changed, as the page's own responses make them do), so the cookie is checked once per id.
 */
let mirrored: string | undefined;

function mirrorInCookie(sessionId: string): void {
  if (typeof document === 'undefined' || mirrored === sessionId) return;
  if (sessionFromCookie() !== sessionId) {
    document.cookie = sessionCookie(sessionId, { secure: window.location.protocol === 'https:' });
  }
  mirrored = sessionId;
}

/** The stored session id, created on first use. Works (for this page) when storage is blocked. */
export function getSessionId(): string {
  if (renderingFor) return renderingFor;
  try {
    const stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const sessionId = isSessionId(stored) ? stored : (sessionFromCookie() ?? createSessionId());
    if (sessionId !== stored) window.localStorage.setItem(SESSION_STORAGE_KEY, sessionId);
    mirrorInCookie(sessionId);
    return sessionId;
  } catch {
    memoryFallback ??= sessionFromCookie() ?? createSessionId();
    return memoryFallback;
  }
}

/**
 * Server-side rendering: runs `render` (synchronous, e.g. renderToString) as the visitor with
 * this session id, so the page shows that visitor's cart. Since 1.3.0.
 */
export function renderForSession<T>(sessionId: string, render: () => T): T {
  if (!isSessionId(sessionId)) throw new Error('renderForSession needs a session id');
  const previous = renderingFor;
  renderingFor = sessionId;
  try {
    return render();
  } finally {
    renderingFor = previous;
  }
}
