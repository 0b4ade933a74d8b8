// Writes that would be accepted from the shop's own pages, sent the way another site's page
// would send them: from a foreign (or opaque) Origin, or as an HTML form. Each must be refused,
// so a valid body here proves the refusal, not the validation.
import { endpoints } from './fields.mjs';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const BOUNDARY = 'originBoundary';

/** Not the shop's: another site, an opaque origin, and names that merely start like the shop's. */
const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  'http://localhost:8080.evil.example',
  'https://localhost:8080',
];

/**
 * Top-level fields as an HTML form would post them (nested objects flattened to text).
 * @param {Record<string, unknown>} body
 */
function formEncoded(body) {
  const fields = Object.entries(body).map(
    ([name, value]) =>
      /** @type {[string, string]} */ ([
        name,
        typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
      ]),
  );
  return new URLSearchParams(fields).toString();
}

/**
 * @typedef {{ name: string, method: string, path: string, headers?: Record<string, string>,
 *   body?: Record<string, unknown>, rawBody?: Buffer, contentType?: string }} Write
 */

/**
 * @param {import('./fixtures.mjs').Fixtures} f the fixtures
 */
export function originCases(f) {
  /** @type {import('./values.mjs').Case[]} */
  const cases = [];
  const session = { 'x-session-id': f.sessionId };
  const upload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  /** @type {Write[]} */
  const writes = [
    ...endpoints(f)
      .filter((endpoint) => !endpoint.alwaysRefused)
      .map((endpoint) => ({
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        headers: endpoint.headers,
        body: endpoint.base,
      })),
    {
      name: 'DELETE /api/cart/:itemId',
      method: 'DELETE',
      path: `/api/cart/${f.itemId}`,
      headers: session,
    },
    {
      name: 'POST /api/healing-moments/:id/like',
      method: 'POST',
      path: `/api/healing-moments/${f.storyId}/like`,
      headers: session,
    },
    {
      name: 'POST /api/uploads',
      method: 'POST',
      path: '/api/uploads',
      rawBody: upload,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  ];
  for (const write of writes) {
    for (const origin of FOREIGN_ORIGINS) {
      cases.push({
        ...write,
        label: `${write.name}: from Origin ${origin}`,
        headers: { ...write.headers, origin },
        expect: 'refuse',
      });
    }
    if (write.body) {
      cases.push({
        ...write,
        label: `${write.name}: as an HTML form`,
        body: undefined,
        rawBody: formEncoded(write.body),
        contentType: 'application/x-www-form-urlencoded',
        expect: 'refuse',
      });
    }
  }
  return cases;
}
