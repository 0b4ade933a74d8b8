// The edge's cache of uploads (GET /api/uploads/<id>): an upload never changes (the API answers
// with a strong ETag and `public, immutable`), so the first download through this server is
// written to a file of the cache's own folder and every later one, of any size or range, is sent
// from that file by @fastify/send (Range, 206, 416, HEAD, files closed on abort) without reaching
// the API or PostgreSQL. Downloads of one upload that arrive together wait for one fetch from the
// API. The files are bounded by UPLOAD_CACHE_MB (least recently used go first) and kept for an
// hour, so an upload the API has removed stops being served soon after.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipe, type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { errorBody, sendError } from '../http/errors';
import { matchesTag } from '../http/static-files';
import { createDownloadPacer, type DownloadPacer } from './download-pacer';

/** Upload ids are UUIDs; the API lower-cases them, and so does the cache's key. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `bytes=` and one or more of `first-last`, `first-` or `-suffix` (RFC 9110 14.1.1). */
const BYTE_RANGES = /^\s*bytes\s*=\s*(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*\s*$/i;
/** The largest upload (10 MB) with room to spare; anything larger is passed on, not kept. */
export const MAX_CACHED_UPLOAD_BYTES = 11 * 1024 * 1024;
/** How long a cached upload is served before it is fetched again. */
export const UPLOAD_CACHE_TTL_MS = 60 * 60_000;
/** A file leaving the cache is deleted this much later: downloads still reading it finish. */
const UNLINK_GRACE_MS = 10 * 60_000;
/** Bytes per read of a kept file. */
const FILE_CHUNK_BYTES = 512 * 1024;
/** The most of a refusal's body (a JSON error) passed on from a fetch. */
const MAX_REFUSAL_BYTES = 64 * 1024;

/** Headers of the API's answer that describe this one response, not the upload. */
const NOT_KEPT = new Set([
  'age',
  'connection',
  'content-length',
  'content-range',
  'accept-ranges',
  'date',
  'keep-alive',
  'retry-after',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/** The API's answer to one fetch of an upload. */
export interface ApiAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

/** Fetches `/api/uploads/<id>` from the API on behalf of `request` (its client's address). */
export type FetchUpload = (request: FastifyRequest, id: string) => Promise<ApiAnswer>;

interface CachedUpload {
  /** The file's name in the cache's folder. */
  file: string;
  size: number;
  etag: string;
  /** The API's headers for the upload (type, ETag, caching, security), sent with every copy. */
  headers: Record<string, string>;
}

/** How one fetch ended: kept; answered otherwise by the API (a 404, a 429...); or failed. */
type Fill =
  | { kind: 'stored'; upload: CachedUpload }
  | { kind: 'answered'; statusCode: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'failed' };

export interface UploadCacheOptions {
  /** A folder of its own is made inside (and removed by close()). */
  parentDir: string;
  maxBytes: number;
  fetchUpload: FetchUpload;
  /** The clock that ages entries (tests pass their own). */
  now?: () => number;
  /** How fast each client address gets what is kept (download-pacer.ts). */
  pacer?: DownloadPacer;
}

function isCacheable(answer: ApiAnswer): boolean {
  const cacheControl = String(answer.headers['cache-control'] ?? '');
  const length = Number(answer.headers['content-length'] ?? NaN);
  return (
    answer.statusCode === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    /\bimmutable\b/.test(cacheControl) &&
    typeof answer.headers.etag === 'string' &&
    answer.headers['set-cookie'] === undefined &&
    !(length > MAX_CACHED_UPLOAD_BYTES)
  );
}

function keptHeaders(headers: ApiAnswer['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_KEPT.has(name) || name.startsWith('access-control-')) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/** Passes at most `limit` bytes, and fails past that. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      done(seen > limit ? new Error('larger than an upload can be') : null, chunk);
    },
  });
}

async function readSmallBody(body: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MAX_REFUSAL_BYTES) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** If-Match's strong comparison: `*`, or the very tag. */
function matchesStrongly(ifMatch: string, etag: string): boolean {
  return ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag);
}

const CONDITIONAL_HEADERS = [
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
];

export interface UploadCache {
  /**
   * Answers a GET or HEAD of /api/uploads/<id> from the cache, fetching the upload first when
   * it is not there; calls `forward` (the plain proxy) for what it does not answer itself.
   */
  serve: (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    forward: () => FastifyReply | Promise<FastifyReply>,
  ) => Promise<FastifyReply>;
  /** Entries kept, and their bytes (for tests). */
  stats: () => { entries: number; bytes: number };
  close: () => Promise<void>;
}

export function createUploadCache(options: UploadCacheOptions): UploadCache {
  const dir = mkdtempSync(path.join(options.parentDir, 'healing-upload-cache-'));
  // lru-cache reads a start time of 0 as "no time to live": the clock must be past it.
  const clock = options.now ?? (() => performance.now());
  const now = () => clock() + 1;
  const pacer = options.pacer ?? createDownloadPacer();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const removeLater = (file: string) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void unlink(path.join(dir, file)).catch(() => undefined);
    }, UNLINK_GRACE_MS);
    timer.unref();
    timers.add(timer);
  };
  const index = new LRUCache<string, CachedUpload>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.min(options.maxBytes, MAX_CACHED_UPLOAD_BYTES),
    sizeCalculation: (upload) => Math.max(upload.size, 1),
    ttl: UPLOAD_CACHE_TTL_MS,
    // Ages read from `now` each time, never from a copy it keeps for a millisecond.
    ttlResolution: 0,
    perf: { now },
    dispose: (upload) => removeLater(upload.file),
  });
  /** Fetches under way, by id: downloads that arrive meanwhile wait for the same one. */
  const fills = new Map<string, Promise<Fill>>();

  async function fetchAndStore(request: FastifyRequest, id: string): Promise<Fill> {
    let answer: ApiAnswer;
    try {
      answer = await options.fetchUpload(request, id);
    } catch {
      return { kind: 'failed' };
    }
    if (!isCacheable(answer)) {
      const body =
        answer.statusCode === 200 ? null : await readSmallBody(answer.body).catch(() => null);
      if (answer.statusCode === 200) answer.body.destroy();
      return body
        ? {
            kind: 'answered',
            statusCode: answer.statusCode,
            headers: keptHeaders(answer.headers),
            body,
          }
        : { kind: 'failed' };
    }
    const file = `${id}.${randomBytes(6).toString('hex')}`;
    const partial = path.join(dir, `${file}.part`);
    let size = 0;
    try {
      await pipeline(
        answer.body,
        byteLimit(MAX_CACHED_UPLOAD_BYTES),
        new Transform({
          transform(chunk: Buffer, _encoding, done: TransformCallback) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(partial),
      );
      await rename(partial, path.join(dir, file));
    } catch {
      await rm(partial, { force: true });
      return { kind: 'failed' };
    }
    const headers = keptHeaders(answer.headers);
    const upload: CachedUpload = { file, size, etag: headers.etag, headers };
    index.set(id, upload);
    if (index.get(id) !== upload) {
      // Larger than the cache may hold: this download is sent from the file, then it goes.
      removeLater(file);
    }
    return { kind: 'stored', upload };
  }

  /** The fetch under way for this id, or a new one; `isOwn` when this request started it. */
  function fill(request: FastifyRequest, id: string): { pending: Promise<Fill>; isOwn: boolean } {
    const running = fills.get(id);
    if (running) return { pending: running, isOwn: false };
    const pending = fetchAndStore(request, id).finally(() => fills.delete(id));
    fills.set(id, pending);
    return { pending, isOwn: true };
  }

  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    upload: CachedUpload,
    forward: () => FastifyReply | Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    const { etag } = upload;
    const headers = request.raw.headers;
    const ifMatch = headers['if-match'];
    if (ifMatch !== undefined && !matchesStrongly(ifMatch, etag)) {
      return sendError(reply, 412, 'The image is not the one If-Match names.');
    }
    if (matchesTag(headers['if-none-match'], etag)) {
      return reply.headers(upload.headers).code(304).send();
    }
    // send compares validators with tags of its own; the upload's tag was checked here, and a
    // range is asked of send only while If-Range names the upload.
    const ifRange = headers['if-range'];
    if (ifRange !== undefined && String(ifRange).trim() !== etag) delete headers.range;
    // send answers 416 to a Range it cannot parse; one that is not well-formed is ignored here,
    // as RFC 9110 asks (the API does the same).
    if (headers.range !== undefined && !BYTE_RANGES.test(headers.range)) delete headers.range;
    for (const name of CONDITIONAL_HEADERS) delete headers[name];
    const sent = await send(request.raw, `/${upload.file}`, {
      root: dir,
      etag: false,
      lastModified: false,
      cacheControl: false,
      contentType: false,
      acceptRanges: true,
      dotfiles: 'deny',
      // Large reads: a 10 MB download is 20 turns of the event loop, not 160.
      highWaterMark: FILE_CHUNK_BYTES,
    });
    if (sent.type === 'file') {
      void reply.headers(upload.headers).headers(sent.headers).code(sent.statusCode);
      if (request.method === 'HEAD') return reply.send(sent.stream);
      // The file goes out at the client's pace; either end closing closes the other.
      const paced = pacer.pace(request.ip);
      pipe(sent.stream, paced, () => undefined);
      return reply.send(paced);
    }
    sent.stream.destroy();
    if (sent.statusCode === 416) {
      const message = `The range asked for is not within the image (${upload.size} bytes).`;
      return reply
        .code(416)
        .headers({
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Range': `bytes */${upload.size}`,
        })
        .send({ ...errorBody(416, message), field: 'range' });
    }
    // The file is gone (the folder was cleared under us): the API answers instead.
    if (index.get(id) === upload) index.delete(id);
    return forward();
  }

  return {
    async serve(request, reply, rawId, forward) {
      if (!UPLOAD_ID.test(rawId) || closed) return forward();
      const id = rawId.toLowerCase();
      const cached = index.get(id);
      if (cached) return sendCached(request, reply, id, cached, forward);
      // A HEAD is answered by the API without reading any bytes: no reason to fetch them here.
      if (request.method === 'HEAD') return forward();
      const { pending, isOwn } = fill(request, id);
      const result = await pending;
      if (result.kind === 'stored') return sendCached(request, reply, id, result.upload, forward);
      // A 404 or 400 is the same for everyone; a 429 or 503 is about the client or the moment
      // of the request that started the fetch, so the others ask the API themselves.
      if (
        result.kind === 'answered' &&
        (isOwn || result.statusCode === 404 || result.statusCode === 400)
      ) {
        return reply.headers(result.headers).code(result.statusCode).send(result.body);
      }
      return forward();
    },
    stats: () => ({ entries: index.size, bytes: index.calculatedSize }),
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      index.clear();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
