import { createHash } from 'node:crypto';

/** A strong ETag naming these exact bytes. */
export function etagOf(content: Buffer): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/**
 * True when `If-None-Match` names `etag` (or is `*`): the client's copy is current and a 304
 * answers it. The comparison is the weak one RFC 9110 asks for here, so `W/"x"` matches `"x"`.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === opaque);
}
