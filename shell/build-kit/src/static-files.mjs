// Static file serving for the shell and the remotes: safe paths, the right content types, gzip
// for text, and cache rules that let hashed files live forever while entry files never go stale.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** The file under `root` for a URL path, or null when it escapes the root or does not exist. */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  if (!existsSync(full) || !statSync(full).isFile()) return null;
  return full;
}

export function cacheControlFor(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const compressedCache = new Map();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `raw` in `encoding` ('br' or 'gzip'), off the event loop (zlib's thread pool): 'smallest' for
 * what is compressed once and kept, 'fast' for what is compressed on each request (brotli 5: a
 * 45 KB page in about a millisecond, to under a quarter of its size).
 */
function compress(raw, encoding, effort) {
  if (encoding === 'br') {
    const quality = effort === 'smallest' ? 11 : 5;
    return brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  return gzipAsync(raw, { level: effort === 'smallest' ? 9 : 6 });
}

/**
 * The file compressed with brotli (preferred) or gzip, computed once per version of the file,
 * off the event loop (zlib's thread pool): compressing a large script never holds up the
 * requests around it.
 */
function compressed(file, encoding) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}:${encoding}`;
  let body = compressedCache.get(key);
  if (!body && encoding === 'br') {
    // The build's own brotli copy, when it is at least as new as the file.
    const copy = `${file}.br`;
    if (existsSync(copy) && statSync(copy).mtimeMs >= mtimeMs) body = readFile(copy);
  }
  if (!body) {
    body = readFile(file).then((raw) => compress(raw, encoding, 'smallest'));
    compressedCache.set(key, body);
    body.catch(() => compressedCache.delete(key));
  }
  return body;
}

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** Sends one file; `extraHeaders` are added (CORS for remotes, CSP for the shell's HTML). */
export async function sendFile(req, res, file, extraHeaders = {}) {
  const ext = path.extname(file).toLowerCase();
  const { mtimeMs, size } = statSync(file);
  const etag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(file),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const body = await compressed(file, encoding);
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * Sends a page made for this request (the shell's HTML), compressed when the browser accepts it,
 * at the effort that can run on every request.
 */
export async function sendPage(req, res, status, body, headers = {}) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(body);
  const sent = encoding ? await compress(raw, encoding, 'fast') : raw;
  res.writeHead(status, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': sent.length,
    Vary: [headers.Vary, 'Accept-Encoding'].filter(Boolean).join(', '),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}

export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}
