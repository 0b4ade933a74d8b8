import {
  declaredDimensions,
  isWithinPixelLimit,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE_PX,
} from './image-dimensions';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's signature and IHDR chunk (the CRC is not checked by the reader). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([PNG_SIGNATURE, ihdr]);
}

function u16be(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function u16le(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
}

/** A JPEG segment: marker, length, payload. */
function segment(marker: number, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16be(payload.length + 2), payload]);
}

function sof(marker: number, width: number, height: number): Buffer {
  return segment(
    marker,
    Buffer.concat([Buffer.from([8]), u16be(height), u16be(width), Buffer.from([1, 1, 0x11, 0])]),
  );
}

const SOI = Buffer.from([0xff, 0xd8]);
const SOS = Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]);

function gif(screenWidth: number, screenHeight: number, frames: Buffer[] = []): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16le(screenWidth),
    u16le(screenHeight),
    // A global colour table of 2 entries.
    Buffer.from([0x80, 0, 0]),
    Buffer.alloc(6),
    // A graphic control extension, as animated GIFs have.
    Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]),
    ...frames,
    Buffer.from([0x3b]),
  ]);
}

function gifFrame(left: number, top: number, width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0x2c]),
    u16le(left),
    u16le(top),
    u16le(width),
    u16le(height),
    Buffer.from([0]),
    // LZW minimum code size, one data sub-block, the terminator.
    Buffer.from([2, 2, 0x4c, 0x01, 0]),
  ]);
}

function webp(chunk: string, payload: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(chunk, 'latin1'), Buffer.alloc(4), payload]);
  return Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('WEBP', 'latin1'),
    body,
    Buffer.alloc(16),
  ]);
}

describe('declaredDimensions', () => {
  it("reads a PNG's IHDR", () => {
    expect(declaredDimensions(pngHeader(30_000, 30_000), 'image/png')).toEqual({
      width: 30_000,
      height: 30_000,
    });
  });

  it('finds no size in a PNG whose first chunk is not IHDR (no browser shows it either)', () => {
    const png = Buffer.concat([PNG_SIGNATURE, Buffer.from('IHDR-and-the-rest-of-a-small-picture')]);
    expect(declaredDimensions(png, 'image/png')).toBeNull();
  });

  it("reads a GIF's logical screen", () => {
    expect(declaredDimensions(gif(640, 480, [gifFrame(0, 0, 640, 480)]), 'image/gif')).toEqual({
      width: 640,
      height: 480,
    });
  });

  it('grows a GIF to hold a frame declared beyond its screen', () => {
    const frames = [gifFrame(0, 0, 10, 10), gifFrame(100, 200, 30_000, 20_000)];
    expect(declaredDimensions(gif(10, 10, frames), 'image/gif')).toEqual({
      width: 30_100,
      height: 20_200,
    });
  });

  it('reads lossy, lossless and extended WebP headers', () => {
    const lossy = Buffer.concat([Buffer.from([0, 0, 0, 0x9d, 0x01, 0x2a]), u16le(800), u16le(600)]);
    expect(declaredDimensions(webp('VP8 ', lossy), 'image/webp')).toEqual({
      width: 800,
      height: 600,
    });
    const bits = Buffer.alloc(4);
    bits.writeUInt32LE((1024 - 1) | ((768 - 1) << 14));
    expect(
      declaredDimensions(webp('VP8L', Buffer.concat([Buffer.from([0x2f]), bits])), 'image/webp'),
    ).toEqual({ width: 1024, height: 768 });
    const canvas = Buffer.alloc(10);
    canvas.writeUIntLE(20_000 - 1, 4, 3);
    canvas.writeUIntLE(3_000 - 1, 7, 3);
    expect(declaredDimensions(webp('VP8X', canvas), 'image/webp')).toEqual({
      width: 20_000,
      height: 3_000,
    });
  });

  it("reads a JPEG's frame header past the segments before it", () => {
    const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.alloc(2000, 0xff)]));
    const jpeg = Buffer.concat([SOI, segment(0xe0, Buffer.alloc(14)), exif, sof(0xc2, 4032, 3024)]);
    expect(declaredDimensions(Buffer.concat([jpeg, SOS]), 'image/jpeg')).toEqual({
      width: 4032,
      height: 3024,
    });
  });

  it('is not fooled by a frame header inside a segment, nor hidden by junk between segments', () => {
    // A thumbnail's SOF inside APP1 is skipped with its segment; junk bytes are stepped over.
    const thumbnail = segment(0xe1, sof(0xc0, 160, 120));
    const junk = Buffer.from('not a marker at all');
    const jpeg = Buffer.concat([SOI, thumbnail, junk, sof(0xc0, 30_000, 30_000), SOS]);
    expect(declaredDimensions(jpeg, 'image/jpeg')).toEqual({ width: 30_000, height: 30_000 });
  });

  it('finds no size in a JPEG whose scan starts before any frame header', () => {
    const jpeg = Buffer.concat([SOI, SOS, sof(0xc0, 30_000, 30_000)]);
    expect(declaredDimensions(jpeg, 'image/jpeg')).toBeNull();
  });

  it('stops at the end of the buffer whatever a length field claims', () => {
    const cut = Buffer.concat([SOI, Buffer.from([0xff, 0xe0, 0xff, 0xff, 1, 2])]);
    expect(declaredDimensions(cut, 'image/jpeg')).toBeNull();
    expect(declaredDimensions(Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif')).toBeNull();
    const gifCut = gif(4, 4, [gifFrame(0, 0, 4, 4)]).subarray(0, 30);
    expect(declaredDimensions(gifCut, 'image/gif')).toEqual({ width: 4, height: 4 });
    expect(
      declaredDimensions(Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 data', 'latin1'), 'image/webp'),
    ).toBeNull();
  });
});

describe('isWithinPixelLimit', () => {
  it('takes a 50-megapixel phone photo and the longest side allowed', () => {
    expect(isWithinPixelLimit({ width: 8160, height: 6120 })).toBe(true);
    expect(isWithinPixelLimit({ width: MAX_IMAGE_SIDE_PX, height: 3000 })).toBe(true);
  });

  it('refuses a side over the limit, and an area over the limit', () => {
    expect(isWithinPixelLimit({ width: MAX_IMAGE_SIDE_PX + 1, height: 1 })).toBe(false);
    expect(isWithinPixelLimit({ width: 10_000, height: MAX_IMAGE_PIXELS / 10_000 + 1 })).toBe(
      false,
    );
    expect(isWithinPixelLimit({ width: 30_000, height: 30_000 })).toBe(false);
  });
});
