// What the edge tests build on: a shell build and a remote build in temporary folders, a fake
// API that records what reaches it, raw HTTP over a socket for what app.inject() cannot send
// (absolute-form targets, smuggling, huge headers, clients that stop), and a count of open files.
import { EventEmitter } from 'node:events';
import fs, {
  mkdirSync,
  mkdtempSync,
  type ReadStream,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readShellConfig, type ShellConfig } from '../../src/config';

export const SHELL_TEMPLATE =
  '<!doctype html><html><head><title>Healing Shop</title>' +
  '<meta name="shop-config" content="{}"></head><body><div id="root"></div></body></html>';

/** Text long enough to be compressed (over 1 KB). */
export const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
export const BIG_FILE_BYTES = 5 * 1024 * 1024;

export interface TempDir {
  dir: string;
  write: (relative: string, content: string | Buffer) => string;
  remove: () => void;
}

export function tempDir(prefix: string): TempDir {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const write = (relative: string, content: string | Buffer) => {
    const full = path.join(dir, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    return full;
  };
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A shell build: its template, the server's own files (never to be served), a hashed script
 * with its brotli copy and source map, an entry script without a copy, a small text file, a
 * dot-file, and a 5 MB file for downloads.
 */
export function makeShellBuild(): TempDir {
  const build = tempDir('edge-build-');
  build.write('index.html', SHELL_TEMPLATE);
  build.write('server-render-styles.json', '{"css":[]}');
  build.write('server/render.cjs', '// the server renderer: never served\nmodule.exports = {};\n');
  build.write('assets/main.0123abcd.js', SCRIPT);
  build.write('assets/main.0123abcd.js.br', brotliCompressSync(SCRIPT));
  build.write('assets/main.0123abcd.js.map', '{"version":3,"sources":["secret.ts"]}');
  build.write('app.js', SCRIPT);
  build.write('robots-note.txt', 'small');
  build.write('.env', 'SECRET=1');
  build.write('assets/big.bin', Buffer.alloc(BIG_FILE_BYTES, 7));
  return build;
}

/** The shell's configuration for tests: nothing rendered on the server, no remotes. */
export function testShellConfig(overrides: Partial<ShellConfig> = {}): ShellConfig {
  return {
    ...readShellConfig({ API_URL: 'http://127.0.0.1:9', PREVIEW_ORIGINS: '' }),
    remotes: {},
    serverRender: false,
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
  /** The body's first 64 KB. */
  body: Buffer;
  /** The connection closed before the fake API answered. */
  closedEarly: boolean;
}

/**
 * A stand-in for the API that records every request it gets. Paths: /api/hang answers never;
 * /api/status/<code> (or a path set in `statusOf`) answers that status; anything else answers
 * 200 with the path and the body's size. `until(check)` waits for what it records: it looks
 * again each time a call arrives or one is closed before its answer.
 */
const FAKE_TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  events: 'text/event-stream',
  text: 'text/plain; charset=utf-8',
};

/** `bytes` bytes of repetitive text, the kind that compresses well (JSON-ish). */
export function fakeBody(bytes: number): Buffer {
  const line = '{"name":"Bloom Within Tee","price":2800,"collection":"inner-beauty"},';
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes));
}

export async function startFakeApi() {
  const calls: ApiCall[] = [];
  const recorded = new EventEmitter();
  /** Path -> the status the fake API answers there (the API's health endpoint failing, say). */
  const statusOf = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const call: ApiCall = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      bodyBytes: 0,
      body: Buffer.alloc(0),
      closedEarly: false,
    };
    calls.push(call);
    recorded.emit('call');
    res.on('close', () => {
      if (res.writableFinished) return;
      call.closedEarly = true;
      recorded.emit('call');
    });
    req.on('data', (chunk: Buffer) => {
      call.bodyBytes += chunk.length;
      if (call.body.length < 64 * 1024) call.body = Buffer.concat([call.body, chunk]);
    });
    req.on('end', () => {
      const url = new URL(call.url, 'http://api');
      if (url.pathname === '/api/hang') return;
      const status =
        statusOf.get(url.pathname) ?? /^\/api\/status\/(\d{3})$/.exec(url.pathname)?.[1];
      if (status) {
        res.writeHead(Number(status), {
          'Content-Type': 'application/json',
          'X-Api-Own': 'kept',
        });
        res.end(JSON.stringify({ statusCode: Number(status), message: 'from the API' }));
        return;
      }
      // An answer of a given type and length: /api/body/json/4096.
      const sized = /^\/api\/body\/(json|svg|png|events|text)\/(\d+)$/.exec(url.pathname);
      if (sized) {
        const [, kind, bytes] = sized;
        res.writeHead(200, {
          'Content-Type': FAKE_TYPES[kind],
          'Content-Length': bytes,
          Vary: 'Origin',
          'X-Api-Own': 'kept',
        });
        res.end(fakeBody(Number(bytes)));
        return;
      }
      if (url.pathname === '/api/chunked') {
        // No length given: written in parts, as a stream.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write(fakeBody(3000).subarray(0, 1000));
        res.end(fakeBody(3000).subarray(1000));
        return;
      }
      if (url.pathname === '/api/broken') {
        // Says 4 KB, sends 1 KB, and dies.
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '4096' });
        res.write(fakeBody(4096).subarray(0, 1024), () => res.destroy());
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Api-Own': 'kept' });
      res.end(JSON.stringify({ path: url.pathname, bytes: call.bodyBytes }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    calls,
    statusOf,
    url: `http://127.0.0.1:${port}`,
    until: (check: () => boolean) =>
      new Promise<void>((resolve) => {
        const look = () => {
          if (!check()) return;
          recorded.off('call', look);
          resolve();
        };
        recorded.on('call', look);
        look();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** Listens on an ephemeral port of 127.0.0.1 and returns it. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawAnswer {
  /** Everything the server wrote before it closed (or until its kept-open answer was whole). */
  text: string;
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (rather than keeping it open after a whole answer). */
  closed: boolean;
}

function parseRaw(text: string, closed: boolean): RawAnswer {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return {
    text,
    status: status ? Number(status) : null,
    headers,
    body: rest.join('\r\n\r\n'),
    closed,
  };
}

/**
 * The head of the first final answer in `raw` (1xx answers before it skipped) once all of it
 * is in: its body as long as its Content-Length says, or up to its last chunk. Null while it is
 * incomplete, or when nothing but the connection's end can end it.
 */
function firstWholeAnswer(raw: Buffer, isHead: boolean): { head: string } | null {
  let start = 0;
  for (;;) {
    const headEnd = raw.indexOf('\r\n\r\n', start);
    if (headEnd === -1) return null;
    const head = raw.subarray(start, headEnd).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
    let at = headEnd + 4;
    if (status >= 100 && status < 200) {
      start = at;
      continue;
    }
    if (isHead || status === 204 || status === 304) return { head };
    if (/^transfer-encoding:.*\bchunked\s*$/im.test(head)) {
      for (;;) {
        const lineEnd = raw.indexOf('\r\n', at);
        if (lineEnd === -1) return null;
        const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
        if (Number.isNaN(size)) return null;
        // The last chunk, then trailers (if any) up to an empty line.
        if (size === 0) return raw.indexOf('\r\n\r\n', lineEnd) === -1 ? null : { head };
        at = lineEnd + 2 + size + 2;
        if (at > raw.length) return null;
      }
    }
    const length = /^content-length:\s*(\d+)\s*$/im.exec(head)?.[1];
    return length !== undefined && raw.length >= at + Number(length) ? { head } : null;
  }
}

/**
 * Sends `request` as it is over a new connection and collects the answer: until the server
 * closes the connection, or, when the server keeps it open (its answer does not say
 * `Connection: close`), until that answer is complete. With `untilClosed`, always until the
 * server closes (some refusals close without saying so). Write errors (the server closing while
 * the body is still being sent) are not failures: what the server answered is what counts.
 * `onText` sees everything received so far, at each arrival. `timeoutMs` only bounds a server
 * that neither closes nor completes an answer: the result then says `closed: false`.
 */
export function rawRequest(
  port: number,
  request: string | Buffer | (string | Buffer)[],
  {
    untilClosed = false,
    timeoutMs = 5_000,
    onText,
  }: { untilClosed?: boolean; timeoutMs?: number; onText?: (text: string) => void } = {},
): Promise<RawAnswer> {
  const parts = Array.isArray(request) ? request : [request];
  const isHead = String(parts[0]).startsWith('HEAD ');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(overall);
      socket.destroy();
      resolve(parseRaw(Buffer.concat(chunks).toString('latin1'), closed));
    };
    const overall = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const raw = Buffer.concat(chunks);
      onText?.(raw.toString('latin1'));
      if (untilClosed) return;
      const answer = firstWholeAnswer(raw, isHead);
      // An answer that says the connection closes is read until it does.
      if (answer && !/^connection:.*\bclose\b/im.test(answer.head)) finish(false);
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
    });
  });
}

/** Open file descriptors of this process. */
export function openFileCount(): number {
  return readdirSync('/proc/self/fd').length;
}

/**
 * Every file stream the server opens from now on (fs.createReadStream, as @fastify/send and the
 * content tags use it); `allClosed` resolves once each has closed its file.
 */
export function watchReadStreams() {
  const streams: ReadStream[] = [];
  const createReadStream = fs.createReadStream.bind(fs);
  jest.spyOn(fs, 'createReadStream').mockImplementation((...args) => {
    const stream = createReadStream(...args);
    streams.push(stream);
    return stream;
  });
  return {
    opened: () => streams.length,
    allClosed: () =>
      Promise.all(
        streams.map((stream) =>
          stream.closed
            ? Promise.resolve()
            : new Promise<void>((resolve) => stream.once('close', () => resolve())),
        ),
      ),
  };
}

/** The server's side of every connection made from now on; `allClosed` waits for them all. */
export function watchConnections(app: FastifyInstance) {
  const closed: Promise<unknown>[] = [];
  const onConnection = (socket: Socket) =>
    closed.push(new Promise<void>((resolve) => socket.once('close', () => resolve())));
  app.server.on('connection', onConnection);
  return {
    allClosed: () => Promise.all(closed),
    stop: () => app.server.off('connection', onConnection),
  };
}
