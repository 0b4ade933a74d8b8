// A small HTTP client for load: keep-alive, a fixed local address if asked, JSON in and out.
import http from 'node:http';

/**
 * `request()` never throws: a refused connection, a reset or a timeout come back as status 0
 * with `error`, so a drill can count them as what they are (the server not answering).
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
  function request(method, path, { body, headers = {}, rawBody, contentType } = {}) {
    const serialized = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    const payload = typeof serialized === 'string' ? Buffer.from(serialized, 'utf8') : serialized;
    const startedAt = performance.now();
    let sentAt;
    return new Promise((resolve) => {
      // sentAt: when the whole request had been handed to the network (ms since the epoch).
      const done = (result) => resolve({ ms: performance.now() - startedAt, sentAt, ...result });
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
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            done({ status: res.statusCode, headers: res.headers, text, json });
          });
          res.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
        },
      );
      req.setTimeout(timeoutMs, () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      req.on('finish', () => {
        sentAt = Date.now();
      });
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}

/** True for an answer in the API's error format: { statusCode, message, error }. */
export function isApiError(answer) {
  const body = answer.json;
  return (
    body !== null &&
    typeof body === 'object' &&
    body.statusCode === answer.status &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    typeof body.error === 'string'
  );
}
