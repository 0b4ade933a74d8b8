// Real PNG files drawn in memory, for the site tests and the drills: RGB, 8 bits a channel,
// each row unfiltered. node:zlib has both the deflate and the CRC a PNG needs.
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data, CRC. */
function chunk(/** @type {string} */ type, /** @type {Buffer} */ data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A width x height RGB PNG whose pixels `rowOf(y)` gives, one row at a time: width x 3 bytes.
 * @param {number} width
 * @param {number} height
 * @param {(y: number) => Buffer} rowOf
 * @returns {Buffer}
 */
export function rgbPng(width, height, rowOf) {
  const rows = [];
  // Each row starts with its filter type: 0, none.
  for (let y = 0; y < height; y += 1) rows.push(Buffer.concat([Buffer.from([0]), rowOf(y)]));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
