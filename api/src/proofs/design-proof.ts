// The print proof of a custom design: drawn on a server canvas by the contracts' layout and
// painter, the same rules as the designer's live preview, at print resolution.
import { renderAsync } from '@resvg/resvg-js';
import {
  createCanvas,
  GlobalFonts,
  loadImage,
  Path2D,
  type Image,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import path from 'node:path';
import {
  BOARD_SIZE,
  canvasMeasure,
  type CustomDesignData,
  type DesignContext2D,
  findDesignTemplate,
  layoutPreview,
  paintPreview,
  type PreviewImages,
  SILHOUETTES,
  storedDesignPreviewInput,
  storedDesignTint,
} from '@healing/contracts';
import { CARD_RENDER_OPTIONS } from '../artwork/card-png';
import { renderDesign } from '../artwork/design-art';
import { PRINT_WIDTH_INCHES, PROOF_DPI } from './print-sizes';

const FONT_PACKAGE = path.dirname(require.resolve('@expo-google-fonts/fraunces/package.json'));
/** The designer draws its text in Fraunces SemiBold (600): the same file, from the same package. */
const FRAUNCES_SEMIBOLD = path.join(FONT_PACKAGE, '600SemiBold/Fraunces_600SemiBold.ttf');

let fontsRegistered = false;
function registerFonts(): void {
  if (fontsRegistered) return;
  // Fraunces is the first family the layout names; it never falls back to the machine's fonts.
  GlobalFonts.registerFromPath(FRAUNCES_SEMIBOLD, 'Fraunces');
  fontsRegistered = true;
}

/** A proof's size in pixels for a product type: its print area at PROOF_DPI. */
export function proofSize(productType: CustomDesignData['productType']): {
  width: number;
  height: number;
  pixelsPerUnit: number;
} {
  const { print } = SILHOUETTES[productType];
  const pixelsPerUnit = (PRINT_WIDTH_INCHES[productType] * PROOF_DPI) / print.w;
  return {
    width: Math.round(print.w * pixelsPerUnit),
    height: Math.round(print.h * pixelsPerUnit),
    pixelsPerUnit,
  };
}

/** The server canvas's context fits the painter's interface as it is: type-checked here. */
function painterContext(ctx: SKRSContext2D): DesignContext2D<Path2D, Image> {
  return ctx;
}

/** A template's artwork (a square SVG), rasterised at the size it is drawn at: it prints crisp. */
async function templateImage(templateId: string | undefined, width: number): Promise<Image | null> {
  const template = findDesignTemplate(templateId);
  if (!template) return null;
  const png = (
    await renderAsync(renderDesign(template), {
      ...CARD_RENDER_OPTIONS,
      fitTo: { mode: 'width', value: Math.max(1, Math.round(width)) },
    })
  ).asPng();
  return loadImage(png);
}

export interface DesignPicture {
  data: CustomDesignData;
  /** The uploaded image's bytes, when the design has one. */
  upload: Buffer | null;
}

export interface DrawOptions {
  /** The whole board (`size` pixels square, backdrop and piece), or only the print area. */
  mode: 'proof' | { board: number };
}

/**
 * Draws the design and answers it as PNG: the proof is the print area alone on a transparent
 * background (PROOF_DPI, proofSize()), the board the piece as the preview shows it.
 */
export async function drawDesignPng(
  { data, upload }: DesignPicture,
  { mode }: DrawOptions,
): Promise<Buffer> {
  registerFonts();
  const productType = data.productType;
  const { print } = SILHOUETTES[productType];
  const size =
    mode === 'proof'
      ? proofSize(productType)
      : { width: mode.board, height: mode.board, pixelsPerUnit: mode.board / BOARD_SIZE };
  const canvas = createCanvas(size.width, size.height);
  const ctx = painterContext(canvas.getContext('2d'));
  const uploadImage = upload ? await loadImage(upload) : null;
  // The photo's proportions keep it on the area exactly as the designer kept it when placing it.
  const scene = layoutPreview(
    storedDesignPreviewInput(
      data,
      uploadImage !== null,
      uploadImage ? uploadImage.width / uploadImage.height : undefined,
    ),
    canvasMeasure(ctx),
  );
  const templateCell = scene.art.find((art) => art.kind === 'template')?.cell;
  const images: PreviewImages<Image> = {
    template: templateCell
      ? await templateImage(
          data.templateId,
          Math.min(templateCell.w, templateCell.h) * size.pixelsPerUnit,
        )
      : null,
    upload: uploadImage,
  };
  paintPreview(ctx, scene, images, {
    pixelsPerUnit: size.pixelsPerUnit,
    makePath: (d) => new Path2D(d),
    tint: storedDesignTint(data),
    printOnly: mode === 'proof' ? print : undefined,
  });
  return canvas.encode('png');
}
