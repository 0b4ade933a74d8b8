/**
 * WAL file names: 24 hex digits, timeline (8), log (8) and segment (8), e.g.
 * 000000010000000A000000FF. Beside segments the archive holds `<timeline>.history` files (a
 * timeline's birth, needed to follow it), `<segment>.<offset>.backup` files (a base backup's
 * start and stop) and, after a promotion, `<segment>.partial` files.
 */
export interface WalSegment {
  timeline: number;
  log: number;
  segment: number;
}

const SEGMENT = /^([0-9A-F]{8})([0-9A-F]{8})([0-9A-F]{8})(\.partial)?$/;

/** The segment a file name stands for (a `.partial` one counts), or undefined for anything else. */
export function parseSegmentName(name: string): WalSegment | undefined {
  const match = SEGMENT.exec(name);
  if (!match) return undefined;
  return {
    timeline: parseInt(match[1], 16),
    log: parseInt(match[2], 16),
    segment: parseInt(match[3], 16),
  };
}

/**
 * Orders two segments by their place in the WAL (log, then segment), whatever their timelines:
 * like pg_archivecleanup, a segment before a base backup's start is not needed to restore it on
 * any timeline, and one at or after the start may be (a later timeline branches off at a point
 * of an earlier one). Numbers, not strings: no assumption about how the names were padded.
 */
export function compareWalPosition(a: WalSegment, b: WalSegment): number {
  return a.log - b.log || a.segment - b.segment;
}

/** Whether archive file `name` may go once no kept base backup starts before `oldestStart`. */
export function isWalBefore(name: string, oldestStart: string): boolean {
  const segment = parseSegmentName(name);
  const start = parseSegmentName(oldestStart);
  if (!segment || !start) return false; // .history, .backup and anything unknown stay
  return compareWalPosition(segment, start) < 0;
}
