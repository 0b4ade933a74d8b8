// Paints a laid-out design on a canvas: backdrop, the product's silhouette, the artwork clipped
// to the print area, then the text. Works in board units; `pixelsPerUnit` makes it crisp at any
// size and pixel density.
import { containRect, previewFont, type MeasureText, type PreviewScene } from './preview-layout';
import { BOARD_SIZE, type Silhouette, SILHOUETTES } from '../../lib/silhouettes';

/** An image ready to draw: its intrinsic size is known. */
export type DrawableImage = CanvasImageSource & { width: number; height: number };

export interface PreviewImages {
  template: DrawableImage | null;
  upload: DrawableImage | null;
}

export function canvasMeasure(ctx: CanvasRenderingContext2D): MeasureText {
  return (text, fontUnits) => {
    ctx.font = previewFont(fontUnits);
    return ctx.measureText(text).width;
  };
}

function paintBackdrop(ctx: CanvasRenderingContext2D, tint: string) {
  ctx.fillStyle = '#FBF7F2';
  ctx.fillRect(0, 0, BOARD_SIZE, BOARD_SIZE);
  const glow = ctx.createRadialGradient(500, 520, 60, 500, 520, 560);
  glow.addColorStop(0, tint);
  glow.addColorStop(1, 'rgba(251, 247, 242, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, BOARD_SIZE, BOARD_SIZE);
}

function paintSilhouette(ctx: CanvasRenderingContext2D, silhouette: Silhouette) {
  silhouette.parts.forEach((part, index) => {
    const path = new Path2D(part.d);
    ctx.save();
    if (part.fill) {
      if (index === 0 || part.evenOdd) {
        // A soft shadow under the piece lifts it off the backdrop.
        ctx.shadowColor = 'rgba(71, 44, 52, 0.16)';
        ctx.shadowBlur = 36;
        ctx.shadowOffsetY = 14;
      }
      ctx.fillStyle = part.fill;
      ctx.fill(path, part.evenOdd ? 'evenodd' : 'nonzero');
      ctx.shadowColor = 'transparent';
    }
    if (part.stroke) {
      ctx.strokeStyle = part.stroke;
      ctx.lineWidth = part.lineWidth ?? 4;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.setLineDash(part.dash ? [...part.dash] : []);
      ctx.stroke(path);
    }
    ctx.restore();
  });
}

function clipToPrintArea(ctx: CanvasRenderingContext2D, scene: PreviewScene) {
  const { x, y, w, h } = scene.print;
  ctx.beginPath();
  if (scene.printShape === 'circle') ctx.arc(x + w / 2, y + h / 2, w / 2, 0, Math.PI * 2);
  else ctx.rect(x, y, w, h);
  ctx.clip();
}

/** Light text (white on a white shirt) gets a faint outline shadow so it stays visible. */
function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(value)) return false;
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 200;
}

/** A blank piece shows where the design will go. */
function paintGuide(ctx: CanvasRenderingContext2D, scene: PreviewScene) {
  const { x, y, w, h } = scene.print;
  ctx.save();
  ctx.strokeStyle = 'rgba(133, 122, 134, 0.6)';
  ctx.lineWidth = 3;
  ctx.setLineDash([14, 10]);
  ctx.beginPath();
  if (scene.printShape === 'circle') ctx.arc(x + w / 2, y + h / 2, w / 2 - 12, 0, Math.PI * 2);
  else ctx.rect(x + 8, y + 8, w - 16, h - 16);
  ctx.stroke();
  ctx.fillStyle = '#857A86';
  ctx.font = previewFont(Math.min(36, w / 8));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('Your design here', x + w / 2, y + h / 2);
  ctx.restore();
}

export interface PaintOptions {
  pixelsPerUnit: number;
  /** The collection's soft accent behind the piece. */
  tint?: string;
  /** Outline the print area of a blank piece (the live preview, not the saved image). */
  showGuide?: boolean;
}

export function paintPreview(
  ctx: CanvasRenderingContext2D,
  scene: PreviewScene,
  images: PreviewImages,
  { pixelsPerUnit, tint = '#F5E4E6', showGuide = false }: PaintOptions,
): void {
  ctx.setTransform(pixelsPerUnit, 0, 0, pixelsPerUnit, 0, 0);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  paintBackdrop(ctx, tint);
  paintSilhouette(ctx, SILHOUETTES[scene.productType]);
  if (showGuide && scene.art.length === 0 && !scene.text) paintGuide(ctx, scene);

  ctx.save();
  clipToPrintArea(ctx, scene);
  for (const { kind, cell } of scene.art) {
    const image = images[kind];
    if (!image) continue;
    const { x, y, w, h } = containRect(cell, image.width, image.height);
    ctx.drawImage(image, x, y, w, h);
  }
  const text = scene.text;
  if (text) {
    ctx.font = previewFont(text.fontUnits);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = text.color;
    if (isLight(text.color)) {
      ctx.shadowColor = 'rgba(47, 38, 48, 0.55)';
      ctx.shadowBlur = 6;
    }
    text.lines.forEach((line, index) => {
      ctx.fillText(line, text.x, text.top + text.lineHeight * (index + 0.5));
    });
  }
  ctx.restore();
}
