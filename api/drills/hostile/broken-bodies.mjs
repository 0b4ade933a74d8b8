// Bodies broken as a whole (not JSON, the wrong JSON, too deep, too big, the wrong content
// type), sent to every JSON write endpoint.
import { endpoints } from './fields.mjs';

/**
 * Bodies broken as a whole, sent to every JSON write endpoint.
 * @param {import('./fixtures.mjs').Fixtures} fixtures
 */
export function brokenBodies(fixtures) {
  const deep = (/** @type {number} */ depth) => '['.repeat(depth) + ']'.repeat(depth);
  const bodies = [
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":undefined}',
    '[1,2',
    '{"a":1}{"b":2}',
    '{"a":1} trailing',
    '/* c */ {}',
    '\u0000',
    '\u0000{}',
    'null',
    'true',
    '123',
    '"text"',
    '[]',
    '[{}]',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    `{"a":${'9'.repeat(400)}}`,
    '{"a":1e999}',
    deep(40),
    deep(5000),
    deep(200_000),
    `{"a":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`,
    JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
    JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    '',
  ];
  const types = [
    undefined,
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/json; charset=utf-16',
    'application/octet-stream',
    'image/png',
  ];
  /** @type {import('./values.mjs').Case[]} */
  const cases = [];
  for (const endpoint of endpoints(fixtures)) {
    for (const rawBody of bodies) {
      cases.push({
        label: `${endpoint.name}: body ${JSON.stringify(rawBody.slice(0, 30))}`,
        method: endpoint.method,
        path: endpoint.path,
        headers: endpoint.headers,
        rawBody,
        expect: 'refuse',
      });
    }
    for (const contentType of types) {
      cases.push({
        label: `${endpoint.name}: content type ${contentType}`,
        method: endpoint.method,
        path: endpoint.path,
        headers: endpoint.headers,
        rawBody: JSON.stringify(endpoint.base).replace(/^{/, '{"x":1,'),
        contentType: contentType ?? '',
        expect: 'refuse',
      });
    }
  }
  return cases;
}
