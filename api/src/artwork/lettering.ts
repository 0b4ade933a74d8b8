import { Resvg } from '@resvg/resvg-js';
import { CARD_FONT } from './card-parts';
import { CARD_RENDER_OPTIONS } from './card-png';
import { escapeXml } from './svg';

export interface LetteringOptions {
  /** The font size wanted, in the picture's units; a word too wide for `maxWidth` gets less. */
  size: number;
  maxWidth: number;
  fill: string;
  /** Italic unless false. */
  italic?: boolean;
  /** Letter spacing, in the picture's units. */
  spacing?: number;
}

/**
 * A word on a picture, in the shop's serif (Fraunces, from the same npm package the social cards
 * use), drawn as the outlines of its letters, centred on `x` with its baseline at `y`.
 *
 * Outlines, not `<text>`: a browser lays each picture out as a document of its own, and the
 * letters of a `<text>` had every product picture look up and shape a font on the page's main
 * thread (about 150 ms of a home page's start on a phone 4x slower, for its dozen pictures).
 * Outlines cost it nothing to lay out, and look the same on every device, in the font chosen
 * rather than whichever serif the device has. The word stays in an aria-label, as design tools
 * leave it when they turn text into outlines.
 */
export function lettering(text: string, x: number, y: number, options: LetteringOptions): string {
  const italic = options.italic !== false;
  const spacing = options.spacing ?? 0;
  let size = options.size;
  let drawn = outline(text, x, y, size, italic, spacing);
  // Letter spacing does not shrink with the size, so a second try may still be a little wide.
  for (let tries = 0; drawn.width > options.maxWidth && tries < 4; tries++) {
    size *= (options.maxWidth / drawn.width) * 0.99;
    drawn = outline(text, x, y, size, italic, spacing);
  }
  return `<path aria-label="${escapeXml(text)}" fill="${options.fill}" d="${drawn.d}"/>`;
}

interface Outline {
  /** The letters as one path, coordinates to a tenth, relative after the first. */
  d: string;
  /** From the leftmost to the rightmost point of the outlines (control points included). */
  width: number;
}

/** resvg (usvg) turns the text into paths in the picture's own coordinates. */
function outline(
  text: string,
  x: number,
  y: number,
  size: number,
  italic: boolean,
  spacing: number,
): Outline {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">` +
    `<text x="${x}" y="${y}" font-family="${CARD_FONT}" font-size="${size}"` +
    `${italic ? ' font-style="italic"' : ''} letter-spacing="${spacing}" text-anchor="middle">` +
    `${escapeXml(text)}</text></svg>`;
  const tree = new Resvg(svg, CARD_RENDER_OPTIONS).toString();
  // The outlines come out in user space; a transform would mean coordinates read wrongly here.
  if (/transform=/.test(tree)) throw new Error(`lettering "${text}" came out transformed`);
  const paths = [...tree.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error(`lettering "${text}" drew nothing`);
  return compactPath(paths.join(' '));
}

const ARITY: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/**
 * An absolute path (M, L, Q, C, Z, as usvg writes them) rounded to tenths and rewritten with
 * relative commands, mirrored curves as t: about a quarter of its length. Offsets are taken between rounded points, so
 * the rounding never adds up along a path.
 */
export function compactPath(d: string): Outline {
  const tokens = d.match(/[a-z]|-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? [];
  const out: string[] = [];
  let current = [0, 0];
  let start = [0, 0];
  let previous = '';
  /** The control point of the last curve, as a reader of the path will have it. */
  let control: number[] | null = null;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < tokens.length;) {
    const command = tokens[i++].toUpperCase();
    const arity = ARITY[command];
    if (arity === undefined) throw new Error(`unexpected path command "${command}"`);
    if (command === 'Z') {
      out.push('z');
      current = start;
      previous = 'z';
      control = null;
      continue;
    }
    const points: number[][] = [];
    for (let k = 0; k < arity; k += 2) {
      const point = [tenths(tokens[i + k]), tenths(tokens[i + k + 1])];
      minX = Math.min(minX, point[0]);
      maxX = Math.max(maxX, point[0]);
      points.push(point);
    }
    i += arity;
    let letter = command.toLowerCase();
    if (command === 'Q') {
      // TrueType letters are chains of curves whose control points mirror each other about the
      // point between them: a t then names only where the curve ends.
      const mirrored: number[] | null = control ? mirror(control, current) : null;
      if (mirrored && near(mirrored, points[0])) {
        letter = 't';
        points.shift();
        control = mirrored;
      } else {
        control = points[0];
      }
    } else {
      control = null;
    }
    // A repeated l, q, t or c needs no letter; after an m, the next pair is a line anyway.
    const text = points.map(([px, py]) => pair(px - current[0], py - current[1])).join('');
    out.push(letter === previous && letter !== 'm' ? text : letter + text.trimStart());
    current = points[points.length - 1];
    if (command === 'M') start = current;
    previous = letter;
  }
  return { d: out.join(''), width: (maxX - minX) / 10 };
}

function mirror([cx, cy]: number[], [px, py]: number[]): number[] {
  return [2 * px - cx, 2 * py - cy];
}

/** Within a tenth on each axis: what rounding alone can move a point by. */
function near([ax, ay]: number[], [bx, by]: number[]): boolean {
  return Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
}

function tenths(token: string | undefined): number {
  const value = Number(token);
  if (token === undefined || !Number.isFinite(value)) throw new Error('a path number is missing');
  return Math.round(value * 10);
}

/** A number of tenths as short as SVG allows: 5 is ".5", -12 is "-1.2", 30 is "3". */
function number(value: number): string {
  const text = String(value / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/** Two numbers, each after the separator it needs (none before a minus sign). */
function pair(dx: number, dy: number): string {
  return separated(number(dx)) + separated(number(dy));
}

function separated(text: string): string {
  return text.startsWith('-') ? text : ` ${text}`;
}
