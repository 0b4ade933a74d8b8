import { escapeXml, r1 } from './svg';

/** The family name of the font file the cards are rendered with (card-png.ts). */
export const CARD_FONT = 'Fraunces';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Places a whole picture (an `svgDocument`) inside another, scaled to fit `box` (`slice`: to
 * cover it, cropping the overflow). Its ids get `idPrefix`, so several pictures with their own
 * gradients and filters can share one card without one painting with another's.
 */
export function embedSvg(
  svg: string,
  box: Box,
  idPrefix: string,
  fit: 'meet' | 'slice' = 'meet',
): string {
  const root = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>/.exec(svg);
  if (!root || !svg.endsWith('</svg>')) throw new Error('Not a whole SVG document');
  const body = svg
    .slice(root[0].length, -'</svg>'.length)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}$1"`);
  return (
    `<svg x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.width)}" height="${r1(box.height)}" ` +
    `viewBox="${root[1]}" preserveAspectRatio="xMidYMid ${fit}">${body}</svg>`
  );
}

/**
 * Splits `text` into at most `maxLines` lines of about `maxChars` characters, breaking between
 * words; what does not fit ends the last line with an ellipsis.
 */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const joined = line ? `${line} ${word}` : word;
    if (joined.length <= maxChars || !line) {
      line = joined;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines)
    return [...lines, line].filter(Boolean).map((l) => clip(l, maxChars));
  const last = lines[maxLines - 1];
  lines[maxLines - 1] = `${clip(last, maxChars - 1).replace(/[\s,.;:-]+$/, '')}…`;
  return lines;
}

function clip(line: string, maxChars: number): string {
  return line.length <= maxChars ? line : `${line.slice(0, maxChars - 1).trimEnd()}…`;
}

/** Lines of text in the card's font, the first baseline at `y`. */
export function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  style: { size: number; lineHeight?: number; fill: string; weight?: number; italic?: boolean },
): string {
  const step = style.size * (style.lineHeight ?? 1.2);
  const attributes =
    `font-family="${CARD_FONT}" font-size="${style.size}" fill="${style.fill}"` +
    (style.weight ? ` font-weight="${style.weight}"` : '') +
    (style.italic ? ' font-style="italic"' : '');
  return lines
    .map(
      (line, i) =>
        `<text x="${r1(x)}" y="${r1(y + i * step)}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}
