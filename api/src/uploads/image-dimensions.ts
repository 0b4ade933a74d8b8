import type { ImageType } from './image-signature';

/** The canvas an image's header declares: what a browser allocates to show it. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * The largest image accepted, in pixels: a 48-50 megapixel phone photo (8160 x 6120) fits, and
 * prints sharply on any garment the shop sells; a decoding browser needs 4 bytes a pixel, so
 * the owner's browser opening an order needs at most 200 MB for it. A side longer than 16,384
 * pixels (the largest canvas several browsers draw) is refused whatever the area.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE_PX = 16_384;

/**
 * The size the file's header declares, read where a browser's decoder reads it, or null when
 * the header declares none there (then no browser can show the file either). Never trusts a
 * length field to stay within the buffer.
 */
export function declaredDimensions(
  content: Buffer,
  mimeType: ImageType['mimeType'],
): ImageDimensions | null {
  switch (mimeType) {
    case 'image/png':
      return pngDimensions(content);
    case 'image/gif':
      return gifDimensions(content);
    case 'image/webp':
      return webpDimensions(content);
    case 'image/jpeg':
      return jpegDimensions(content);
  }
}

/** True when the image fits both limits above. */
export function isWithinPixelLimit({ width, height }: ImageDimensions): boolean {
  return (
    width <= MAX_IMAGE_SIDE_PX && height <= MAX_IMAGE_SIDE_PX && width * height <= MAX_IMAGE_PIXELS
  );
}

/** A PNG's first chunk must be IHDR: its width and height are 32-bit big-endian. */
function pngDimensions(content: Buffer): ImageDimensions | null {
  if (content.length < 24 || content.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: content.readUInt32BE(16), height: content.readUInt32BE(20) };
}

/** The colour table that follows a GIF header or image descriptor, by its packed field. */
function gifColourTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * (1 << ((packed & 0x07) + 1)) : 0;
}

/** Where the data sub-blocks starting at `at` end (after their zero-length terminator). */
function skipGifSubBlocks(content: Buffer, at: number): number {
  let position = at;
  while (position < content.length) {
    const size = content[position];
    position += 1 + size;
    if (size === 0) break;
  }
  return position;
}

/**
 * A GIF's logical screen, grown to hold every frame: a frame may declare itself larger than the
 * screen, and some decoders then draw a canvas that large.
 */
function gifDimensions(content: Buffer): ImageDimensions | null {
  if (content.length < 13) return null;
  let width = content.readUInt16LE(6);
  let height = content.readUInt16LE(8);
  let at = 13 + gifColourTableBytes(content[10]);
  while (at < content.length) {
    const block = content[at];
    if (block === 0x21) {
      at = skipGifSubBlocks(content, at + 2);
    } else if (block === 0x2c) {
      if (at + 10 > content.length) break;
      width = Math.max(width, content.readUInt16LE(at + 1) + content.readUInt16LE(at + 5));
      height = Math.max(height, content.readUInt16LE(at + 3) + content.readUInt16LE(at + 7));
      // The descriptor, its colour table, the LZW code size, then the image's sub-blocks.
      at = skipGifSubBlocks(content, at + 10 + gifColourTableBytes(content[at + 9]) + 1);
    } else {
      // The trailer (0x3b), or bytes no decoder reads on from.
      break;
    }
  }
  return { width, height };
}

/** WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpDimensions(content: Buffer): ImageDimensions | null {
  if (content.length < 30) return null;
  switch (content.toString('latin1', 12, 16)) {
    case 'VP8 ':
      if (content[23] !== 0x9d || content[24] !== 0x01 || content[25] !== 0x2a) return null;
      return {
        width: content.readUInt16LE(26) & 0x3fff,
        height: content.readUInt16LE(28) & 0x3fff,
      };
    case 'VP8L': {
      if (content[20] !== 0x2f) return null;
      const bits = content.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: content.readUIntLE(24, 3) + 1, height: content.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}

/** Start-of-frame markers (SOF0-SOF15), less DHT, JPG and DAC, which share their range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers that stand alone, with no length: TEM, RST0-7, SOI. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

/**
 * A JPEG's frame header (SOFn), found as libjpeg finds it: segment by segment from the start,
 * and where bytes that are no marker stand between segments, on from the next 0xFF, so junk
 * before the frame header does not hide it.
 */
function jpegDimensions(content: Buffer): ImageDimensions | null {
  let at = 2;
  while (at < content.length) {
    if (content[at] !== 0xff) {
      at += 1;
      continue;
    }
    while (at < content.length && content[at] === 0xff) at += 1;
    if (at >= content.length) break;
    const marker = content[at];
    at += 1;
    // EOI, or the first scan: no frame header can follow.
    if (marker === 0xd9 || marker === 0xda) break;
    if (marker === 0x00 || isStandalone(marker)) continue;
    if (at + 2 > content.length) break;
    if (isStartOfFrame(marker)) {
      if (at + 7 > content.length) break;
      return { width: content.readUInt16BE(at + 5), height: content.readUInt16BE(at + 3) };
    }
    at += Math.max(content.readUInt16BE(at), 2);
  }
  return null;
}
