// Serves one remote's build (its mf-manifest.json, remoteEntry.js and chunks) from its own origin.
// Files are public and fetched cross-origin by the shell, so they carry an open CORS header.
import http from 'node:http';
import path from 'node:path';
import { answerRender, RENDER_PATH, warmRenderer } from './ssr/render-endpoint.mjs';
import { resolveFile, sendFile, sendText } from './static-files.mjs';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * `dir` is a folder, or a function naming the folder to serve at each request (live release).
 * `apiUrl` is where the server-side renderer fetches a page's data (the shop's API).
 */
export function createRemoteServer({ dir, apiUrl = process.env.API_URL }) {
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
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === RENDER_PATH && req.method === 'GET') {
      void answerRender(req, res, { root, apiUrl, headers: CORS });
      return;
    }
    // The server-side renderer's build is the server's own, not a file for browsers.
    const file = pathname.startsWith('/server/') ? null : resolveFile(root, pathname);
    if (!file) {
      sendText(res, 404, 'Not Found', CORS);
      return;
    }
    sendFile(req, res, file, CORS).catch(() => sendText(res, 500, 'Read error', CORS));
  });
}

/** Starts the server; resolves once it listens. */
export function startRemoteServer({ dir, port, host = '0.0.0.0', apiUrl }) {
  const server = createRemoteServer({ dir, apiUrl });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      // Ready for the first visitor: the server-side renderer loaded and warm (the build's own
      // brotli copies spare the files any compressing).
      void warmRenderer(path.resolve(typeof dir === 'function' ? dir() : dir), apiUrl);
      resolve(server);
    });
  });
}
