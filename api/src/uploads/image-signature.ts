import type { UploadImageType } from '@healing/contracts';

/** The image formats the shop accepts, with the extension each is stored under. */
export interface ImageType {
  mimeType: UploadImageType;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

/** Enough leading bytes to tell every accepted format apart (WebP needs 12). */
export const SIGNATURE_BYTES = 12;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const GIF87 = Buffer.from('GIF87a', 'latin1');
const GIF89 = Buffer.from('GIF89a', 'latin1');
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

function startsWith(head: Buffer, signature: Buffer, offset = 0): boolean {
  return (
    head.length >= offset + signature.length &&
    head.subarray(offset, offset + signature.length).equals(signature)
  );
}

/**
 * Recognises an image by its first bytes (magic numbers). The visitor's file name and
 * declared type are never trusted: a script renamed to .png is not an image.
 */
export function detectImageType(head: Buffer): ImageType | null {
  if (startsWith(head, PNG)) return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(head, JPEG)) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) {
    return { mimeType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  return null;
}
