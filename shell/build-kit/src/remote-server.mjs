// Serves one remote's build (its mf-manifest.json, remoteEntry.js and chunks) from its own origin.
// Files are public and fetched cross-origin by the shell, so they carry an open CORS header.
import http from 'node:http';
import path from 'node:path';
import { resolveFile, sendFile, sendText } from './static-files.mjs';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** `dir` is a folder, or a function naming the folder to serve at each request (live release). */
export function createRemoteServer({ dir }) {
  const rootOf = typeof dir === 'function' ? () => path.resolve(dir()) : () => path.resolve(dir);
  return http.createServer((req, res) => {
    const root = rootOf();
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD', ...CORS });
      return;
    }
    const file = resolveFile(root, new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) {
      sendText(res, 404, 'Not Found', CORS);
      return;
    }
    sendFile(req, res, file, CORS).catch(() => sendText(res, 500, 'Read error', CORS));
  });
}

/** Starts the server; resolves once it listens. */
export function startRemoteServer({ dir, port, host = '0.0.0.0' }) {
  const server = createRemoteServer({ dir });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
