import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Response } from 'superagent';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The start of a PNG declaring `width` x `height`: its signature and IHDR chunk, then `fill`
 * bytes. Enough for the API's checks, which read the header and never decode the pixels.
 */
export function pngWithHeader(width: number, height: number, fill = 0): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([PNG_SIGNATURE, ihdr, Buffer.alloc(fill, 0x5a)]);
}

/** supertest keeps a binary body as one Buffer. */
export function binary(
  response: Response,
  done: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A real PNG: `width` x `height` in one colour. */
export function solidPng(width: number, height: number, colour: string): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** Pixels of `png` within `tolerance` of `colour` (opaque), in the rows from `fromRow` down. */
export async function countPixels(
  png: Buffer,
  colour: { r: number; g: number; b: number },
  fromRow = 0,
  tolerance = 24,
): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, fromRow, image.width, image.height - fromRow);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (
      data[i + 3] > 200 &&
      Math.abs(data[i] - colour.r) <= tolerance &&
      Math.abs(data[i + 1] - colour.g) <= tolerance &&
      Math.abs(data[i + 2] - colour.b) <= tolerance
    ) {
      count += 1;
    }
  }
  return count;
}

/** A text colour nothing else in a design is drawn in (#1E40AF): the shopper's words. */
export const TEXT_BLUE = { r: 0x1e, g: 0x40, b: 0xaf };
/** An upload's colour no template or backdrop has (#10B981). */
export const UPLOAD_GREEN = { r: 0x10, g: 0xb9, b: 0x81 };
