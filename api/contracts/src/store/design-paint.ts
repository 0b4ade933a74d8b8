// Paints a laid-out design on a canvas: backdrop, the product's silhouette, the artwork clipped
// to the print area, then the text. Works in board units; `pixelsPerUnit` makes it crisp at any
// size and pixel density. The designer's live preview (a browser canvas) and the API's print
// proof (a server canvas) both paint through here, so the proof is what the shopper saw.
// No DOM and no Node: the painter takes any context with the methods below.
import { previewFont, type MeasureText, type PreviewScene } from './design-layout';
import { BOARD_SIZE, containRect, type Rect, type Silhouette, SILHOUETTES } from './design-board';

/** An image ready to draw: its intrinsic size is known. */
export type DrawableImage<Image = unknown> = Image & { width: number; height: number };

export interface PreviewImages<Image = unknown> {
  template: DrawableImage<Image> | null;
  upload: DrawableImage<Image> | null;
}

/** A gradient, as a canvas makes one. */
export interface DesignGradient {
  addColorStop(offset: number, color: string): void;
}

/**
 * What the painter needs of a 2D context: a browser's CanvasRenderingContext2D has it, and so has
 * a server canvas's (@napi-rs/canvas). `Path` is the context's own Path2D; `Image` what it draws.
 */
export interface DesignContext2D<Path = unknown, Image = unknown> {
  fillStyle: unknown;
  strokeStyle: unknown;
  font: string;
  textAlign: string;
  textBaseline: string;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetY: number;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: string;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  save(): void;
  restore(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  createRadialGradient(
    x0: number,
    y0: number,
    r0: number,
    x1: number,
    y1: number,
    r1: number,
  ): DesignGradient;
  fill(path: Path, fillRule?: 'nonzero' | 'evenodd'): void;
  /** The current path, or `path`. */
  stroke(path?: Path): void;
  setLineDash(segments: number[]): void;
  beginPath(): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  clip(): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  drawImage(image: Image, x: number, y: number, w: number, h: number): void;
}

/** Makes the context's Path2D from SVG path data (`new Path2D(d)` in a browser). */
export type MakePath<Path> = (d: string) => Path;

export function canvasMeasure(ctx: Pick<DesignContext2D, 'font' | 'measureText'>): MeasureText {
  return (text, fontUnits) => {
    ctx.font = previewFont(fontUnits);
    return ctx.measureText(text).width;
  };
}

function paintBackdrop(ctx: DesignContext2D, tint: string) {
  ctx.fillStyle = '#FBF7F2';
  ctx.fillRect(0, 0, BOARD_SIZE, BOARD_SIZE);
  const glow = ctx.createRadialGradient(500, 520, 60, 500, 520, 560);
  glow.addColorStop(0, tint);
  glow.addColorStop(1, 'rgba(251, 247, 242, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, BOARD_SIZE, BOARD_SIZE);
}

function paintSilhouette<Path>(
  ctx: DesignContext2D<Path>,
  silhouette: Silhouette,
  makePath: MakePath<Path>,
) {
  silhouette.parts.forEach((part, index) => {
    const path = makePath(part.d);
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

function clipToPrintArea(ctx: DesignContext2D, scene: PreviewScene) {
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
function paintGuide(ctx: DesignContext2D, scene: PreviewScene) {
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

export interface PaintOptions<Path> {
  pixelsPerUnit: number;
  makePath: MakePath<Path>;
  /** The collection's soft accent behind the piece. */
  tint?: string;
  /** Outline the print area of a blank piece (the live preview, not the saved image). */
  showGuide?: boolean;
  /**
   * Paint only what is printed, on a transparent canvas whose top left is `printOnly`'s corner
   * (the print proof): no backdrop, no silhouette. The layout is the same.
   */
  printOnly?: Rect;
}

export function paintPreview<Path, Image>(
  ctx: DesignContext2D<Path, Image>,
  scene: PreviewScene,
  images: PreviewImages<Image>,
  { pixelsPerUnit, makePath, tint = '#F5E4E6', showGuide = false, printOnly }: PaintOptions<Path>,
): void {
  const origin = printOnly ?? { x: 0, y: 0 };
  // 0 - x, never -0: the transform reads the same whatever the origin.
  ctx.setTransform(
    pixelsPerUnit,
    0,
    0,
    pixelsPerUnit,
    0 - origin.x * pixelsPerUnit,
    0 - origin.y * pixelsPerUnit,
  );
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  if (!printOnly) {
    paintBackdrop(ctx, tint);
    paintSilhouette(ctx, SILHOUETTES[scene.productType], makePath);
    if (showGuide && scene.art.length === 0 && !scene.text) paintGuide(ctx, scene);
  }

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
