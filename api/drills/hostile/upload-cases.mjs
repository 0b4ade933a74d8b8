// Bad multipart uploads, and good images under hostile file names.
import { SCRIPT, TRAVERSAL, UNICODE } from './values.mjs';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const BOUNDARY = 'hostileBoundary';

/**
 * One part of a multipart body; `filename: null` makes it a plain field.
 * @param {{ name?: string, filename?: string | null, type?: string, content?: Buffer }} options
 */
function part({ name = 'file', filename = 'a.png', type = 'image/png', content = PNG }) {
  const disposition =
    filename === null
      ? `form-data; name="${name}"`
      : `form-data; name="${name}"; filename="${filename}"`;
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
}

/** @type {(...parts: Buffer[]) => Buffer} */
const multipart = (...parts) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
/**
 * @param {string} label
 * @param {Buffer} rawBody
 * @param {Partial<import('./values.mjs').Case>} [extra]
 * @returns {import('./values.mjs').Case}
 */
const upload = (label, rawBody, extra = {}) => ({
  label: `POST /api/uploads: ${label}`,
  method: 'POST',
  path: '/api/uploads',
  rawBody,
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  expect: 'refuse',
  ...extra,
});

/** File names with which a good image must be stored under the server's own name, nowhere else. */
export const HOSTILE_FILE_NAMES = [
  ...TRAVERSAL,
  ...SCRIPT.filter((s) => !s.includes('"')),
  ...UNICODE.filter((s) => !/[\r\n"]/.test(s)),
  'a'.repeat(5000) + '.png',
  'image.png\u0000.exe',
  '.htaccess',
  'CON.png',
  '',
];

export function uploadCases() {
  const cases = [
    upload('no parts', multipart()),
    upload('a field, no file', multipart(part({ filename: null, content: Buffer.from('hello') }))),
    upload('file under another field name', multipart(part({ name: 'image' }))),
    upload('empty file', multipart(part({ content: Buffer.alloc(0) }))),
    upload('text file', multipart(part({ type: 'text/plain', content: Buffer.from('just text') }))),
    upload(
      'HTML named .png',
      multipart(part({ content: Buffer.from('<html><script>alert(1)</script></html>') })),
    ),
    upload(
      'SVG with script',
      multipart(
        part({
          type: 'image/svg+xml',
          filename: 'x.svg',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        }),
      ),
    ),
    upload(
      'Windows executable named .png',
      multipart(part({ content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) })),
    ),
    upload(
      'PHP named .png.php',
      multipart(
        part({ filename: 'shell.png.php', content: Buffer.from('<?php system($_GET["c"]); ?>') }),
      ),
    ),
    upload('cut off mid-file', Buffer.concat([part({}).subarray(0, 60)])),
    // The first file is stored and the rest of the body ignored: an answer, not a refusal.
    upload('two files', multipart(part({}), part({ filename: 'b.png' })), { expect: 'any' }),
    upload(
      'seven parts',
      multipart(
        ...Array.from({ length: 7 }, () =>
          part({ filename: null, name: 'x', content: Buffer.from('y') }),
        ),
      ),
    ),
    upload(
      '11 MB image',
      multipart(part({ content: Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]) })),
    ),
    upload('wrong boundary', multipart(part({})), {
      contentType: 'multipart/form-data; boundary=other',
    }),
    upload('no boundary', multipart(part({})), { contentType: 'multipart/form-data' }),
    upload('JSON instead', Buffer.from('{"file":"a.png"}'), { contentType: 'application/json' }),
    upload('nothing at all', Buffer.alloc(0), { contentType: undefined }),
  ];
  for (const filename of [...TRAVERSAL, 'x.png']) {
    cases.push(
      upload(
        `text under the name ${filename}`,
        multipart(part({ filename, type: 'text/plain', content: Buffer.from('not an image') })),
      ),
    );
  }
  for (const filename of HOSTILE_FILE_NAMES) {
    cases.push(
      upload(
        `good image named ${JSON.stringify(filename.slice(0, 40))}`,
        multipart(part({ filename })),
        { expect: 'any' },
      ),
    );
  }
  return cases;
}
