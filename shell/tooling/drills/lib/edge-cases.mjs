// The hostile requests of the edge drill, as bytes: request targets that name another host or
// none, spellings of paths out of the public build, and framing that could hide a second
// request inside the first.

/**
 * A request's bytes from its lines (CRLF between them, an empty line after).
 * @param {string[]} lines
 * @param {string} [body]
 */
export function raw(lines, body = '') {
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Targets that are not a path of this server: refused with 400, and nothing leaves for the host
 * they name. `trap` is host:port of a listener the drill watches.
 * @param {string} trap
 * @returns {{ label: string, bytes: string }[]}
 */
export function foreignTargets(trap) {
  const get = (/** @type {string} */ target, host = 'localhost') =>
    raw([`GET ${target} HTTP/1.1`, `Host: ${host}`, 'Connection: close']);
  return [
    { label: 'GET //[/', bytes: get('//[/') },
    { label: 'GET https://x/api/', bytes: get('https://x/api/') },
    { label: `GET //${trap}/api/x`, bytes: get(`//${trap}/api/x`) },
    { label: `GET /\\${trap}/api/x`, bytes: get(`/\\${trap}/api/x`) },
    { label: 'GET *', bytes: get('*') },
    { label: `GET http://${trap}/`, bytes: get(`http://${trap}/`, trap) },
    { label: `GET http://${trap}/api/products`, bytes: get(`http://${trap}/api/products`, trap) },
    { label: `GET ${trap}/api/x (no leading slash)`, bytes: get(`${trap}/api/x`) },
    {
      label: `CONNECT ${trap}`,
      bytes: raw([`CONNECT ${trap} HTTP/1.1`, `Host: ${trap}`]),
    },
  ];
}

/**
 * Requests that are fine as requests but name another host in their headers or path: answered
 * (not 5xx), from this server or the API, and nothing leaves for the trap.
 * @param {string} trap
 * @returns {{ label: string, bytes: string, inHeaders: boolean }[]}
 */
export function hostHeaderTricks(trap) {
  const get = (
    /** @type {string} */ target,
    /** @type {string[]} */ extra = [],
    host = 'localhost',
  ) => raw([`GET ${target} HTTP/1.1`, `Host: ${host}`, ...extra, 'Connection: close']);
  // inHeaders: the other host is named only in headers, so an answer naming it took it from
  // there (a path that names it may be echoed back in a 404's message, which is harmless).
  return [
    {
      label: `GET /api/products/1, Host: ${trap}`,
      bytes: get('/api/products/1', [], trap),
      inHeaders: true,
    },
    {
      label: `GET /api/products/1, X-Forwarded-Host and Forwarded naming ${trap}`,
      bytes: get('/api/products/1', [`X-Forwarded-Host: ${trap}`, `Forwarded: host=${trap}`]),
      inHeaders: true,
    },
    { label: `GET /product/1, Host: ${trap}`, bytes: get('/product/1', [], trap), inHeaders: true },
    {
      label: `GET /inner-beauty, X-Forwarded-Host: ${trap}`,
      bytes: get('/inner-beauty', [`X-Forwarded-Host: ${trap}`, 'X-Forwarded-Proto: http']),
      inHeaders: true,
    },
    { label: `GET /api@${trap}/x`, bytes: get(`/api@${trap}/x`), inHeaders: false },
    { label: `GET /api/%2f%2f${trap}/x`, bytes: get(`/api/%2f%2f${trap}/x`), inHeaders: false },
    {
      label: `GET /api/..%2f..%2f%2f${trap}%2fx`,
      bytes: get(`/api/..%2f..%2f%2f${trap}%2fx`),
      inHeaders: false,
    },
  ];
}

/**
 * Spellings of a path out of the public build, of the server's own files, of the raw page
 * template and of source maps. `largestJs` is a public script of the shell's build.
 * @param {string} largestJs
 * @returns {string[]}
 */
export function hiddenFilePaths(largestJs) {
  return [
    // Out of the build folder, encoded every way.
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/.%2e/package.json',
    '/%2e./package.json',
    '/%2e%2e%2fpackage.json',
    '/..%2fpackage.json',
    '/..%2F..%2Fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e%2f%2e%2e%2fshell%2fdist%2fserver%2frender.cjs',
    '/%2e%2e%2f%2e%2e%2fmf-catalog%2fdist%2fserver%2frender.cjs',
    '/../package.json',
    '/assets/../../package.json',
    '/%252e%252e/package.json',
    '/%252e%252e%252fpackage.json',
    '/..%252fpackage.json',
    '/%25%32%65%25%32%65/package.json',
    // Out of an environment's or the canary's folder (/_env/<name>/ on a remote's server).
    '/_env/../package.json',
    '/_env/%2e%2e/package.json',
    '/_env/staging/../../package.json',
    '/_env/staging/%2e%2e%2f%2e%2e%2fpackage.json',
    '/_env/canary/..%2f..%2fpackage.json',
    '/_env/production/%2e%2e/%2e%2e/server/render.cjs',
    '/_env/staging/server/render.cjs',
    '/_env/canary/server/render.cjs',
    '/_env/canary/canary.json%00',
    '/_env/%00/package.json',
    '/_env/staging%2f..%2f..%2fpackage.json',
    // Overlong UTF-8 for '.', '/' and '\'.
    '/%c0%ae%c0%ae/package.json',
    '/%c0%ae%c0%ae%c0%afpackage.json',
    '/..%c0%afpackage.json',
    '/%e0%80%ae%e0%80%ae/package.json',
    '/..%c1%9cpackage.json',
    '/%f0%80%80%ae%f0%80%80%ae/package.json',
    // Backslashes, raw and encoded.
    '/..\\package.json',
    '/assets\\..\\..\\package.json',
    '/..%5cpackage.json',
    '/%5c..%5c..%5cpackage.json',
    '/server\\render.cjs',
    // NUL, raw and encoded.
    '/main.js%00.map',
    `/${largestJs}%00.map`,
    '/%00',
    '/package.json%00.js',
    '/..%00/package.json',
    '/main.js\u0000.map',
    // The server's own files.
    '/server/render.cjs',
    '/%73erver/render.cjs',
    '/%73%65%72%76%65%72%2f%72%65%6e%64%65%72%2e%63%6a%73',
    '/server%2frender.cjs',
    '/server%2Frender.cjs',
    '/./server/render.cjs',
    '/%2e/server/render.cjs',
    '/assets/../server/render.cjs',
    '/assets/%2e%2e/server/render.cjs',
    '/server/./render.cjs',
    '/server//render.cjs',
    '/%2fserver/render.cjs',
    '/server/render.cjs?x=1',
    '/server/render.cjs%3f',
    '/server/render.cjs%23',
    '/server/render.cjs;',
    '/server/render.cjs/',
    '/SERVER/render.cjs',
    '/server-render-styles.json',
    '/%73erver-render-styles.json',
    // The page template before the server fills it in.
    '/index.html',
    '/%69ndex.html',
    '/%69%6e%64%65%78%2e%68%74%6d%6c',
    '/index%2ehtml',
    '/./index.html',
    '/%2e/index.html',
    '/assets/../index.html',
    '/assets/%2e%2e/index.html',
    '/index.html?raw=1',
    '/index.html/',
    '/index.html%20',
    '/INDEX.HTML',
    // Source maps.
    '/main.js.map',
    `/${largestJs}.map`,
    `/${largestJs.replace(/\.js$/, '%2ejs%2emap')}`,
    '/%6d%61%69%6e.js.map',
    '/main.js%2emap',
    '/main.js.%6dap',
    '/main.js.MAP',
    '/main.js.map?x=1',
    '/main.js.map%20',
    '/main.js.map.',
    '/remoteEntry.js.map',
    '/remoteEntry.js%2emap',
    '/%72emoteEntry.js.map',
  ];
}

/**
 * Framings that could make one request carry a second one: each must be refused (400) or end
 * the connection, and the line `GET /api/<marker>` must never reach the API. `inBody`: the
 * request's head is valid and only its body's framing is broken, so a route that answers from
 * the head alone (a 405) may answer before the parser refuses the body with its 400.
 * @param {string} marker a unique path segment for this case
 * @returns {{ label: string, bytes: string, inBody?: boolean }[]}
 */
export function smugglingCases(marker) {
  // The marker is the hidden request's id too: the API logs request ids, never addresses.
  const hidden = raw([`GET /api/${marker} HTTP/1.1`, 'Host: localhost', `X-Request-Id: ${marker}`]);
  const post = [
    'POST /api/newsletter HTTP/1.1',
    'Host: localhost',
    'Content-Type: application/json',
  ];
  const chunkOf = (/** @type {string} */ text) =>
    `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
  const endThenHidden = `0\r\n\r\n${hidden}`;
  return [
    {
      label: 'TE+CL: Content-Length covers a hidden request after the last chunk',
      bytes: raw(
        [...post, `Content-Length: ${endThenHidden.length}`, 'Transfer-Encoding: chunked'],
        endThenHidden,
      ),
    },
    {
      label: 'TE+CL: Transfer-Encoding first, a short Content-Length',
      bytes: raw(
        [...post, 'Transfer-Encoding: chunked', 'Content-Length: 4'],
        `${chunkOf(hidden)}0\r\n\r\n`,
      ),
    },
    {
      label: 'CL+CL with different values',
      bytes: raw([...post, 'Content-Length: 0', `Content-Length: ${hidden.length}`], hidden),
    },
    {
      label: 'CL+CL, the larger first',
      bytes: raw([...post, `Content-Length: ${hidden.length}`, 'Content-Length: 0'], hidden),
    },
    {
      label: 'one Content-Length holding two values',
      bytes: raw([...post, `Content-Length: 0, ${hidden.length}`], hidden),
    },
    {
      label: 'Transfer-Encoding: chunked, identity',
      bytes: raw([...post, 'Transfer-Encoding: chunked, identity'], endThenHidden),
    },
    {
      label: 'Transfer-Encoding: chunked and Transfer-Encoding: identity on two lines',
      bytes: raw(
        [...post, 'Transfer-Encoding: chunked', 'Transfer-Encoding: identity'],
        endThenHidden,
      ),
    },
    {
      label: 'Transfer-Encoding: xchunked with a Content-Length',
      bytes: raw([...post, 'Transfer-Encoding: xchunked', 'Content-Length: 5'], endThenHidden),
    },
    {
      label: 'Transfer-Encoding with a space before the colon, and a Content-Length',
      bytes: raw([...post, 'Transfer-Encoding : chunked', 'Content-Length: 5'], endThenHidden),
    },
    {
      label: 'obs-fold: Transfer-Encoding folded onto a second line',
      bytes: raw(
        [...post, 'Transfer-Encoding: identity', ' chunked', 'Content-Length: 5'],
        endThenHidden,
      ),
    },
    {
      label: 'obs-fold: Content-Length folded onto a second line',
      bytes: raw([...post, 'Content-Length: 0', ` ${hidden.length}`], hidden),
    },
    {
      label: 'obs-fold: a harmless header folded (GET /api/health)',
      bytes: raw(['GET /api/health HTTP/1.1', 'Host: localhost', 'X-Folded: a', ' b']),
    },
    {
      label: 'bare LF line endings throughout',
      bytes: `GET /api/health HTTP/1.1\nHost: localhost\n\n${hidden.replace(/\r\n/g, '\n')}`,
    },
    {
      label: 'bare LF hiding a Content-Length inside a header',
      bytes: raw(
        [
          'GET /api/health HTTP/1.1',
          'Host: localhost',
          `X-Note: a\nContent-Length: ${hidden.length}`,
        ],
        hidden,
      ),
    },
    {
      label: 'bare LF in the chunked framing',
      bytes: raw([...post, 'Transfer-Encoding: chunked'], `0\n\n${hidden}`),
      inBody: true,
    },
    {
      label: 'bare CR hiding a Content-Length inside a header',
      bytes: raw(
        [
          'GET /api/health HTTP/1.1',
          'Host: localhost',
          `X-Note: a\rContent-Length: ${hidden.length}`,
        ],
        hidden,
      ),
    },
    {
      label: 'chunk size that overflows 64 bits',
      bytes: raw(
        [...post, 'Transfer-Encoding: chunked'],
        `10000000000000000${chunkOf(hidden).slice(chunkOf(hidden).indexOf('\r\n'))}0\r\n\r\n`,
      ),
      inBody: true,
    },
    {
      label: 'Content-Length with a plus sign',
      bytes: raw([...post, `Content-Length: +${hidden.length}`], hidden),
    },
    {
      label: 'HTTP/1.0 with Transfer-Encoding and Content-Length',
      bytes: raw(
        [
          'POST /api/newsletter HTTP/1.0',
          'Host: localhost',
          'Transfer-Encoding: chunked',
          `Content-Length: ${endThenHidden.length}`,
        ],
        endThenHidden,
      ),
    },
  ];
}
