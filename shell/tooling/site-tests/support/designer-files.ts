// Files a visitor of the design studio might choose: a real PNG drawn here (a small sunset), and
// a text file wearing a .png name, which only a check of the content can catch.
import { PNG_SIGNATURE, rgbPng } from '../../lib/png.mjs';

export { PNG_SIGNATURE };

/** A width x height RGB PNG: a warm sky over a sage hill, with a sun. */
export function sunsetPng(width = 240, height = 180): Buffer {
  return rgbPng(width, height, (y) => {
    const row = Buffer.alloc(width * 3);
    for (let x = 0; x < width; x++) {
      const t = y / height;
      let rgb = [250 - 60 * t, 190 - 90 * t, 160 + 40 * t];
      if (Math.hypot(x - width / 2, y - height * 0.6) < height * 0.22) rgb = [255, 214, 120];
      if (y > height * 0.72) rgb = [96 + 30 * Math.sin(x / 14), 132, 118];
      rgb.forEach((value, channel) => (row[x * 3 + channel] = Math.round(value)));
    }
    return row;
  });
}

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
