// Files of a build, served with @fastify/static (its `send` does MIME types, Range, streaming
// and closing files on abort): only public files however the path is spelled, ETags from content
// (equal across copies of one build), conditional GET on them, the build's brotli copies or
// @fastify/compress for browsers that want compression, and cache rules that let hashed files
// live for a year while entry files never go stale.
import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sendError } from './errors';

// send's table says application/javascript; the shop serves scripts as text/javascript, the type
// the HTML standard names. Set on send's own table, so every file it sends agrees.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/**
 * Registers @fastify/static (only its reply.sendFile: which file a path names is the shop's
 * rule, findPublicFile) and @fastify/compress. send's own tags, dates and cache headers are off:
 * sendStatic sets the shop's.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    etag: false,
    lastModified: false,
    cacheControl: false,
    dotfiles: 'deny',
  });
  await app.register(compress, { global: false, encodings: ['gzip', 'br'] });
}

/** The Content-Type send gives a file's name, for the bytes send does not name (a copy, a stream). */
function contentTypeOf(relative: string): string {
  const type = send.mime.getType(relative) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Below this, compressing costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export function isHashedName(file: string): boolean {
  return HASHED.test(path.basename(file));
}

export function cacheControlFor(file: string): string {
  return isHashedName(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The build-relative path ('assets/main.1234abcd.js') a URL path names, each segment decoded
 * once, or null when it is no public file's name: a `.` or `..` segment, a dot-file, a source
 * map, a compressed copy, a segment holding an escaped slash, backslash or NUL, or anything
 * `isPrivate` says is the server's own. Whatever the spelling (`%2e%2e`, `%73erver`, doubled
 * slashes), the check runs on what the file lookup uses.
 */
export function publicPath(urlPath: string, isPrivate: (relative: string) => boolean) {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  if (segments.length === 0) return null;
  const relative = segments.join('/');
  if (/\.(map|br|gz)$/i.test(relative)) return null;
  // Either spelling, for a file system that ignores case.
  if (isPrivate(relative) || isPrivate(relative.toLowerCase())) return null;
  return relative;
}

export interface FoundFile {
  root: string;
  relative: string;
  full: string;
  stats: Stats;
}

async function statFile(full: string): Promise<Stats | null> {
  try {
    const stats = await stat(full);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The file in the first root that has it. Later roots (earlier releases) are searched for
 * hashed files only: a page that loaded one release's entry keeps finding its chunks after a
 * switch, while entry files always come from the live release.
 */
export async function findFile(roots: string[], relative: string): Promise<FoundFile | null> {
  for (const [index, root] of roots.entries()) {
    if (index > 0 && !isHashedName(relative)) break;
    const full = path.join(root, relative);
    const stats = await statFile(full);
    if (stats) return { root, relative, full, stats };
  }
  return null;
}

/** The public file a URL path names in `roots` (see publicPath and findFile), or null. */
export async function findPublicFile(
  urlPath: string,
  roots: string[],
  isPrivate: (relative: string) => boolean,
): Promise<FoundFile | null> {
  const relative = publicPath(urlPath, isPrivate);
  return relative ? findFile(roots, relative) : null;
}

/** Content tags by file version; a build's files are hashed once per server. */
const contentTags = new LRUCache<string, Promise<string>>({ max: 5_000 });

function hashFile(full: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(full)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('base64url').slice(0, 22)));
  });
}

export function contentTag(full: string, stats: Stats): Promise<string> {
  const key = `${full}\0${stats.ino}\0${stats.size}\0${stats.mtimeMs}`;
  let tag = contentTags.get(key);
  if (!tag) {
    tag = hashFile(full);
    contentTags.set(key, tag);
    tag.catch(() => contentTags.delete(key));
  }
  return tag;
}

/**
 * The content coding for this response: brotli from the build's copy, br or gzip made on the
 * fly, or none. An encoding the client gives q=0 is never chosen, even through `*`: the refused
 * ones are taken out first, since accept-negotiator 2 picks `br` for `br;q=0, *`.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly string[],
): string | null {
  if (!acceptEncoding) return null;
  const refused = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  const candidates = available.filter((encoding) => !refused.has(encoding));
  if (candidates.length === 0) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), [
    ...candidates,
    'identity',
  ]);
  return chosen && chosen !== 'identity' && candidates.includes(chosen) ? chosen : null;
}

/** True when one of the tags in an If-None-Match header names this representation. */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((item) => item.trim().replace(/^W\//, '') === opaque);
}

export interface SendStaticOptions {
  /** Headers every answer carries (CORS for a remote's files). */
  headers?: Record<string, string>;
}

/**
 * Answers a GET or HEAD for a found file. `reply.sendFile` (from @fastify/static) streams it
 * with Range support and closes the file if the download is aborted; a file that vanishes
 * between lookup and open ends as a 404 or a closed connection, never a crash.
 */
export async function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FoundFile,
  { headers = {} }: SendStaticOptions = {},
): Promise<FastifyReply> {
  const ext = path.extname(file.relative).toLowerCase();
  const compressible = COMPRESSIBLE.has(ext) && file.stats.size >= COMPRESS_THRESHOLD_BYTES;
  const brCopy = compressible ? await statFile(`${file.full}.br`) : null;
  const encoding = compressible
    ? chooseEncoding(request.headers['accept-encoding'], brCopy ? ['br', 'gzip'] : ['gzip', 'br'])
    : null;
  let tag: string;
  try {
    tag = await contentTag(file.full, file.stats);
  } catch {
    // The file went away after it was found.
    return sendError(reply, 404, 'Not Found');
  }
  const etag = `"${tag}${encoding ? `.${encoding}` : ''}"`;
  void reply.headers({
    ...headers,
    'Cache-Control': cacheControlFor(file.relative),
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
  });
  if (matchesTag(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  // send checks If-None-Match and If-Range against its own size-and-time tags, which differ
  // between copies of one build: the content tag is checked here, and send is asked for a range
  // only while If-Range names it; a compressed answer is never a range.
  if (encoding || (ifRange !== undefined && ifRange !== etag)) delete request.raw.headers.range;
  delete request.raw.headers['if-range'];
  if (encoding === 'br' && brCopy) {
    // The copy is sent by name, not through the plugin's preCompressed: when the copy vanishes
    // after it was found, preCompressed falls back to the plain file, under a tag (chosen before)
    // that names the brotli bytes; this answers 404 instead.
    void reply.headers({ 'Content-Encoding': 'br', 'Content-Type': contentTypeOf(file.relative) });
    return reply.sendFile(`${file.relative}.br`, file.root, {
      acceptRanges: false,
      contentType: false,
    });
  }
  if (encoding) {
    void reply.header('Content-Type', contentTypeOf(file.relative));
    if (request.method === 'HEAD') return reply.header('Content-Encoding', encoding).send();
    let handle: FileHandle;
    try {
      handle = await open(file.full, 'r');
    } catch {
      return sendError(reply, 404, 'Not Found');
    }
    // @fastify/compress negotiates again from the request's headers (reading `*` as gzip, and
    // skipping compression for x-no-compression): it is told the coding chosen here, which the
    // ETag names. It adds its own Vary.
    request.raw.headers['accept-encoding'] = encoding;
    delete request.raw.headers['x-no-compression'];
    reply.removeHeader('Vary');
    reply.compress(handle.createReadStream());
    return reply;
  }
  return reply.sendFile(file.relative, file.root);
}
