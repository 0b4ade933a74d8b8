import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import * as readRowsModule from '../src/database/read-rows';
import { SLICE_BYTES, UploadReader, type UploadReadAnswer } from '../src/uploads/upload-reader';
import { pngWithHeader } from './support/images';
import { createReplica, createTestApp, type TestApp } from './support/test-app';

let addressCounter = 0;
/** A client address of its own for each test (the API believes X-Forwarded-For from loopback). */
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

/** A PNG of `size` bytes whose bytes after the header are random, so any misplaced slice shows. */
function randomPng(size: number): Buffer {
  const header = pngWithHeader(64, 64);
  return Buffer.concat([header, randomBytes(size - header.length)]);
}

describe('serving uploads', () => {
  let t: TestApp;
  let replica: TestApp;
  const settings = { UPLOAD_READS_PER_MINUTE: '12', UPLOAD_READ_CONNECTIONS: '2' };
  const image = randomPng(3 * SLICE_BYTES + 1234);
  let url: string;
  let id: string;

  beforeAll(async () => {
    Object.assign(process.env, settings);
    try {
      t = await createTestApp();
      replica = await createReplica(t.databaseUrl);
    } finally {
      for (const name of Object.keys(settings)) delete process.env[name];
    }
    const created = await t
      .http()
      .post('/api/uploads')
      .attach('file', image, 'big.png')
      .expect(201);
    ({ url, id } = created.body as { url: string; id: string });
  });
  afterAll(async () => {
    await replica.close();
    await t.close();
  });

  /** GET as one client address, the body read as bytes whatever its type. */
  const get = (address: string, app: TestApp = t) =>
    app
      .http()
      .get(url)
      .set('X-Forwarded-For', address)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const reader = () => t.app.get(UploadReader);

  /** A port the app listens on, for clients that speak raw HTTP. */
  async function port(): Promise<number> {
    const server = t.app.getHttpServer();
    if (!server.listening) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    }
    return (server.address() as AddressInfo).port;
  }

  it('streams the whole upload in slices, byte for byte, and says it takes ranges', async () => {
    const res = await get(freshAddress()).expect(200);
    expect((res.body as Buffer).equals(image)).toBe(true);
    expect(res.headers['content-length']).toBe(String(image.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBe(`"${id}"`);
    expect(reader().usage).toEqual({ inUse: 0, waiting: 0 });
  });

  it('reads the bytes one slice at a time, never the whole upload in one statement', async () => {
    const reads = jest.spyOn(readRowsModule, 'readRows');
    try {
      await get(freshAddress()).expect(200);
      const lengths = reads.mock.calls
        .filter(([, sql]) => sql.includes('substring(content'))
        .map(([, , params]) => params[2] as number);
      expect(lengths).toEqual([SLICE_BYTES, SLICE_BYTES, SLICE_BYTES, 1234]);
    } finally {
      reads.mockRestore();
    }
  });

  it('answers one byte range with 206 and its Content-Range, across slices', async () => {
    const start = SLICE_BYTES - 10;
    const res = await get(freshAddress())
      .set('Range', `bytes=${start}-${start + 19}`)
      .expect(206);
    expect((res.body as Buffer).equals(image.subarray(start, start + 20))).toBe(true);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${start + 19}/${image.length}`);
    expect(res.headers['content-length']).toBe('20');
    const tail = await get(freshAddress()).set('Range', 'bytes=-100').expect(206);
    expect((tail.body as Buffer).equals(image.subarray(image.length - 100))).toBe(true);
  });

  it('answers 416 in the API format for a range past the end', async () => {
    const res = await t
      .http()
      .get(url)
      .set('X-Forwarded-For', freshAddress())
      .set('Range', `bytes=${image.length}-`)
      .expect(416);
    expect(res.body).toEqual({
      statusCode: 416,
      message: `The range asked for is not within the image (${image.length} bytes).`,
      error: 'Range Not Satisfiable',
      field: 'range',
    });
    expect(res.headers['content-range']).toBe(`bytes */${image.length}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the whole upload for a Range it does not take, and for a stale If-Range', async () => {
    for (const range of ['bytes=abc', 'items=0-10', 'bytes=0-0,5-5', 'bytes=1-2-3']) {
      const res = await get(freshAddress()).set('Range', range).expect(200);
      expect((res.body as Buffer).length).toBe(image.length);
    }
    const stale = await get(freshAddress())
      .set('Range', 'bytes=0-9')
      .set('If-Range', '"another"')
      .expect(200);
    expect((stale.body as Buffer).length).toBe(image.length);
    const current = await get(freshAddress())
      .set('Range', 'bytes=0-9')
      .set('If-Range', `"${id}"`)
      .expect(206);
    expect((current.body as Buffer).equals(image.subarray(0, 10))).toBe(true);
  });

  it('answers 412 when If-Match names another image, and 304 when If-None-Match names it', async () => {
    const refused = await t
      .http()
      .get(url)
      .set('X-Forwarded-For', freshAddress())
      .set('If-Match', '"another"')
      .expect(412);
    expect(refused.body).toMatchObject({ statusCode: 412, error: 'Precondition Failed' });
    await get(freshAddress()).set('If-Match', `"${id}"`).expect(200);
    await get(freshAddress()).set('If-None-Match', `"${id}"`).expect(304);
  });

  it('answers HEAD with the headers alone, reading no bytes', async () => {
    const reads = jest.spyOn(readRowsModule, 'readRows');
    try {
      const res = await t.http().head(url).set('X-Forwarded-For', freshAddress()).expect(200);
      expect(res.headers['content-length']).toBe(String(image.length));
      const sliceReads = reads.mock.calls.filter(([, sql]) => sql.includes('substring(content'));
      expect(sliceReads).toEqual([]);
    } finally {
      reads.mockRestore();
    }
  });

  it('frees the permit of a download whose client goes away mid-way', async () => {
    const large = randomPng(10 * 1024 * 1024);
    const created = await t.http().post('/api/uploads').attach('file', large, 'large.png');
    const read = jest.spyOn(reader(), 'read');
    let socket: Socket | undefined;
    try {
      socket = connect(await port(), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        `GET ${created.body.url} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${freshAddress()}\r\n\r\n`,
      );
      await once(socket, 'data');
      const answer = (await read.mock.results[0].value) as UploadReadAnswer;
      const body = 'body' in answer ? answer.body : null;
      expect(body).not.toBeNull();
      socket.destroy();
      await once(body!, 'close');
      expect(body!.readableEnded).toBe(false);
      expect(reader().usage).toEqual({ inUse: 0, waiting: 0 });
    } finally {
      socket?.destroy();
      read.mockRestore();
    }
  });

  it('holds at most UPLOAD_READ_CONNECTIONS reads at once; the rest wait or get a 503', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let letSlicesThrough!: () => void;
    const slicesHeld = new Promise<void>((resolve) => (letSlicesThrough = resolve));
    const original = readRowsModule.readRows;
    const reads = jest.spyOn(readRowsModule, 'readRows').mockImplementation(async (...args) => {
      const isUploadRead = args[1].includes('FROM uploads');
      if (isUploadRead) mostAtOnce = Math.max(mostAtOnce, ++running);
      try {
        // The first slices wait until the test lets them go: the two permits stay taken.
        if (args[1].includes('substring(content')) await slicesHeld;
        return await original(...args);
      } finally {
        if (isUploadRead) running -= 1;
      }
    });
    try {
      const downloads = Array.from({ length: 14 }, () => Promise.resolve(get(freshAddress())));
      let refused = 0;
      await new Promise<void>((resolve) => {
        for (const download of downloads) {
          void download.then((answer) => {
            if (answer.status === 503 && ++refused === 4) resolve();
          });
        }
      });
      // Two reads hold the permits and eight wait in line; the catalogue is served meanwhile.
      expect(reader().usage).toEqual({ inUse: 2, waiting: 8 });
      await t.http().get('/api/products/3').expect(200);
      letSlicesThrough();
      const answers = await Promise.all(downloads);
      expect(mostAtOnce).toBe(2);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(4).fill(503)]);
      const busy = answers.find((answer) => answer.status === 503)!;
      expect(JSON.parse((busy.body as Buffer).toString())).toEqual({
        statusCode: 503,
        message: 'Many images are being downloaded right now. Please try again in a moment.',
        error: 'Service Unavailable',
      });
      expect(busy.headers['retry-after']).toBe('2');
      expect(reader().usage).toEqual({ inUse: 0, waiting: 0 });
    } finally {
      letSlicesThrough();
      reads.mockRestore();
    }
  });

  it('limits the reads of one address, counted by every replica together', async () => {
    const address = freshAddress();
    for (let i = 0; i < 6; i += 1) await get(address, t).expect(200);
    for (let i = 0; i < 6; i += 1) await get(address, replica).expect(200);
    const refused = await t.http().get(url).set('X-Forwarded-For', address).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message:
        'Too many images were downloaded from your network in a short time. Please wait a minute and try again.',
      error: 'Too Many Requests',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await replica.http().get(url).set('X-Forwarded-For', address).expect(429);
    // Another address is served; catalogue reads from this one are never limited.
    await get(freshAddress(), replica).expect(200);
    await t.http().get('/api/products/3').set('X-Forwarded-For', address).expect(200);
  });
});
