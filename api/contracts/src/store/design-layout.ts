// Where each element of the design goes on the board: the artwork (template, upload) and the
// text, inside the product's print area. Pure, so it is tested without a canvas.
import type { DesignProductType, FontSize } from './designs';
import { type Rect, SILHOUETTES } from './design-board';
import { clampPlacement, type ImagePlacement, placedRect, printableArea } from './image-placement';

/** Text height on the 1000-unit board for each size; the ratio is what the print keeps. */
export const FONT_UNITS: Record<FontSize, number> = {
  small: 34,
  medium: 46,
  large: 60,
  'extra-large': 78,
};

export const PREVIEW_FONT_FAMILY = "Fraunces, 'Fraunces Fallback', Georgia, serif";
export const MAX_TEXT_LINES = 3;
const MIN_FONT_UNITS = 16;
const GAP = 18;

export function previewFont(fontUnits: number): string {
  return `600 ${fontUnits}px ${PREVIEW_FONT_FAMILY}`;
}

/** Width of `text` at `fontUnits` (canvas measureText in the browser). */
export type MeasureText = (text: string, fontUnits: number) => number;

export interface TextBlock {
  lines: string[];
  fontUnits: number;
  lineHeight: number;
  /** Centre of the block. */
  x: number;
  top: number;
  color: string;
}

export interface PreviewScene {
  productType: DesignProductType;
  print: Rect;
  printShape: 'rect' | 'circle';
  /** The template first, then the upload; each drawn to fit its cell. */
  art: { kind: 'template' | 'upload'; cell: Rect }[];
  text: TextBlock | null;
}

export interface PreviewInput {
  productType: DesignProductType;
  hasTemplate: boolean;
  hasUpload: boolean;
  text: string;
  fontSize: FontSize;
  textColor: string;
  /** Where the shopper put the upload; without it the upload takes the cell the layout gives. */
  imagePlacement?: ImagePlacement;
  /** The upload's width over its height, when known: a placement is kept on the area by it. */
  uploadAspect?: number;
}

/** Greedy word wrap; a word longer than the width stays whole (the font then shrinks). */
export function wrapWords(
  text: string,
  width: number,
  fontUnits: number,
  measure: MeasureText,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, fontUnits) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const LINE_HEIGHT = 1.2;

/** The largest font up to `startUnits` whose wrapped lines fit `width` x `height`. */
function fitText(
  text: string,
  box: { w: number; h: number },
  startUnits: number,
  measure: MeasureText,
) {
  let fontUnits = startUnits;
  for (;;) {
    const lines = wrapWords(text, box.w, fontUnits, measure);
    const fits =
      lines.length <= MAX_TEXT_LINES &&
      lines.length * Math.round(fontUnits * LINE_HEIGHT) <= box.h &&
      lines.every((line) => measure(line, fontUnits) <= box.w);
    if (fits || fontUnits <= MIN_FONT_UNITS) return { lines, fontUnits };
    fontUnits = Math.max(MIN_FONT_UNITS, Math.floor(fontUnits * 0.9));
  }
}

function splitCells(area: Rect, count: number): Rect[] {
  if (count < 2) return [area];
  if (area.w >= area.h) {
    const w = (area.w - GAP) / 2;
    return [
      { ...area, w },
      { ...area, x: area.x + w + GAP, w },
    ];
  }
  const h = (area.h - GAP) / 2;
  return [
    { ...area, h },
    { ...area, y: area.y + h + GAP, h },
  ];
}

export function layoutPreview(input: PreviewInput, measure: MeasureText): PreviewScene {
  const { print, printShape } = SILHOUETTES[input.productType];
  const area = printableArea(input.productType);
  const kinds = [
    ...(input.hasTemplate ? (['template'] as const) : []),
    ...(input.hasUpload ? (['upload'] as const) : []),
  ];
  const text = input.text.trim();
  let textBlock: TextBlock | null = null;
  let artArea = area;
  if (text) {
    // With artwork on the piece, the text sits under it and takes at most 45% of the area.
    const box = { w: area.w, h: kinds.length ? area.h * 0.45 : area.h };
    const { lines, fontUnits } = fitText(text, box, FONT_UNITS[input.fontSize], measure);
    const lineHeight = Math.round(fontUnits * LINE_HEIGHT);
    const height = lines.length * lineHeight;
    const top = kinds.length ? area.y + area.h - height : area.y + (area.h - height) / 2;
    textBlock = {
      lines,
      fontUnits,
      lineHeight,
      x: area.x + area.w / 2,
      top,
      color: input.textColor,
    };
    if (kinds.length) artArea = { ...area, h: Math.max(0, area.h - height - GAP) };
  }
  const cells = splitCells(artArea, kinds.length);
  return {
    productType: input.productType,
    print,
    printShape,
    art: kinds.map((kind, index) => ({
      kind,
      cell: kind === 'upload' ? uploadCell(input, area, cells[index]) : cells[index],
    })),
    text: textBlock,
  };
}

/**
 * The upload's cell: where the shopper placed it (kept on the area by the designer's rule, so a
 * proof shows exactly the rectangle the preview did), else the layout's own cell, as designs
 * made before placements existed were drawn.
 */
function uploadCell(input: PreviewInput, area: Rect, cell: Rect): Rect {
  if (!input.imagePlacement) return cell;
  const known = input.uploadAspect;
  const aspect = known !== undefined && Number.isFinite(known) && known > 0 ? known : 1;
  return placedRect(clampPlacement(input.imagePlacement, area, aspect), area, aspect);
}
