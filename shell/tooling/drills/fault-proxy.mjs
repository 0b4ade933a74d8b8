// A stand-in for one remote's origin that can be made to fail on demand: it forwards to the
// remote's real server ('up'), refuses connections ('down'), answers after 10 s ('slow'), or
// serves garbage in place of the remote's entry script ('broken').
import http from 'node:http';

/** @typedef {'up' | 'down' | 'slow' | 'broken'} FaultMode */

/** @type {FaultMode[]} */
export const FAULTS = ['down', 'slow', 'broken'];
export const SLOW_MS = 10_000;

/** @param {{ port: number, target: string }} options  `target`: the remote's real origin */
export async function startFaultProxy({ port, target }) {
  /** @type {FaultMode} */
  let mode = 'up';
  /** @type {http.Server | null} */
  let server = null;
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  /** @type {http.RequestListener} */
  const handle = (req, res) => {
    const url = req.url ?? '/';
    const forward = () => {
      const upstream = http.request(
        new URL(url, target),
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (mode === 'slow') {
      const timer = setTimeout(forward, SLOW_MS);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'broken' && url.startsWith('/remoteEntry.js')) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-store',
      });
      res.end('<!doctype html><h1>502 upstream confused</h1> {{{ not javascript');
      return;
    }
    forward();
  };

  /** @returns {Promise<void>} */
  const listen = () =>
    new Promise((resolve, reject) => {
      server = http.createServer(handle);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  /** @returns {Promise<void>} */
  const close = () =>
    new Promise((resolve) => {
      if (!server) return resolve();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    url: `http://localhost:${port}`,
    /** @param {FaultMode} next */
    async setMode(next) {
      if (next === mode) return;
      if (next === 'down') await close();
      else if (mode === 'down') await listen();
      mode = next;
    },
    close,
  };
}
