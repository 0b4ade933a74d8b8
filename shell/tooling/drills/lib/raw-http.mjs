// HTTP/1.1 over a bare socket, for the edge drill: the bytes go out exactly as written (malformed
// targets, doubled framing headers, bare LF), and what comes back is read as a sequence of
// answers, so a second answer on one connection (a request smuggled past the first) shows.
import http from 'node:http';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * @typedef {object} RawAnswer
 * @property {number} status
 * @property {Record<string, string>} headers lower-case names; repeated headers joined by ", "
 * @property {Buffer} body the body as sent (still content-coded)
 * @property {boolean} complete false when the connection ended inside the body
 */

/**
 * @typedef {object} Exchange
 * @property {RawAnswer[]} answers every answer read, in order
 * @property {boolean} closed the server closed (or reset) the connection
 * @property {boolean} timedOut the drill gave up waiting
 * @property {string | null} error the socket's error code, if any (ECONNRESET, EPIPE...)
 * @property {number} ms from connecting to the end of the exchange
 * @property {number} bytesRead
 */

/**
 * Splits `buffer` into the answers it holds, from the first byte. Bodies are framed by
 * Content-Length or chunked coding; a 1xx, 204, 304 or an answer to HEAD has none; an answer
 * with neither runs to the end of the connection.
 * @param {Buffer} buffer
 * @param {{ head?: boolean, ended?: boolean }} [options]
 * @returns {RawAnswer[]}
 */
export function parseAnswers(buffer, { head = false, ended = true } = {}) {
  /** @type {RawAnswer[]} */
  const answers = [];
  let at = 0;
  while (at < buffer.length) {
    const headEnd = buffer.indexOf('\r\n\r\n', at);
    if (headEnd === -1) break;
    const lines = buffer.subarray(at, headEnd).toString('latin1').split('\r\n');
    const statusLine = lines.shift() ?? '';
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
    if (!match) break;
    const status = Number(match[1]);
    /** @type {Record<string, string>} */
    const headers = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
    let bodyStart = headEnd + 4;
    if (status < 200 || status === 204 || status === 304 || head) {
      if (status >= 200) answers.push({ status, headers, body: Buffer.alloc(0), complete: true });
      at = bodyStart;
      continue;
    }
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      /** @type {Buffer[]} */
      const parts = [];
      let complete = false;
      while (bodyStart < buffer.length) {
        const lineEnd = buffer.indexOf('\r\n', bodyStart);
        if (lineEnd === -1) break;
        const size = parseInt(buffer.subarray(bodyStart, lineEnd).toString('latin1'), 16);
        if (!Number.isFinite(size)) break;
        if (size === 0) {
          // The last chunk, then trailer lines (usually none) and an empty line.
          const end = buffer.indexOf('\r\n\r\n', lineEnd);
          if (end === -1) break;
          bodyStart = end + 4;
          complete = true;
          break;
        }
        if (lineEnd + 2 + size + 2 > buffer.length) {
          parts.push(buffer.subarray(lineEnd + 2, Math.min(buffer.length, lineEnd + 2 + size)));
          bodyStart = buffer.length;
          break;
        }
        parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        bodyStart = lineEnd + 2 + size + 2;
      }
      answers.push({ status, headers, body: Buffer.concat(parts), complete });
      at = complete ? bodyStart : buffer.length;
      if (!complete) break;
      continue;
    }
    const lengthHeader = headers['content-length'];
    if (lengthHeader !== undefined) {
      const length = Number(lengthHeader);
      const end = Math.min(buffer.length, bodyStart + length);
      answers.push({
        status,
        headers,
        body: buffer.subarray(bodyStart, end),
        complete: end - bodyStart === length,
      });
      at = end;
      continue;
    }
    answers.push({ status, headers, body: buffer.subarray(bodyStart), complete: ended });
    at = buffer.length;
  }
  return answers;
}

/**
 * True once `buffer` holds `count` complete answers (so the drill need not wait for a close).
 * @param {Buffer} buffer
 * @param {number} count
 * @param {boolean} head
 */
function hasAnswers(buffer, count, head) {
  const answers = parseAnswers(buffer, { head, ended: false });
  return answers.length >= count && answers.slice(0, count).every((answer) => answer.complete);
}

/**
 * @typedef {object} ExchangeOptions
 * @property {number} port
 * @property {string} [host]
 * @property {number} [timeoutMs] how long to wait for the answers (and the close) in all
 * @property {number} [expectAnswers] resolve once this many complete answers are in, then wait
 *   `lingerMs` for anything more (a smuggled second answer) before closing; 0: wait for the
 *   server to close or the timeout
 * @property {number} [lingerMs]
 * @property {boolean} [head] the request is a HEAD (its answer has no body)
 * @property {(socket: net.Socket) => Promise<void>} [send] writes the request itself (slowly,
 *   in pieces) instead of `bytes`
 */

/**
 * Sends `bytes` on a fresh connection and reads what comes back.
 * @param {Buffer | string} bytes
 * @param {ExchangeOptions} options
 * @returns {Promise<Exchange>}
 */
export function exchange(bytes, options) {
  const {
    port,
    host = '127.0.0.1',
    timeoutMs = 5_000,
    expectAnswers = 1,
    lingerMs = 300,
    head = false,
    send,
  } = options;
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    /** @type {Buffer[]} */
    const chunks = [];
    let bytesRead = 0;
    let closed = false;
    let timedOut = false;
    /** @type {string | null} */
    let error = null;
    /** @type {NodeJS.Timeout | null} */
    let linger = null;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (linger) clearTimeout(linger);
      socket.destroy();
      const buffer = Buffer.concat(chunks);
      resolve({
        answers: parseAnswers(buffer, { head, ended: closed }),
        closed,
        timedOut,
        error,
        ms: performance.now() - startedAt,
        bytesRead,
      });
    };
    const timer = setTimeout(() => {
      timedOut = true;
      finish();
    }, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      bytesRead += chunk.length;
      if (expectAnswers > 0 && !linger && hasAnswers(Buffer.concat(chunks), expectAnswers, head)) {
        linger = setTimeout(finish, lingerMs);
      }
    });
    socket.on('error', (/** @type {NodeJS.ErrnoException} */ failure) => {
      error = failure.code ?? failure.message;
    });
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', () => {
      if (send) {
        send(socket).catch((/** @type {NodeJS.ErrnoException} */ failure) => {
          error ??= failure.code ?? failure.message;
        });
      } else {
        socket.write(bytes, () => {});
      }
    });
  });
}

/**
 * The body as the client means it: brotli and gzip undone.
 * @param {RawAnswer} answer
 * @returns {Buffer}
 */
export function decodedBody(answer) {
  const coding = (answer.headers['content-encoding'] ?? '').trim().toLowerCase();
  try {
    if (coding === 'br') return brotliDecompressSync(answer.body);
    if (coding === 'gzip') return gunzipSync(answer.body);
  } catch {
    return answer.body;
  }
  return answer.body;
}

/**
 * A GET (or HEAD) request's bytes, with `Host` and whatever other headers are given.
 * @param {string} target
 * @param {{ method?: string, host?: string, headers?: Record<string, string>, close?: boolean }} [options]
 */
export function requestBytes(
  target,
  { method = 'GET', host = 'localhost', headers = {}, close = true } = {},
) {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (close) lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * One status line for a report: "400", "closed without an answer", "timed out"...
 * @param {Exchange} result
 */
export function describe(result) {
  if (result.answers.length > 0) {
    const statuses = result.answers.map((answer) => answer.status).join(' then ');
    return result.answers.length > 1 ? `${result.answers.length} answers: ${statuses}` : statuses;
  }
  if (result.timedOut) return `no answer within the wait${result.closed ? '' : ' (still open)'}`;
  return `closed without an answer${result.error ? ` (${result.error})` : ''}`;
}

/**
 * @typedef {object} Fetched
 * @property {number} status 0 when no answer came (then `error` says why)
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} body as sent (still content-coded)
 * @property {number} ms
 * @property {string | null} error
 */

/**
 * A GET through node:http (its parser checks the framing): never throws; a reset, an early end
 * of the body or a timeout is `error`.
 * @param {number} port
 * @param {string} target
 * @param {{ agent?: import('node:http').Agent | false, headers?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<Fetched>}
 */
export function httpGet(port, target, { agent = false, headers = {}, timeoutMs = 10_000 } = {}) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    /** @param {Omit<Fetched, 'ms'>} result */
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - startedAt });
    };
    const request = http.get(
      { host: '127.0.0.1', port, path: target, agent, headers },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        answer.on('end', () =>
          done({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
            error: null,
          }),
        );
        answer.on('error', (/** @type {NodeJS.ErrnoException} */ failure) =>
          done({
            status: 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
            error: failure.code ?? failure.message,
          }),
        );
        answer.on('aborted', () =>
          done({
            status: 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
            error: 'the answer was cut short',
          }),
        );
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })),
    );
    request.on('error', (/** @type {NodeJS.ErrnoException} */ failure) =>
      done({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        error: failure.code ?? failure.message,
      }),
    );
  });
}
