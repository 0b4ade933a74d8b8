// An image upload trickled over a raw connection, so that it is still arriving when a drill
// stops the server.
import { connect } from 'node:net';

const BOUNDARY = 'xDRILLx';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Sends ~200 KB in 20 pieces over `durationMs`; resolves with the status line's code (0: none).
 * @param {number} port
 * @param {number} durationMs
 * @returns {Promise<{ status: number, startedAt: number, text: string }>}
 */
export function slowUpload(port, durationMs) {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.alloc(200_000, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const socket = connect(port, '127.0.0.1');
  /** @type {Buffer[]} */
  const chunks = [];
  const startedAt = Date.now();
  /** @type {Promise<{ status: number, startedAt: number, text: string }>} */
  const answered = new Promise((resolve) => {
    socket.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), startedAt, text });
    };
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.setTimeout(30_000, () => socket.destroy());
  });
  socket.write(
    `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  const pieces = 20;
  const size = Math.ceil(body.length / pieces);
  for (let i = 0; i < pieces; i += 1) {
    setTimeout(
      () => {
        if (!socket.destroyed) socket.write(body.subarray(i * size, (i + 1) * size));
      },
      (i * durationMs) / pieces,
    );
  }
  return answered;
}
