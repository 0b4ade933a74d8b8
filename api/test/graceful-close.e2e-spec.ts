import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { UploadsService } from '../src/uploads/uploads.service';
import { createTestApp, type TestApp } from './support/test-app';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const BOUNDARY = 'xDRAINx';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The whole answer on a raw connection the server closes after answering. */
function answerOf(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('closing the app', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'drain-e2e-'));
    process.env.DATA_DIR = dataDir;
    t = await createTestApp();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    delete process.env.DATA_DIR;
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, takes no new connection, then closes the pool', async () => {
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const body = Buffer.concat([HEAD, png, Buffer.alloc(100_000), TAIL]);

    // An upload whose first half has arrived when the app is told to close.
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket);
    socket.write(
      `POST /api/uploads HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // The upload is being received once its bytes are on their way to the service.
    const uploads = t.app.get(UploadsService);
    const store = uploads.store.bind(uploads);
    const storing = new Promise<void>((resolve) => {
      jest.spyOn(uploads, 'store').mockImplementation((...args) => {
        resolve();
        return store(...args);
      });
    });
    socket.write(body.subarray(0, 50_000));
    await storing;

    // Closing stops the listener (after taking what waits in the accept queue).
    const listenerClosed = new Promise<void>((resolve) => {
      const close = server.close.bind(server);
      jest.spyOn(server, 'close').mockImplementation((...args) => {
        const closing = close(...args);
        resolve();
        return closing;
      });
    });
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await listenerClosed;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(closed).toBe(false);
    expect(t.dataSource.isInitialized).toBe(true);

    // write(), not end(): a client that half-closes has given up on its answer.
    socket.write(body.subarray(50_000));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text.toLowerCase()).toContain('connection: close');
    await closing;
    expect(t.dataSource.isInitialized).toBe(false);

    const id = (JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { id: string }).id;
    const direct = new Client({ connectionString: t.databaseUrl });
    await direct.connect();
    try {
      const stored = await direct.query('SELECT size_bytes FROM uploads WHERE id = $1', [id]);
      expect(stored.rows).toEqual([{ size_bytes: png.length + 100_000 }]);
    } finally {
      await direct.end();
    }
  });
});
