// What the studio accepts as an image: the formats and size the API takes (the contracts name
// them once), checked here before anything is sent; the API checks the content again, so a
// renamed file is still refused.
import { UPLOAD_IMAGE_FORMATS, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@healing/contracts';

export const MAX_IMAGE_BYTES = UPLOAD_MAX_BYTES;
export const UPLOAD_HINT = `${UPLOAD_IMAGE_FORMATS}, up to 10 MB`;

const IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = UPLOAD_IMAGE_TYPES;

/** For the file input, so the system picker offers images first. */
export const ACCEPT_IMAGES = [
  ...Object.keys(IMAGE_TYPES),
  ...Object.values(IMAGE_TYPES).flatMap((extensions) => extensions.map((ext) => `.${ext}`)),
].join(',');

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** "1.5 MB", "830 KB": sizes as a person reads them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file name short enough for a message. */
export function shortFileName(name: string): string {
  const chars = Array.from(name);
  return chars.length > 40 ? `${chars.slice(0, 28).join('')}…${chars.slice(-8).join('')}` : name;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function looksLikeImage(file: ChosenFile): boolean {
  // Browsers leave the type empty when they do not know it; the name is all there is then.
  if (file.type) return file.type in IMAGE_TYPES;
  return Object.values(IMAGE_TYPES).some((extensions) =>
    extensions.includes(extensionOf(file.name)),
  );
}

/** Why the file cannot be uploaded, or null when it may be sent. */
export function imageFileProblem(file: ChosenFile): string | null {
  const name = `“${shortFileName(file.name)}”`;
  if (!looksLikeImage(file)) {
    return `${name} is not an image. Please choose a ${UPLOAD_IMAGE_FORMATS} file.`;
  }
  if (file.size === 0) return `${name} is empty. Please choose another image.`;
  if (file.size > MAX_IMAGE_BYTES) {
    return `${name} is too large (${formatFileSize(file.size)}). Images can be up to 10 MB.`;
  }
  return null;
}
