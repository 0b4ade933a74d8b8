// Files a visitor of the design studio might choose: a real PNG drawn here (a small sunset), and
// a text file wearing a .png name, which only a check of the content can catch.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB PNG: a warm sky over a sage hill, with a sun. */
export function sunsetPng(width = 240, height = 180): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = y / height;
      let rgb = [250 - 60 * t, 190 - 90 * t, 160 + 40 * t];
      if (Math.hypot(x - width / 2, y - height * 0.6) < height * 0.22) rgb = [255, 214, 120];
      if (y > height * 0.72) rgb = [96 + 30 * Math.sin(x / 14), 132, 118];
      rgb.forEach((value, channel) => (row[1 + x * 3 + channel] = Math.round(value)));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sunsetFile() {
  return { name: 'sunset.png', mimeType: 'image/png', buffer: sunsetPng() };
}

/** Plain text renamed .png: the browser calls it image/png, the API must refuse it. */
export function textRenamedPng() {
  return {
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Dear diary, today I felt calm.\n'.repeat(40)),
  };
}
