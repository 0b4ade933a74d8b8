import { NOT_AN_IMAGE_MESSAGE } from '@healing/contracts';
// POST /api/uploads (multipart, field "file"). fetch cannot report upload progress, so this one
// call uses XMLHttpRequest; it sends what the platform's client sends: credentials and the
// visitor's X-Session-Id, so the cart later accepts the upload as this visitor's.
import { getSessionId, type UploadResponse } from '@healing/platform';

export const UPLOAD_URL = '/api/uploads';

/** The upload was refused or failed; `message` is for the visitor. */
export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';

  constructor(
    message: string,
    /** The HTTP status, or null when no answer came. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError';

  constructor() {
    super('The upload was cancelled.');
  }
}

export interface UploadOptions {
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  413: 'The image is too large (10 MB at most).',
  415: NOT_AN_IMAGE_MESSAGE,
  429: 'Too many uploads in a short time. Please wait a minute and try again.',
};

/** The API's `{ statusCode, message, error }` answer, in a sentence. */
export function uploadErrorMessage(status: number, responseText: string): string {
  try {
    const body = JSON.parse(responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // Not JSON (a proxy's error page): fall back to what the status means.
  }
  return (
    FALLBACK_MESSAGES[status] ??
    'The image could not be uploaded just now. Please try again in a moment.'
  );
}

function parseUpload(responseText: string): UploadResponse {
  const body = JSON.parse(responseText) as Partial<UploadResponse>;
  if (typeof body.id !== 'string' || typeof body.url !== 'string') {
    throw new Error('The upload answer has no id');
  }
  return body as UploadResponse;
}

export function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelledError());
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    request.withCredentials = true;
    request.setRequestHeader('X-Session-Id', getSessionId());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201 || request.status === 200) {
        try {
          onProgress?.(1);
          resolve(parseUpload(request.responseText));
        } catch {
          reject(new UploadFailedError(uploadErrorMessage(500, ''), request.status));
        }
        return;
      }
      reject(
        new UploadFailedError(
          uploadErrorMessage(request.status, request.responseText),
          request.status,
        ),
      );
    };
    request.onerror = () =>
      reject(
        new UploadFailedError(
          'The image could not be uploaded. Please check your connection and try again.',
          null,
        ),
      );
    request.onabort = () => reject(new UploadCancelledError());
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
