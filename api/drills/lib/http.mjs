// A small HTTP client for load: keep-alive, a fixed local address if asked, JSON in and out.
import http from 'node:http';

/**
 * What `request()` resolves with. A refused connection, a reset or a timeout is status 0 with
 * `error` (its code, such as ECONNREFUSED or TIMEOUT, or its message).
 * @typedef {object} Answer
 * @property {number} status
 * @property {number} ms  from the call to the answer
 * @property {number} [sentAt]  when the whole request had been handed to the network (ms since the epoch)
 * @property {http.IncomingHttpHeaders} [headers]
 * @property {string} [text]
 * @property {unknown} [json]  the body, parsed, when it is JSON
 * @property {string} [error]
 */

/**
 * @typedef {object} RequestOptions
 * @property {unknown} [body]  sent as JSON
 * @property {string | Buffer} [rawBody]  sent as it is, in place of `body`
 * @property {string} [contentType]  application/json unless given; '' sends none
 * @property {Record<string, string>} [headers]
 */

/** @typedef {ReturnType<typeof createClient>} Client */

/**
 * `request()` never throws: a refused connection, a reset or a timeout come back as status 0
 * with `error`, so a drill can count them as what they are (the server not answering).
 * @param {object} options
 * @param {string} options.baseUrl
 * @param {string} [options.localAddress]  the local address to send from
 * @param {number} [options.maxSockets]
 * @param {number} [options.timeoutMs]
 * @param {boolean} [options.keepAlive]
 * @param {Record<string, string>} [options.defaultHeaders]
 */
export function createClient({
  baseUrl,
  localAddress,
  maxSockets = 64,
  timeoutMs = 30_000,
  keepAlive = true,
  defaultHeaders = {},
}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive, maxSockets });
  /**
   * @param {string} method
   * @param {string} path
   * @param {RequestOptions} [options]
   * @returns {Promise<Answer>}
   */
  function request(method, path, options = {}) {
    return send(method, path, options).then(({ answer, staleSocket }) =>
      // What browsers do: a GET or HEAD sent on a kept-alive connection that the server was
      // closing as idle at that moment (reset before any answer) is sent again on a new one.
      staleSocket && (method === 'GET' || method === 'HEAD')
        ? send(method, path, options).then((again) => again.answer)
        : answer,
    );
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {RequestOptions} options
   * @returns {Promise<{ answer: Answer, staleSocket: boolean }>}
   */
  function send(method, path, { body, headers = {}, rawBody, contentType }) {
    const serialized = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    const payload = typeof serialized === 'string' ? Buffer.from(serialized, 'utf8') : serialized;
    const startedAt = performance.now();
    /** @type {number | undefined} */
    let sentAt;
    return new Promise((resolve) => {
      // sentAt: when the whole request had been handed to the network (ms since the epoch).
      let answered = false;
      /**
       * @param {Omit<Answer, 'ms' | 'sentAt'>} result
       * @param {boolean} [staleSocket]
       */
      const done = (result, staleSocket = false) =>
        resolve({
          answer: { ms: performance.now() - startedAt, sentAt, ...result },
          staleSocket,
        });
      const req = http.request(
        {
          agent,
          host: hostname,
          port,
          method,
          path,
          localAddress,
          headers: {
            ...(payload ? { 'content-length': payload.length } : {}),
            // An empty contentType sends none at all.
            ...(payload && contentType !== ''
              ? { 'content-type': contentType ?? 'application/json' }
              : {}),
            ...defaultHeaders,
            ...headers,
          },
        },
        (res) => {
          answered = true;
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            /** @type {unknown} */
            let json;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            done({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
          res.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
            done({ status: 0, error: error.code ?? error.message }),
          );
        },
      );
      req.setTimeout(timeoutMs, () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
        done(
          { status: 0, error: error.code ?? error.message },
          req.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE'),
        ),
      );
      req.on('finish', () => {
        sentAt = Date.now();
      });
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}

/**
 * `json[name]` when `json` is an object, else undefined.
 * @param {unknown} json
 * @param {string} name
 * @returns {unknown}
 */
export function fieldOf(json, name) {
  if (json === null || typeof json !== 'object') return undefined;
  return /** @type {Record<string, unknown>} */ (json)[name];
}

/**
 * True for an answer in the API's error format: { statusCode, message, error }.
 * @param {Answer} answer
 */
export function isApiError(answer) {
  const body = answer.json;
  return (
    body !== null &&
    typeof body === 'object' &&
    'statusCode' in body &&
    body.statusCode === answer.status &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    'error' in body &&
    typeof body.error === 'string'
  );
}
