// The one way a design becomes pixels: the live preview and the saved PNG both draw through here.
// The layout and the painter live in the contracts, so the API prints proofs by the same rules.
import {
  BOARD_SIZE,
  canvasMeasure,
  clampPlacement,
  COLLECTION_TINTS,
  defaultPlacement,
  type ImagePlacement,
  layoutPreview,
  type MeasureText,
  paintPreview,
  type PreviewImages,
  type PreviewInput,
  printableArea,
  type Rect,
} from '@healing/contracts';
import { findTemplate } from '../../lib/design-catalogue';
import { type Design, designCollection, printedText } from '../../lib/design-model';

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
  /** What goes to the cart with the design: the proof draws the image exactly here. */
  placement: ImagePlacement;
  rect: Rect;
  area: Rect;
  /** The image's width over its height. */
  aspect: number;
}

/**
 * Where the loaded upload goes: the shopper's placement, else the default rule's (the layout's
 * cell, made no smaller than a sensible size), always wholly on the printable area.
 */
function uploadPlacement(
  design: Design,
  input: PreviewInput,
  measure: MeasureText,
  aspect: number,
): ImagePlacement | null {
  const area = printableArea(design.productType);
  if (design.imagePlacement) return clampPlacement(design.imagePlacement, area, aspect);
  const cell = layoutPreview(input, measure).art.find((art) => art.kind === 'upload')?.cell;
  return cell ? defaultPlacement(cell, area, aspect) : null;
}

/**
 * Lays the design out and paints it, the upload where it is placed: the contracts' layout draws
 * it there, as the API's cart picture and print proof do from the placement sent with the design.
 */
export function drawDesign(
  ctx: CanvasRenderingContext2D,
  design: Design,
  images: BrowserPreviewImages,
  { pixelsPerUnit, showGuide = false }: { pixelsPerUnit: number; showGuide?: boolean },
): PlacedUpload | null {
  const measure = canvasMeasure(ctx);
  const input = previewInput(design);
  const upload = images.upload;
  const aspect = upload && upload.width > 0 && upload.height > 0 ? upload.width / upload.height : 0;
  const placement =
    input.hasUpload && aspect ? uploadPlacement(design, input, measure, aspect) : null;
  const scene = layoutPreview(
    placement ? { ...input, imagePlacement: placement, uploadAspect: aspect } : input,
    measure,
  );
  paintPreview(ctx, scene, images, {
    pixelsPerUnit,
    makePath: (d) => new Path2D(d),
    tint: COLLECTION_TINTS[designCollection(design)],
    showGuide,
  });
  const rect = scene.art.find((art) => art.kind === 'upload')?.cell;
  return placement && rect
    ? { placement, rect, area: printableArea(design.productType), aspect }
    : null;
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
