/** The owner's session cookie: name, shape of its value, and its Set-Cookie lines. */
export const SESSION_COOKIE = 'healing_admin_session';
/** Only the admin endpoints ever receive it. */
export const SESSION_COOKIE_PATH = '/api/admin';
/** 256 random bits, base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** More pairs than any browser sends for this path: the rest is not read. */
const MAX_COOKIE_PAIRS = 50;

/**
 * The session token in a Cookie header, or undefined. Strict on purpose: only a value of the
 * exact token shape counts; other cookies, malformed pairs and odd values are skipped, never
 * decoded. When a browser sends several cookies of this name (one set for a narrower path by
 * someone else, say), each is a candidate and the first well-formed one is tried.
 */
export function sessionTokensFrom(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  const tokens: string[] = [];
  const pairs = text.split(';', MAX_COOKIE_PAIRS);
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length === 45 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    if (TOKEN_PATTERN.test(value)) tokens.push(value);
  }
  return tokens.slice(0, 3);
}

export interface CookieSecurity {
  /** Set when the shop is served over https (PUBLIC_ORIGIN). */
  secure: boolean;
}

export function sessionCookie(token: string, maxAgeMs: number, security: CookieSecurity): string {
  const maxAge = Math.max(Math.floor(maxAgeMs / 1000), 0);
  return attributes(`${SESSION_COOKIE}=${token}`, security, `Max-Age=${maxAge}`);
}

/** Tells the browser to forget the cookie. */
export function clearedSessionCookie(security: CookieSecurity): string {
  return attributes(
    `${SESSION_COOKIE}=`,
    security,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  );
}

function attributes(pair: string, security: CookieSecurity, ...more: string[]): string {
  return [
    pair,
    `Path=${SESSION_COOKIE_PATH}`,
    ...more,
    'HttpOnly',
    'SameSite=Strict',
    ...(security.secure ? ['Secure'] : []),
  ].join('; ');
}

export function isHttpsOrigin(origin: string): boolean {
  try {
    return new URL(origin).protocol === 'https:';
  } catch {
    return false;
  }
}
