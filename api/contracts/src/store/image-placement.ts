// Where the shopper's own image sits on the piece, and the rule that keeps it on the printable
// area however it is moved or resized. One rule for the designer's preview and handles and for
// the API's cart picture and print proof, so the workshop prints the image where it was placed.
import { containRect, type Rect, SILHOUETTES } from './design-board';
import type { DesignProductType } from './designs';

/**
 * Where the image sits, in fractions of the printable area, so it keeps its place when another
 * product type is chosen.
 */
export interface ImagePlacement {
  /** The image's centre, as a fraction of the printable area's width and height (0 to 1). */
  x: number;
  y: number;
  /** The image's longer side, as a fraction of the printable area's shorter side. */
  size: number;
}

/** Smaller than a fifth of the area, a photo no longer reads on the piece. */
export const MIN_IMAGE_SIZE = 0.2;
export const MAX_IMAGE_SIZE = 1;
/** The layout shares the area with a template and text; the image starts no smaller than this. */
export const DEFAULT_MIN_IMAGE_SIZE = 0.55;

/**
 * The part of the piece an image may cover: the print area, or a round one's inscribed square
 * (the layout uses the same square, so a placed image never leaves the circle).
 */
export function printableArea(productType: DesignProductType): Rect {
  const { print, printShape } = SILHOUETTES[productType];
  if (printShape === 'rect') return print;
  const side = print.w / Math.SQRT2;
  return { x: print.x + (print.w - side) / 2, y: print.y + (print.h - side) / 2, w: side, h: side };
}

/** The image's width and height in board units; `aspect` is its width over its height. */
function imageSize(size: number, area: Rect, aspect: number) {
  const longer = size * Math.min(area.w, area.h);
  return aspect >= 1 ? { w: longer, h: longer / aspect } : { w: longer * aspect, h: longer };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The placement, resized within bounds and moved back wholly onto the area if it left it. */
export function clampPlacement(placement: ImagePlacement, area: Rect, aspect = 1): ImagePlacement {
  const size = clamp(placement.size, MIN_IMAGE_SIZE, MAX_IMAGE_SIZE);
  const { w, h } = imageSize(size, area, aspect);
  const halfX = w / 2 / area.w;
  const halfY = h / 2 / area.h;
  return {
    x: clamp(placement.x, halfX, 1 - halfX),
    y: clamp(placement.y, halfY, 1 - halfY),
    size,
  };
}

/** The image's rectangle on the board, in the same units as the area. */
export function placedRect(placement: ImagePlacement, area: Rect, aspect = 1): Rect {
  const { w, h } = imageSize(placement.size, area, aspect);
  return {
    x: area.x + placement.x * area.w - w / 2,
    y: area.y + placement.y * area.h - h / 2,
    w,
    h,
  };
}

/**
 * Where an image not yet moved starts: centred on the cell the layout gives it (beside the
 * template, above the text), but never smaller than DEFAULT_MIN_IMAGE_SIZE of the area.
 */
export function defaultPlacement(cell: Rect, area: Rect, aspect = 1): ImagePlacement {
  const fitted = containRect(cell, aspect, 1);
  const size = Math.max(
    Math.max(fitted.w, fitted.h) / Math.min(area.w, area.h),
    DEFAULT_MIN_IMAGE_SIZE,
  );
  return clampPlacement(
    {
      x: (fitted.x + fitted.w / 2 - area.x) / area.w,
      y: (fitted.y + fitted.h / 2 - area.y) / area.h,
      size,
    },
    area,
    aspect,
  );
}
