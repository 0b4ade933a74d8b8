// Static file serving for the shell and the remotes: safe paths, the right content types, gzip
// for text, and cache rules that let hashed files live forever while entry files never go stale.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const gzipCache = new Map();

async function gzipped(file) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(await readFile(file));
    gzipCache.set(key, body);
  }
  return body;
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
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.has(ext) && acceptsGzip) {
    const body = await gzipped(file);
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
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

export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}
