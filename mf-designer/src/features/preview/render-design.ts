// The one way a design becomes pixels: the live preview and the saved PNG both draw through here.
// The layout and the painter live in the contracts, so the API prints proofs by the same rules.
import {
  BOARD_SIZE,
  canvasMeasure,
  COLLECTION_TINTS,
  layoutPreview,
  paintPreview,
  type PreviewImages,
  type PreviewInput,
  type PreviewScene,
  type Rect,
} from '@healing/contracts';
import { findTemplate } from '../../lib/design-catalogue';
import {
  type Design,
  designCollection,
  type ImagePlacement,
  printedText,
} from '../../lib/design-model';
import { clampPlacement, defaultPlacement, placedRect, printableArea } from './image-placement';

/** A browser's image, ready to draw. */
export type BrowserPreviewImages = PreviewImages<CanvasImageSource>;

export function previewInput(design: Design): PreviewInput {
  return {
    productType: design.productType,
    hasTemplate: Boolean(findTemplate(design.templateId)),
    hasUpload: Boolean(design.image),
    text: printedText(design),
    fontSize: design.fontSize,
    textColor: design.textColor,
  };
}

/** The uploaded image as it sits on the piece: where the shopper put it, on the area it may cover. */
export interface PlacedUpload {
  placement: ImagePlacement;
  rect: Rect;
  area: Rect;
  /** The image's width over its height. */
  aspect: number;
}

/**
 * Where the loaded upload goes: the shopper's placement, else the layout's cell (made no smaller
 * than a sensible default), always wholly on the printable area.
 */
export function placeUpload(
  design: Design,
  scene: PreviewScene,
  upload: { width: number; height: number } | null,
): PlacedUpload | null {
  const cell = scene.art.find((art) => art.kind === 'upload')?.cell;
  if (!cell || !upload || upload.width <= 0 || upload.height <= 0) return null;
  const area = printableArea(design.productType);
  const aspect = upload.width / upload.height;
  const placement = clampPlacement(
    design.imagePlacement ?? defaultPlacement(cell, area, aspect),
    area,
    aspect,
  );
  return { placement, rect: placedRect(placement, area, aspect), area, aspect };
}

/**
 * Lays the design out and paints it. The contracts' layout puts the upload in a cell; the
 * upload's cell is swapped for where the shopper placed it, drawn exactly that size.
 */
export function drawDesign(
  ctx: CanvasRenderingContext2D,
  design: Design,
  images: BrowserPreviewImages,
  { pixelsPerUnit, showGuide = false }: { pixelsPerUnit: number; showGuide?: boolean },
): PlacedUpload | null {
  const laidOut = layoutPreview(previewInput(design), canvasMeasure(ctx));
  const placed = placeUpload(design, laidOut, images.upload);
  const scene = placed
    ? {
        ...laidOut,
        art: laidOut.art.map((art) =>
          art.kind === 'upload' ? { ...art, cell: placed.rect } : art,
        ),
      }
    : laidOut;
  paintPreview(ctx, scene, images, {
    pixelsPerUnit,
    makePath: (d) => new Path2D(d),
    tint: COLLECTION_TINTS[designCollection(design)],
    showGuide,
  });
  return placed;
}

export const PNG_SIZE = 1600;

/** The design as a PNG, drawn afresh at print-friendly size whatever the screen. */
export function designPng(
  design: Design,
  images: BrowserPreviewImages,
  size = PNG_SIZE,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('This browser cannot draw the design.'));
  drawDesign(ctx, design, images, { pixelsPerUnit: size / BOARD_SIZE });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    );
  });
}

export function designFileName(design: Design): string {
  return `healing-design-${design.productType}.png`;
}

/** Hands a file to the browser's download. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
