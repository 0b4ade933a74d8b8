import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, NotFoundError } from '../common/domain-errors';
import { isNotModified } from '../common/etag';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { readRows } from '../database/read-rows';
import { chooseRange } from './byte-range';
import { UploadContentStream } from './upload-content-stream';
import { UploadReadGate, type ReleasePermit } from './upload-read-gate';
import { UploadReadLimit } from './upload-read-limit';

/** Bytes per database read: 80 statements for a 10 MB upload, 128 KB of memory each. */
export const SLICE_BYTES = 128 * 1024;
/** A download whose client takes no new slice for this long is cut off. */
export const IDLE_TIMEOUT_MS = 30_000;
/** Reads waiting for a permit, per permit, and how long one waits before its 503. */
const WAITING_PER_PERMIT = 4;
const MAX_WAIT_MS = 2_000;

/** What the client sent that decides the answer. */
export interface UploadReadRequest {
  id: string;
  /** As clientNetwork() keys it, for the per-address limit. */
  clientAddress: string;
  /** False for HEAD: the headers only, nothing read. */
  withBody: boolean;
  ifMatch?: string;
  ifNoneMatch?: string;
  range?: string;
  ifRange?: string;
}

/** The answer: 304, or the whole upload (200) or part of it (206) as a stream. */
export type UploadReadAnswer =
  | { status: 304; etag: string }
  | {
      status: 200 | 206;
      etag: string;
      mimeType: string;
      /** The bytes sent, and where they are in the upload (for Content-Range). */
      length: number;
      start: number;
      sizeBytes: number;
      body: UploadContentStream | null;
    };

/** 416, with the size for `Content-Range: bytes *\/size`. */
export class RangeNotSatisfiableError extends DomainError {
  readonly statusCode = 416;

  constructor(readonly sizeBytes: number) {
    super(`The range asked for is not within the image (${sizeBytes} bytes).`, 'range');
  }
}

/** 412: If-Match names another representation than this upload. */
export class PreconditionFailedError extends DomainError {
  readonly statusCode = 412;
}

interface UploadRow {
  mime_type: string;
  size_bytes: number;
}

/** Only rows with their bytes: a row from before the move whose file was never found is a 404. */
const FIND_UPLOAD = `
  SELECT mime_type, size_bytes FROM uploads WHERE id = $1 AND content IS NOT NULL`;
/** One slice of the bytes. STORAGE EXTERNAL (uncompressed) lets PostgreSQL read just its chunks. */
const READ_SLICE = `
  SELECT substring(content FROM $2::int FOR $3::int) AS bytes FROM uploads WHERE id = $1`;

/** If-Match's strong comparison: `*`, or the very tag (a weak one never matches). */
function matchesStrongly(ifMatch: string, etag: string): boolean {
  return ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag);
}

/** The upload's strong ETag: ids are never reused and an upload never changes. */
export const uploadEtag = (id: string) => `"${id}"`;

/**
 * Serves uploads back without letting downloads starve the API. Everything a read does with
 * the database happens under a permit of the gate (upload-read-gate.ts): at most
 * `uploadReadConnections` at once, so the catalogue always finds a connection; the bytes go out
 * as a stream of slices (upload-content-stream.ts), never one buffer of the whole image; each
 * read counts against its address's limit (upload-read-limit.ts). Conditional requests
 * (If-None-Match, If-Match) and one byte range (Range, If-Range) are answered from the row's
 * size alone, reading only the bytes sent.
 */
@Injectable()
export class UploadReader {
  private readonly gate: UploadReadGate;

  constructor(
    private readonly dataSource: DataSource,
    private readonly limit: UploadReadLimit,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.gate = new UploadReadGate({
      permits: config.uploadReadConnections,
      maxWaiting: config.uploadReadConnections * WAITING_PER_PERMIT,
      maxWaitMs: MAX_WAIT_MS,
    });
  }

  /** Permits in use and reads waiting (for tests and metrics). */
  get usage(): { inUse: number; waiting: number } {
    return this.gate.usage;
  }

  async read(request: UploadReadRequest): Promise<UploadReadAnswer> {
    const release = await this.gate.acquire();
    try {
      const answer = await this.answer(request, release);
      // Without a body the permit is done with; with one, the stream gives it back.
      if (!('body' in answer) || answer.body === null) release();
      return answer;
    } catch (error) {
      release();
      throw error;
    }
  }

  private async answer(
    request: UploadReadRequest,
    release: ReleasePermit,
  ): Promise<UploadReadAnswer> {
    await this.limit.count(request.clientAddress);
    const [upload] = await readRows<UploadRow>(this.dataSource, FIND_UPLOAD, [request.id]);
    if (!upload) throw new NotFoundError('No such upload.', 'id');
    const etag = uploadEtag(request.id);
    if (request.ifMatch !== undefined && !matchesStrongly(request.ifMatch, etag)) {
      throw new PreconditionFailedError('The image is not the one If-Match names.', 'id');
    }
    if (isNotModified(request.ifNoneMatch, etag)) return { status: 304, etag };
    const sizeBytes = upload.size_bytes;
    const choice = chooseRange(sizeBytes, request, etag);
    if (choice.kind === 'unsatisfiable') throw new RangeNotSatisfiableError(sizeBytes);
    const [start, end] = choice.kind === 'part' ? [choice.start, choice.end + 1] : [0, sizeBytes];
    const answer = {
      status: choice.kind === 'part' ? (206 as const) : (200 as const),
      etag,
      mimeType: upload.mime_type,
      length: end - start,
      start,
      sizeBytes,
    };
    if (!request.withBody) return { ...answer, body: null };
    const body = new UploadContentStream({
      readSlice: (offset, length) => this.readSlice(request.id, offset, length),
      start,
      end,
      sliceBytes: SLICE_BYTES,
      idleTimeoutMs: IDLE_TIMEOUT_MS,
      onClose: release,
    });
    try {
      await body.prefetch();
    } catch (error) {
      body.destroy();
      throw error;
    }
    return { ...answer, body };
  }

  private async readSlice(id: string, offset: number, length: number): Promise<Buffer> {
    const [row] = await readRows<{ bytes: Buffer | null }>(this.dataSource, READ_SLICE, [
      id,
      offset + 1,
      length,
    ]);
    return row?.bytes ?? Buffer.alloc(0);
  }
}
