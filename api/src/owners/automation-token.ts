import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares in constant time: equal-length digests, so neither length nor content leaks. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of `Authorization: Bearer <token>`, or undefined for anything else. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || header.length > 1000) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1];
}
