import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError, PayloadTooLargeError } from '../common/domain-errors';
import { TOO_LARGE } from './image-receiver';
import type { IncomingFile } from './uploads.service';

export const FILE_FIELD = 'file';
const SEND_MULTIPART = 'Send the image as multipart/form-data, in a field named "file".';

async function discard(part: MultipartFile): Promise<void> {
  // Read to the end (the parser caps it at the size limit) so the answer reaches the visitor.
  // A stream that already failed has nothing more to give, and the answer stays the same.
  if (part.file.destroyed) return;
  try {
    for await (const _chunk of part.file) {
      /* dropped */
    }
  } catch {
    /* the body was cut short: nothing left to read */
  }
}

/** Room for the multipart headers and boundaries around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The request's `file` part, or a 400 that says what to send instead. */
export async function readFilePart(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new InvalidInputError(SEND_MULTIPART, FILE_FIELD);
  // A body announced larger than any acceptable one is refused at once, none of it stored.
  if (Number(request.headers['content-length']) > maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new PayloadTooLargeError(TOO_LARGE, FILE_FIELD);
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new PayloadTooLargeError(TOO_LARGE, FILE_FIELD);
    }
    throw new InvalidInputError(`The upload could not be read. ${SEND_MULTIPART}`, FILE_FIELD);
  }
  if (!part) {
    throw new InvalidInputError('No file was sent: choose an image to upload.', FILE_FIELD);
  }
  if (part.fieldname !== FILE_FIELD) {
    await discard(part);
    throw new InvalidInputError(
      `The image must be sent in a field named "${FILE_FIELD}".`,
      FILE_FIELD,
    );
  }
  return { stream: part.file, fileName: part.filename };
}
