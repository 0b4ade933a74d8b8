import { NOT_AN_IMAGE_MESSAGE } from '@healing/contracts';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  InvalidInputError,
  PayloadTooLargeError,
  UnprocessableContentError,
  UnsupportedMediaError,
} from '../common/domain-errors';
import {
  declaredDimensions,
  isWithinPixelLimit,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE_PX,
} from './image-dimensions';
import { detectImageType, SIGNATURE_BYTES, type ImageType } from './image-signature';

/** A file stream as the multipart parser hands it over: `truncated` once the size limit is hit. */
export type IncomingStream = Readable & { truncated?: boolean };

export interface ReceivedImage {
  type: ImageType;
  sizeBytes: number;
  content: Buffer;
}

export const NOT_AN_IMAGE = NOT_AN_IMAGE_MESSAGE;
export const TOO_LARGE = 'The image is too large (10 MB at most).';

const grouped = (value: number) => value.toLocaleString('en-US');

/** The refusal of an image whose header declares more pixels than the shop takes. */
export function tooManyPixels(width: number, height: number): string {
  return `The image is too large: ${grouped(width)} x ${grouped(height)} pixels. Images may be at most ${grouped(MAX_IMAGE_SIDE_PX)} pixels wide or high and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all.`;
}

/**
 * Holds bytes back until the signature is known, then passes an image through and drops
 * anything else. Refused content is still read to its end, so the visitor gets the answer
 * instead of a reset connection.
 */
class ImageSniffer extends Transform {
  type: ImageType | null = null;
  refused = false;
  sizeBytes = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sizeBytes += chunk.length;
    if (this.refused) return done();
    if (this.type) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes >= SIGNATURE_BYTES) this.decide();
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.type && !this.refused && this.heldBytes > 0) this.decide();
    done();
  }

  private decide(): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    this.type = detectImageType(head);
    if (this.type) this.push(head);
    else this.refused = true;
  }
}

/**
 * Keeps what the sniffer let through, in memory, up to `maxBytes`: past that it keeps reading
 * (so the visitor gets an answer) but drops everything, and the upload is refused. The
 * multipart parser already stops at the same limit; this holds even if it did not.
 */
class ImageCollector extends Writable {
  overLimit = false;
  private chunks: Buffer[] = [];
  private collectedBytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (!this.overLimit) {
      this.collectedBytes += chunk.length;
      if (this.collectedBytes > this.maxBytes) {
        this.overLimit = true;
        this.chunks = [];
      } else {
        this.chunks.push(chunk);
      }
    }
    done();
  }

  content(): Buffer {
    return Buffer.concat(this.chunks, this.collectedBytes);
  }
}

const INTERRUPTED = 'The upload was interrupted before the end of the file.';

/** The body stopped mid-file: the visitor went away, or the multipart body was cut short. */
function isInterruption(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /terminated early|Unexpected end of/i.test(message ?? '')
  );
}

/**
 * Reads an upload into memory (at most `maxBytes`), checking what it is and the size its header
 * declares (image-dimensions.ts); throws a domain error when it is refused, and then nothing of
 * it is kept.
 */
export async function receiveImage(
  source: IncomingStream,
  maxBytes: number,
): Promise<ReceivedImage> {
  // A part the parser has already given up on never ends: pipeline() would wait for ever.
  if (source.destroyed) throw new InvalidInputError(INTERRUPTED, 'file');
  const sniffer = new ImageSniffer();
  const collector = new ImageCollector(maxBytes);
  try {
    await pipeline(source, sniffer, collector);
  } catch (error) {
    if (isInterruption(error)) throw new InvalidInputError(INTERRUPTED, 'file');
    throw error;
  }
  if (source.truncated || collector.overLimit) throw new PayloadTooLargeError(TOO_LARGE, 'file');
  if (sniffer.sizeBytes === 0) throw new InvalidInputError('The file is empty.', 'file');
  if (!sniffer.type) throw new UnsupportedMediaError(NOT_AN_IMAGE, 'file');
  const content = collector.content();
  const dimensions = declaredDimensions(content, sniffer.type.mimeType);
  if (dimensions && !isWithinPixelLimit(dimensions)) {
    throw new UnprocessableContentError(tooManyPixels(dimensions.width, dimensions.height), 'file');
  }
  return { type: sniffer.type, sizeBytes: content.length, content };
}
