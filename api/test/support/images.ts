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
