// The edge's lows of issue 27, each as it was found:
//  - any /api request with `Expect: 100-continue` got 502 (curl adds it to every upload over
//    1 MB, so `curl -F file=@photo.png` failed through the shop's origin);
//  - the page cache's key was the raw URL: `/?u=<unique>` rendered every time;
//  - each remote's /__render answered anyone on its public port, uncached;
//  - `?preview=` applied on /admin, and the page's CSP then allowed the preview origin's scripts.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { rgbPng } from '../../lib/png.mjs';

/** Distinct addresses of the home page asked for, one after the other. */
const UNIQUE_HOME_REQUESTS = 200;
/** The shop's page cache time (PAGE_CACHE_MS, as npm start runs it). */
const PAGE_CACHE_MS = 5_000;

/** A real RGB PNG of noise, `side` pixels square: about 3 x side x side bytes, incompressible. */
function noisePng(/** @type {number} */ side) {
  return rgbPng(side, side, () => randomBytes(side * 3));
}

/**
 * @typedef {object} ContinueOutcome
 * @property {boolean} continued the server said 100 Continue before the body was sent
 * @property {number} status 0 when the exchange failed
 * @property {string} body
 */

/**
 * A multipart upload as `curl -F file=@photo.png` sends one over 1 MB: the headers with
 * `Expect: 100-continue`, the body only once the server says 100 Continue.
 * @param {string} shopUrl
 * @param {Buffer} image
 * @param {string} expect
 * @returns {Promise<ContinueOutcome>}
 */
function uploadExpecting(shopUrl, image, expect) {
  const boundary = `------------------------${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { hostname, port } = new URL(shopUrl);
  return new Promise((resolve) => {
    let continued = false;
    const request = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: '/api/uploads',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(body.length),
        Expect: expect,
        'User-Agent': 'curl/8.5.0',
      },
      timeout: 30_000,
    });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (answer) => {
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          continued,
          status: answer.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ continued, status: 0, body: error.message }));
    request.flushHeaders();
  });
}

/** The script sources a Content-Security-Policy allows. */
const scriptSources = (/** @type {string | null} */ policy) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src')) ?? '';

/** @type {import('../attacker.mjs').Phase} */
export default {
  name: 'edge-lows',
  finding:
    'Expect: 100-continue uploads got 502; /?u=<unique> rendered every time; /__render answered anyone; ?preview= applied on /admin',
  async run({ site, shopUrl, check }) {
    // 1. An upload over 1 MB, sent as curl sends it.
    const image = noisePng(700);
    const upload = await uploadExpecting(shopUrl, image, '100-continue');
    /** @type {unknown} */
    let stored = null;
    try {
      stored = JSON.parse(upload.body);
    } catch {
      // reported below
    }
    const storedId =
      stored && typeof stored === 'object' && 'id' in stored && typeof stored.id === 'string'
        ? stored.id
        : null;
    const fetched = storedId
      ? await fetch(`${shopUrl}/api/uploads/${storedId}`).then(async (answer) => ({
          status: answer.status,
          bytes: (await answer.arrayBuffer()).byteLength,
        }))
      : { status: 0, bytes: 0 };
    check(
      'edge-lows: an upload over 1 MB with Expect: 100-continue succeeds through the shop',
      `${(image.length / 1024 / 1024).toFixed(1)} MB: ${upload.continued ? '100 Continue, then ' : ''}${upload.status}; read back ${fetched.status}, ${fetched.bytes} bytes`,
      [
        ...(upload.continued ? [] : ['the edge never said 100 Continue']),
        ...(upload.status === 201
          ? []
          : [`upload answered ${upload.status}: ${upload.body.slice(0, 200)}`]),
        ...(fetched.status === 200 && fetched.bytes === image.length
          ? []
          : [
              `GET /api/uploads/${storedId ?? '?'}: ${fetched.status}, ${fetched.bytes} of ${image.length} bytes`,
            ]),
      ],
    );
    const odd = await uploadExpecting(shopUrl, noisePng(8), 'something-else');
    check(
      'edge-lows: any other expectation is refused with 417',
      `answered ${odd.status}`,
      odd.status === 417
        ? []
        : [`Expect: something-else answered ${odd.status}: ${odd.body.slice(0, 200)}`],
    );

    // 2. The home page asked for under 200 addresses no page reads.
    const tag = randomBytes(4).toString('hex');
    /** @type {Record<string, number>} */
    const results = {};
    const statuses = new Set();
    const startedAt = Date.now();
    for (let u = 0; u < UNIQUE_HOME_REQUESTS; u += 1) {
      const answer = await fetch(`${shopUrl}/?u=${tag}-${u}`);
      await answer.arrayBuffer();
      statuses.add(answer.status);
      const result = answer.headers.get('x-page-cache') ?? 'none';
      results[result] = (results[result] ?? 0) + 1;
    }
    const tookMs = Date.now() - startedAt;
    const rendered = (results.miss ?? 0) + (results.none ?? 0);
    const allowed = Math.ceil(tookMs / PAGE_CACHE_MS) + 1;
    check(
      'edge-lows: /?u=<unique> x 200 is served from the page cache',
      `${results.hit ?? 0} hits, ${rendered} renders in ${(tookMs / 1000).toFixed(1)} s (at most ${allowed}: one per ${PAGE_CACHE_MS / 1000} s)`,
      [
        ...(rendered <= allowed ? [] : [`${rendered} renders`]),
        ...([...statuses].every((status) => status === 200)
          ? []
          : [`statuses ${[...statuses].join(', ')}`]),
      ],
    );

    // 3. Each remote's /__render on its public port, asked by anyone.
    const query = 'module=./ProductPage&path=%2Fproduct%2F1&pattern=%2Fproduct%2F%3Aid';
    /** @type {string[]} */
    const answered = [];
    /** @type {string[]} */
    const open = [];
    for (let index = 0; index < 4; index += 1) {
      const port = site.ports.remoteBase + index;
      const render = await fetch(`http://127.0.0.1:${port}/__render?${query}`);
      await render.arrayBuffer();
      const manifest = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
      await manifest.arrayBuffer();
      answered.push(`${port}: ${render.status}`);
      if (render.status !== 403) open.push(`/__render on port ${port} answered ${render.status}`);
      if (manifest.status !== 200)
        open.push(`mf-manifest.json on port ${port}: ${manifest.status}`);
    }
    const product = await (await fetch(`${shopUrl}/product/2`)).text();
    check(
      "edge-lows: /__render on a remote's public port is refused; the shop still renders",
      `${answered.join(', ')}; /product/2 ${product.includes('data-remote="catalog"') ? 'server rendered' : 'NOT server rendered'}`,
      [
        ...open,
        ...(product.includes('data-remote="catalog"') ? [] : ['/product/2 lacks the catalog area']),
      ],
    );

    // 4. A preview asked for on the back office, by the URL and by the session's cookie.
    const previewOrigin = `http://localhost:${site.ports.previewBase}`;
    const preview = `catalog@${previewOrigin}`;
    const shopPage = await fetch(`${shopUrl}/?preview=${encodeURIComponent(preview)}`);
    await shopPage.arrayBuffer();
    const admin = await fetch(`${shopUrl}/admin?preview=${encodeURIComponent(preview)}`);
    await admin.arrayBuffer();
    const adminWithCookie = await fetch(`${shopUrl}/admin/orders`, {
      headers: { cookie: `shop-preview=${encodeURIComponent(preview)}` },
    });
    await adminWithCookie.arrayBuffer();
    const adminPolicy = admin.headers.get('content-security-policy');
    check(
      'edge-lows: /admin?preview= does not apply the preview: its CSP names no preview origin',
      `shop page allows ${previewOrigin}: ${scriptSources(shopPage.headers.get('content-security-policy')).includes(previewOrigin) ? 'yes' : 'no'}; /admin: ${adminPolicy?.includes(previewOrigin) ? 'yes' : 'no'}; /admin with the cookie: ${adminWithCookie.headers.get('content-security-policy')?.includes(previewOrigin) ? 'yes' : 'no'}`,
      [
        ...(scriptSources(shopPage.headers.get('content-security-policy')).includes(previewOrigin)
          ? []
          : [`the preview origin ${previewOrigin} is not on the allowlist: nothing was tried`]),
        ...(admin.status === 200 ? [] : [`/admin?preview= answered ${admin.status}`]),
        ...(adminPolicy?.includes(previewOrigin) ? [`/admin policy: ${adminPolicy}`] : []),
        ...(adminWithCookie.headers.get('content-security-policy')?.includes(previewOrigin)
          ? ['/admin/orders with the preview cookie allows the preview origin']
          : []),
      ],
    );
  },
};
