import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UploadsService } from '../src/uploads/uploads.service';
import { pngWithHeader } from './support/images';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-and-the-rest-of-a-small-picture'),
]);
const images = [
  { name: 'rose.png', bytes: png, mimeType: 'image/png', extension: 'png' },
  {
    name: 'heart.jpeg',
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]),
    mimeType: 'image/jpeg',
    extension: 'jpg',
  },
  {
    name: 'wave.gif',
    bytes: Buffer.from('GIF89a\x01\x00\x01\x00tiny', 'latin1'),
    mimeType: 'image/gif',
    extension: 'gif',
  },
  {
    name: 'leaf.webp',
    bytes: Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 data', 'latin1'),
    mimeType: 'image/webp',
    extension: 'webp',
  },
];

describe('uploads', () => {
  let t: TestApp;
  let dataDir: string;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[]);
  const rowCount = async () =>
    Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM uploads'))[0].n);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-e2e-'));
    process.env.DATA_DIR = dataDir;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    delete process.env.DATA_DIR;
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(images)(
    'stores a $mimeType recognised by its content and serves it back',
    async (image) => {
      const res = await t
        .http()
        .post('/api/uploads')
        .attach('file', image.bytes, {
          filename: image.name,
          contentType: 'application/octet-stream',
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `/api/uploads/${res.body.id}`,
        mimeType: image.mimeType,
        sizeBytes: image.bytes.length,
      });
      const [stored] = await t.query<{ content: Buffer; storage_key: string | null }>(
        'SELECT content, storage_key FROM uploads WHERE id = $1',
        [res.body.id],
      );
      expect(stored.content.equals(image.bytes)).toBe(true);
      expect(stored.storage_key).toBeNull();

      const served = await getImage(t, res.body.url).expect(200);
      expect((served.body as Buffer).equals(image.bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(image.mimeType);
      expect(served.headers['content-length']).toBe(String(image.bytes.length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-disposition']).toBe('inline');
      expect(served.headers.etag).toBe(`"${res.body.id}"`);
    },
  );

  it('answers 304 with no body to a client that already holds the upload', async () => {
    const { body } = await t.http().post('/api/uploads').attach('file', png, 'a.png').expect(201);
    for (const ifNoneMatch of [`"${body.id}"`, `W/"${body.id}"`, `"other", "${body.id}"`, '*']) {
      const res = await getImage(t, body.url).set('If-None-Match', ifNoneMatch).expect(304);
      expect((res.body as Buffer).length).toBe(0);
      expect(res.headers.etag).toBe(`"${body.id}"`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const stale = await getImage(t, body.url).set('If-None-Match', '"other"').expect(200);
    expect((stale.body as Buffer).equals(png)).toBe(true);
  });

  it('answers 404, not 304, for an unknown upload whatever If-None-Match says', async () => {
    const id = '3f0e9a52-5d1c-4b8e-9a31-2c7d8e6f1a01';
    for (const ifNoneMatch of [`"${id}"`, '*']) {
      const res = await t
        .http()
        .get(`/api/uploads/${id}`)
        .set('If-None-Match', ifNoneMatch)
        .expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'No such upload.' });
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('keeps the name as display text only, whatever path it pretends to be', async () => {
    const res = await t
      .http()
      .post('/api/uploads')
      .attach('file', png, { filename: '../../etc/passwd.png', contentType: 'text/plain' })
      .expect(201);
    const [row] = await t.query<{ original_name: string; storage_key: string; mime_type: string }>(
      'SELECT original_name, storage_key, mime_type FROM uploads WHERE id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ original_name: 'passwd.png', storage_key: null, mime_type: 'image/png' });
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps a valid X-Session-Id and ignores an invalid one', async () => {
    const sessionId = newSessionId();
    const kept = await t
      .http()
      .post('/api/uploads')
      .set('X-Session-Id', sessionId)
      .attach('file', png, 'a.png')
      .expect(201);
    const ignored = await t
      .http()
      .post('/api/uploads')
      .set('X-Session-Id', 'nope')
      .attach('file', png, 'b.png')
      .expect(201);
    const rows = await t.query<{ id: string; session_id: string | null }>(
      'SELECT id, session_id FROM uploads WHERE id = ANY($1)',
      [[kept.body.id, ignored.body.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.session_id]))).toEqual({
      [kept.body.id]: sessionId,
      [ignored.body.id]: null,
    });
  });

  describe('refusals leave nothing behind', () => {
    let rowsBefore: number;
    beforeEach(async () => {
      rowsBefore = await rowCount();
    });
    afterEach(async () => {
      expect(await rowCount()).toBe(rowsBefore);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a non-image dressed up as a PNG with 415', async () => {
      const res = await t
        .http()
        .post('/api/uploads')
        .attach('file', Buffer.from('<script>alert(1)</script>'), {
          filename: 'evil.png',
          contentType: 'image/png',
        })
        .expect(415);
      expect(res.body).toEqual({
        statusCode: 415,
        message: 'Only images can be uploaded (PNG, JPEG, GIF or WebP).',
        error: 'Unsupported Media Type',
        field: 'file',
      });
    });

    it('refuses an image over 10 MB with 413', async () => {
      const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
      const res = await t.http().post('/api/uploads').attach('file', big, 'big.png').expect(413);
      expect(res.body.message).toBe('The image is too large (10 MB at most).');
    });

    it('refuses an image whose header declares 30,000 x 30,000 pixels with 422', async () => {
      const res = await t
        .http()
        .post('/api/uploads')
        .attach('file', pngWithHeader(30_000, 30_000, 1000), 'bomb.png')
        .expect(422);
      expect(res.body).toEqual({
        statusCode: 422,
        message:
          'The image is too large: 30,000 x 30,000 pixels. Images may be at most 16,384 pixels wide or high and 50 megapixels in all.',
        error: 'Unprocessable Entity',
        field: 'file',
      });
    });

    it('refuses an image over 50 megapixels though each side is within the limit', async () => {
      const res = await t
        .http()
        .post('/api/uploads')
        .attach('file', pngWithHeader(10_000, 8_000), 'wide.png')
        .expect(422);
      expect(res.body.message).toMatch(/^The image is too large: 10,000 x 8,000 pixels\./);
    });

    it('refuses a body announced far over 10 MB before reading it', async () => {
      const huge = Buffer.concat([png, Buffer.alloc(12 * 1024 * 1024)]);
      const res = await t.http().post('/api/uploads').attach('file', huge, 'huge.png').expect(413);
      expect(res.body.message).toBe('The image is too large (10 MB at most).');
    });

    it('refuses an empty file with 400', async () => {
      const res = await t
        .http()
        .post('/api/uploads')
        .attach('file', Buffer.alloc(0), 'empty.png')
        .expect(400);
      expect(res.body.message).toBe('The file is empty.');
    });

    it('answers 400 when no file, another field or no multipart body is sent', async () => {
      const noFile = await t.http().post('/api/uploads').field('note', 'hello').expect(400);
      expect(noFile.body.message).toMatch(/No file was sent/);
      const otherField = await t
        .http()
        .post('/api/uploads')
        .attach('image', png, 'a.png')
        .expect(400);
      expect(otherField.body.message).toMatch(/field named "file"/);
      const json = await t.http().post('/api/uploads').send({ file: 'x' }).expect(400);
      expect(json.body.message).toMatch(/multipart\/form-data/);
      const broken = await t
        .http()
        .post('/api/uploads')
        .set('Content-Type', 'multipart/form-data')
        .send('garbage')
        .expect(400);
      expect(broken.body.statusCode).toBe(400);
    });

    it('answers 400 when the multipart body ends in the middle of the file', async () => {
      const head = Buffer.from(
        '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      );
      const res = await t
        .http()
        .post('/api/uploads')
        .set('Content-Type', 'multipart/form-data; boundary=cut')
        .send(Buffer.concat([head, png]))
        .expect(400);
      expect(res.body.message).toBe('The upload was interrupted before the end of the file.');
    });

    it('leaves nothing when the visitor goes away mid-upload', async () => {
      const uploads = t.app.get(UploadsService);
      const store = jest.spyOn(uploads, 'store');
      try {
        const server = t.app.getHttpServer();
        if (!server.listening)
          await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const { port } = server.address() as AddressInfo;
        const boundary = 'xBOUNDARYx';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`;
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.write(
          `POST /api/uploads HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n`,
        );
        socket.write(head);
        socket.write(Buffer.concat([png, Buffer.alloc(200_000)]));
        // The service is receiving the file: the visitor goes away.
        await waitFor(() => Promise.resolve(store.mock.calls.length === 1));
        socket.destroy();
        await expect(store.mock.results[0].value).rejects.toThrow(/interrupted/);
      } finally {
        store.mockRestore();
      }
    });
  });

  it('takes an image of 50 megapixels, the most a header may declare', async () => {
    const res = await t
      .http()
      .post('/api/uploads')
      .attach('file', pngWithHeader(8_000, 6_250), 'photo.png')
      .expect(201);
    expect(res.body.mimeType).toBe('image/png');
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    const bad = await t.http().get('/api/uploads/..%2F..%2Fetc%2Fpasswd').expect(400);
    expect(bad.body.message).toMatch(/not a valid upload id/);
    const missing = await t
      .http()
      .get('/api/uploads/3f0e9a52-5d1c-4b8e-9a31-2c7d8e6f1a00')
      .expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('writes nothing under the data folder: every upload lives in the database', async () => {
    expect(await readdir(dataDir)).toEqual([]);
  });
});

/** GET an image, its body read as bytes whatever its type. */
function getImage(t: TestApp, url: string) {
  return t
    .http()
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
