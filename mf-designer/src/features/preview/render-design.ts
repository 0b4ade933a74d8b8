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

export function drawDesign(
  ctx: CanvasRenderingContext2D,
  design: Design,
  images: BrowserPreviewImages,
  { pixelsPerUnit, showGuide = false }: { pixelsPerUnit: number; showGuide?: boolean },
): void {
  const scene = layoutPreview(previewInput(design), canvasMeasure(ctx));
  paintPreview(ctx, scene, images, {
    pixelsPerUnit,
    makePath: (d) => new Path2D(d),
    tint: COLLECTION_TINTS[designCollection(design)],
    showGuide,
  });
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
