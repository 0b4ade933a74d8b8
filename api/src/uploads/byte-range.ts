import parseRange from 'range-parser';

/** What a GET gets of a representation: all of it, one part (inclusive bounds), or a 416. */
export type RangeChoice =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The answer RFC 9110 (14.2, 13.1.5) asks for a GET of `size` bytes tagged `etag` (strong):
 * - one satisfiable byte range (overlapping ones merged first): that part, a 206;
 * - byte ranges none of which can be satisfied: a 416;
 * - no Range, one that is not well-formed bytes, several disjoint ranges, or an If-Range that
 *   does not name this representation (a date never does: none is sent): the whole, a 200.
 * Several parts (multipart/byteranges) are never sent: it is always allowed to answer the whole
 * instead, and it spares the server a request that asks for the same bytes many times.
 */
export function chooseRange(
  size: number,
  headers: { range?: string; ifRange?: string },
  etag: string,
): RangeChoice {
  const { range, ifRange } = headers;
  if (range === undefined) return { kind: 'whole' };
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: 'whole' };
  // The unit is case-insensitive; any other unit is not understood, so ignored.
  if (!/^\s*bytes\s*=/i.test(range)) return { kind: 'whole' };
  const ranges = parseRange(size, range.replace(/^\s*bytes\s*=/i, 'bytes='), { combine: true });
  if (ranges === -2) return { kind: 'whole' };
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges.length !== 1) return { kind: 'whole' };
  const [{ start, end }] = ranges;
  return { kind: 'part', start, end };
}
