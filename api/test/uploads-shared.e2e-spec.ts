import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { customDesignBody } from './cart-fixtures';
import { createReplica, createTestApp, newSessionId, type TestApp } from './support/test-app';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a picture taken by one replica'),
]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

/** Starts an API instance with its own data folder, as a replica on another machine has. */
async function withDataDir<T>(dataDir: string, start: () => Promise<T>): Promise<T> {
  const saved = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  try {
    return await start();
  } finally {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  }
}

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

describe('uploads shared by every replica', () => {
  let root: string;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // The legacy rows below are days old and referenced by nothing: no cleanup during the test.
    process.env.UPLOAD_CLEANUP_INTERVAL_MS = '0';
    root = await mkdtemp(path.join(tmpdir(), 'uploads-shared-'));
    first = await withDataDir(path.join(root, 'first'), () => createTestApp());
    second = await withDataDir(path.join(root, 'second'), () => createReplica(first.databaseUrl));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await rm(root, { recursive: true, force: true });
    delete process.env.UPLOAD_CLEANUP_INTERVAL_MS;
  });

  it('serves an upload taken by one replica from another, with the same headers', async () => {
    const sessionId = newSessionId();
    const { body } = await first
      .http()
      .post('/api/uploads')
      .set('X-Session-Id', sessionId)
      .attach('file', png, 'rose.png')
      .expect(201);
    const served = await getImage(second, body.url).expect(200);
    expect((served.body as Buffer).equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      etag: `"${body.id}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    await getImage(second, body.url).set('If-None-Match', `"${body.id}"`).expect(304);

    // The other replica can put it in the visitor's cart too.
    const line = await second
      .http()
      .post('/api/cart')
      .send(customDesignBody(sessionId, { uploadId: body.id }))
      .expect(201);
    expect(line.body.previewImage).toContain(`&uploadId=${body.id}&`);
  });

  describe('uploads stored on disk before the move', () => {
    const legacyRow = async (id: string, storageKey: string, mimeType = 'image/png') =>
      first.query(
        `INSERT INTO uploads (id, original_name, mime_type, size_bytes, storage_key, created_at)
         VALUES ($1, 'old.png', $2, 1, $3, now() - interval '3 days')`,
        [id, mimeType, storageKey],
      );
    const contentOf = async (id: string) =>
      (
        await first.query<{ content: Buffer | null; size_bytes: number }>(
          'SELECT content, size_bytes FROM uploads WHERE id = $1',
          [id],
        )
      )[0];

    it('imports their files at start, once, even when replicas start together', async () => {
      const legacyDir = path.join(root, 'legacy');
      await mkdir(path.join(legacyDir, 'uploads'), { recursive: true });
      const onDisk = randomUUID();
      const gone = randomUUID();
      const notAnImage = randomUUID();
      await legacyRow(onDisk, `${onDisk}.jpg`, 'image/jpeg');
      await legacyRow(gone, `${gone}.png`);
      await legacyRow(notAnImage, `${notAnImage}.png`);
      await writeFile(path.join(legacyDir, 'uploads', `${onDisk}.jpg`), jpeg);
      await writeFile(path.join(legacyDir, 'uploads', `${notAnImage}.png`), '<svg onload=x>');
      const many = Array.from({ length: 20 }, () => randomUUID());
      for (const id of many) {
        await legacyRow(id, `${id}.png`);
        await writeFile(path.join(legacyDir, 'uploads', `${id}.png`), png);
      }
      // The replicas already running came up before these rows existed: nothing to serve yet.
      await first.http().get(`/api/uploads/${onDisk}`).expect(404);

      const warn = jest.spyOn(Logger.prototype, 'warn');
      const log = jest.spyOn(Logger.prototype, 'log');
      const replicas = await withDataDir(legacyDir, () =>
        Promise.all([createReplica(first.databaseUrl), createReplica(first.databaseUrl)]),
      );
      try {
        // Shared out between the replicas: each file imported by exactly one of them.
        const imported = log.mock.calls
          .map(([message]) => /^Imported (\d+) upload/.exec(String(message)))
          .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0);
        expect(imported).toBe(many.length + 1);
        for (const id of many) expect((await contentOf(id)).content?.equals(png)).toBe(true);
        expect((await contentOf(onDisk)).content?.equals(jpeg)).toBe(true);
        expect((await contentOf(onDisk)).size_bytes).toBe(jpeg.length);
        expect((await contentOf(gone)).content).toBeNull();
        expect((await contentOf(notAnImage)).content).toBeNull();

        // A row left behind is reported at start, once by each replica that tried it (another
        // replica's folder may still hold the file, so each one tries).
        const reported = (id: string) => {
          const loggers = warn.mock.contexts.filter((_logger, call) =>
            String(warn.mock.calls[call][0]).includes(id),
          );
          return { times: loggers.length, byOneReplica: new Set(loggers).size === loggers.length };
        };
        for (const id of [gone, notAnImage]) {
          expect(reported(id).times).toBeGreaterThanOrEqual(1);
          expect(reported(id).times).toBeLessThanOrEqual(replicas.length);
          expect(reported(id).byOneReplica).toBe(true);
        }
        expect(reported(onDisk).times).toBe(0);
        const reportedAtStart = reported(gone).times;

        // Served by every replica, the ones without the folder included; the file is not
        // needed any more.
        await rm(legacyDir, { recursive: true, force: true });
        for (const replica of [first, second, ...replicas]) {
          const served = await getImage(replica, `/api/uploads/${onDisk}`).expect(200);
          expect((served.body as Buffer).equals(jpeg)).toBe(true);
          expect(served.headers['content-type']).toBe('image/jpeg');
          const missing = await replica.http().get(`/api/uploads/${gone}`).expect(404);
          expect(missing.body.message).toBe('No such upload.');
          await replica.http().get(`/api/uploads/${notAnImage}`).expect(404);
        }
        // A 404 for a file that is gone is not logged again on every request.
        expect(reported(gone).times).toBe(reportedAtStart);
      } finally {
        warn.mockRestore();
        log.mockRestore();
        await Promise.all(replicas.map((replica) => replica.close()));
      }
    });

    it('imports nothing twice: a replica starting later finds the work done', async () => {
      const legacyDir = path.join(root, 'later');
      await mkdir(path.join(legacyDir, 'uploads'), { recursive: true });
      const id = randomUUID();
      await legacyRow(id, `${id}.png`);
      await writeFile(path.join(legacyDir, 'uploads', `${id}.png`), png);
      const early = await withDataDir(legacyDir, () => createReplica(first.databaseUrl));
      await early.close();
      const [{ xmin }] = await first.query<{ xmin: string }>(
        'SELECT xmin::text FROM uploads WHERE id = $1',
        [id],
      );
      // Another file under the same name: a second import would store it.
      await writeFile(path.join(legacyDir, 'uploads', `${id}.png`), jpeg);
      const later = await withDataDir(legacyDir, () => createReplica(first.databaseUrl));
      await later.close();
      const [row] = await first.query<{ xmin: string; content: Buffer }>(
        'SELECT xmin::text, content FROM uploads WHERE id = $1',
        [id],
      );
      expect(row.xmin).toBe(xmin);
      expect(row.content.equals(png)).toBe(true);
    });
  });
});
