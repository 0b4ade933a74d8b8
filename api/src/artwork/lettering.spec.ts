import { compactPath, lettering } from './lettering';
import { svgProblems } from './svg-check';

/** Every point a relative path (m l q t c z, as compactPath writes it) names, absolute. */
function pointsOf(d: string): { ends: number[][]; all: number[][] } {
  const tokens = d.match(/[mlqtcz]|-?\d*\.?\d+/g) ?? [];
  const arity: Record<string, number> = { m: 2, l: 2, q: 4, t: 2, c: 6, z: 0 };
  const ends: number[][] = [];
  const all: number[][] = [];
  let current = [0, 0];
  let start = [0, 0];
  let command = '';
  for (let i = 0; i < tokens.length;) {
    if (/[a-z]/.test(tokens[i])) command = tokens[i++];
    else if (command === 'm') command = 'l';
    if (command === 'z') {
      current = start;
      continue;
    }
    const numbers = tokens.slice(i, i + arity[command]).map(Number);
    i += arity[command];
    let last = current;
    for (let k = 0; k < numbers.length; k += 2) {
      last = [current[0] + numbers[k], current[1] + numbers[k + 1]];
      all.push(last);
    }
    current = last;
    ends.push(current);
    if (command === 'm') start = current;
  }
  return { ends, all };
}

function box(d: string) {
  const xs = pointsOf(d).ends.map(([x]) => x);
  const ys = pointsOf(d).ends.map(([, y]) => y);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

const dOf = (path: string) => /\sd="([^"]+)"/.exec(path)?.[1] ?? '';

describe('lettering', () => {
  it('draws the word as outlines, named in an aria-label, with no text for the browser to lay out', () => {
    const path = lettering('Me & You', 200, 282, { size: 30, maxWidth: 200, fill: '#5B3A58' });
    expect(path).toMatch(/^<path aria-label="Me &amp; You" fill="#5B3A58" d="m[^"]+"\/>$/);
    expect(path).not.toContain('<text');
    expect(svgProblems(`<svg xmlns="http://www.w3.org/2000/svg">${path}</svg>`)).toEqual([]);
  });

  it('centres the word on x and sits it on the baseline y', () => {
    const { left, right, bottom, top } = box(
      dOf(lettering('Bloom', 200, 282, { size: 30, maxWidth: 200, fill: '#000' })),
    );
    expect((left + right) / 2).toBeCloseTo(200, -0.5);
    expect(bottom).toBeGreaterThan(281);
    expect(bottom).toBeLessThan(283.5);
    // A capital and the ascenders of a 30-unit italic serif: about two thirds of the size.
    expect(bottom - top).toBeGreaterThan(18);
    expect(bottom - top).toBeLessThan(25);
  });

  it('keeps the size asked for when the word fits, and shrinks a long word to maxWidth', () => {
    const short = box(dOf(lettering('Glow', 200, 282, { size: 30, maxWidth: 130, fill: '#000' })));
    const long = box(
      dOf(lettering('Marvelous', 200, 282, { size: 30, maxWidth: 130, fill: '#000' })),
    );
    const tall = (b: typeof short) => b.bottom - b.top;
    expect(short.right - short.left).toBeLessThan(130);
    expect(long.right - long.left).toBeLessThanOrEqual(130);
    expect(long.right - long.left).toBeGreaterThan(120);
    expect(tall(long)).toBeLessThan(tall(short));
  });

  it('spaces capitals and draws them upright when asked', () => {
    const options = { size: 34, maxWidth: 400, fill: '#000', italic: false };
    const plain = box(dOf(lettering('HEALING', 150, 270, options)));
    const spaced = box(dOf(lettering('HEALING', 150, 270, { ...options, spacing: 3 })));
    expect(spaced.right - spaced.left).toBeCloseTo(plain.right - plain.left + 6 * 3, -0.5);
    expect(lettering('Love', 150, 270, options)).not.toEqual(
      lettering('Love', 150, 270, { ...options, italic: true }),
    );
  });

  it('draws the same word the same way every time', () => {
    const options = { size: 28, maxWidth: 116, fill: '#000' };
    expect(lettering('Heal', 200, 266, options)).toEqual(lettering('Heal', 200, 266, options));
  });
});

describe('compactPath', () => {
  it('writes absolute commands as relative ones, to a tenth, without drifting', () => {
    const absolute = 'M 10.04 20.06 L 30.01 20.06 L 30.02 40.04 L 10.04 40.04 Z M 50 50 L 60 50 Z';
    const { d, width } = compactPath(absolute);
    expect(d).toBe('m10 20.1l20 0 0 19.9-20 0zm40 29.9l10 0z');
    const tenth = (value: number) => Math.round(value * 10) / 10;
    expect(pointsOf(d).ends.map((point) => point.map(tenth))).toEqual([
      [10, 20.1],
      [30, 20.1],
      [30, 40],
      [10, 40],
      [50, 50],
      [60, 50],
    ]);
    expect(width).toBe(50);
  });

  it('writes a curve whose control point mirrors the last one as t', () => {
    // The second curve's control point (20, 0) is the first one's (10, 10) mirrored about (15, 5).
    const { d } = compactPath('M 0 0 Q 10 10 15 5 Q 20 0 30 0 Q 40 10 50 0');
    expect(d).toBe('m0 0q10 10 15 5t15-5q10 10 20 0');
    const { all } = pointsOf(d);
    expect(all).toContainEqual([15, 5]);
    expect(all).toContainEqual([30, 0]);
    expect(all).toContainEqual([50, 0]);
  });

  it('refuses a command it does not know', () => {
    expect(() => compactPath('M 0 0 A 5 5 0 0 1 10 10')).toThrow('unexpected path command "A"');
  });
});
