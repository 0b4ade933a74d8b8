// The hostile values the corpus is made of.

/**
 * One request of the corpus, and what the API may do with it: `refuse` it (a 4xx), only `read`
 * (nothing stored), or `any` (odd but possibly valid). `because`: what the refusal's message
 * must say, where a case is meant to be refused by one check in particular.
 * @typedef {import('../lib/http.mjs').RequestOptions & {
 *   label: string,
 *   method: string,
 *   path: string,
 *   expect: 'refuse' | 'read' | 'any',
 *   because?: RegExp,
 * }} Case
 */

export const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE orders; --',
  "' UNION SELECT password FROM users --",
  "1' AND pg_sleep(10) --",
  '$$; DELETE FROM cart_items; $$',
  "\\'; TRUNCATE products; --",
];

export const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '<svg/onload=fetch("//evil.example")>',
];

export const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '\u200b\u200c\u200d\ufeff',
  '👩‍👩‍👧‍👦'.repeat(20),
  'e\u0301'.repeat(500),
  '\u0010\u001b[31mred',
  '𝕳𝖊𝖑𝖑𝖔',
  'ﷺ'.repeat(50),
  '\r\n\r\nX-Injected: 1',
];

export const TRAVERSAL = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd',
  '....//....//etc/passwd',
  'file:///etc/passwd',
];

/**
 * Values of the wrong JSON type for almost any field.
 * @type {unknown[]}
 */
export const WRONG_TYPES = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '1',
  [],
  [1, 2],
  {},
  { $gt: '' },
  { __proto__: null, toString: 'x' },
];

export const HUGE_TEXT = 'x'.repeat(20_000);

/** Strings that are nothing like an id, a session id or an enum value. */
export const STRINGS = [
  ...SQL,
  ...SCRIPT,
  ...UNICODE,
  ...TRAVERSAL,
  HUGE_TEXT,
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e3',
];

/** Path segments that are not valid ids (as they would be typed in a URL). */
export const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  '2147483648',
  'NaN',
  '%00',
  '%20',
  '1%20',
  '%2e%2e%2f%2e%2e%2f',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201=1",
  '%3Cscript%3E',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%C0%AE%C0%AE',
  'x'.repeat(3000),
];
