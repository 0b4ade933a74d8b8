const MAX_NAME_LENGTH = 255;

/**
 * The visitor's file name, kept only as display text: the last path segment, without control
 * characters or separators, at most 255 characters. It never takes part in a storage path.
 */
export function toDisplayName(fileName: string | undefined, extension: string): string {
  const lastSegment = (fileName ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return `image.${extension}`;
  return Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('');
}
