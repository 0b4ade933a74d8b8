// The images the shop takes as uploads, named once: the API checks each by its content, the
// design studio by its type and name before sending it, and both say the same words.

/** Each accepted image type, with the file extensions it goes by. */
export const UPLOAD_IMAGE_TYPES: Readonly<Record<UploadImageType, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};
export type UploadImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The accepted formats as every hint and message names them. */
export const UPLOAD_IMAGE_FORMATS = 'PNG, JPEG, GIF or WebP';

/** The largest upload: 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The API's answer to a file that is not one of the accepted images (415). */
export const NOT_AN_IMAGE_MESSAGE = `Only images can be uploaded (${UPLOAD_IMAGE_FORMATS}).`;
