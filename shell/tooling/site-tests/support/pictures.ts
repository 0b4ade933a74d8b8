// Two screenshots of the same page, compared as a person would see them. Chromium does not
// always rasterise a rounded border's edge to the same colour twice (its tiles are painted anew
// when the app takes over), so a byte-for-byte comparison fails on pixels no one can see.
// pixelmatch (Playwright's own comparator) ignores those anti-aliased edges and tiny colour
// shifts, and still counts every pixel of a moved, missing or changed element.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Playwright's default for toHaveScreenshot: a colour distance below this is the same colour. */
const SAME_COLOUR = 0.1;

/** How many pixels of the two PNG screenshots a person would see differ. */
export function visiblyDifferentPixels(first: Buffer, second: Buffer): number {
  const [a, b] = [PNG.sync.read(first), PNG.sync.read(second)];
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, 1);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: SAME_COLOUR });
}
