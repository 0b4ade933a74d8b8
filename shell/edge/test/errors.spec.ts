// Errors at the edge answer in the API's format: a client's mistake is told what was wrong, a
// failure of ours reveals nothing, and an error never carries the headers of the file it
// replaced.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createEdgeServer } from '../src/http/edge-server';
import { sendError, sizeText } from '../src/http/errors';
import { createReadiness } from '../src/http/health';
import { listen, rawRequest } from './support/edge-fixtures';

describe('edge errors', () => {
  let app: FastifyInstance;
  let port: number;
  const logged: unknown[] = [];
  /** Fails the answer of /breaks-midway under way. */
  let breakMidway = () => {};

  beforeAll(async () => {
    app = createEdgeServer({
      readiness: createReadiness(),
      logger: {
        level: 'error',
        stream: { write: (line: string) => logged.push(JSON.parse(line)) },
      },
    });
    app.get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    app.get('/teapot', () => {
      throw Object.assign(new Error('No coffee here.'), { statusCode: 418 });
    });
    app.post('/echo', (request) => ({ got: request.body }));
    app.get('/file-then-error', (_request, reply) =>
      sendError(
        reply
          .header('ETag', '"abc"')
          .header('Content-Encoding', 'br')
          .header('Cache-Control', 'public, max-age=31536000'),
        404,
        'Not Found',
      ),
    );
    app.get('/breaks-midway', (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('first part;');
      breakMidway = () => body.destroy(new Error('disk gone'));
      return reply.header('Content-Type', 'text/plain').send(body);
    });
    port = await listen(app);
  });

  afterAll(() => app.close());

  it('answers a failure of ours with a 500 that reveals nothing, and logs it', async () => {
    const answer = await app.inject({ url: '/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
    });
    expect(answer.body).not.toContain('hunter2');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('tells a client what was wrong with its request', async () => {
    const answer = await app.inject({ url: '/teapot' });
    expect(answer.statusCode).toBe(418);
    expect(answer.json()).toEqual({
      statusCode: 418,
      message: 'No coffee here.',
      error: "I'm a Teapot",
    });
  });

  it('words body errors as the API does, with the limit in units people read', async () => {
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('x'.repeat(20 * 1024)),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The request body is too large (16 KB at most).');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(
      'Unsupported content type: send JSON (application/json).',
    );
    const broken = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('strips the headers of the file an error replaces', async () => {
    const answer = await app.inject({ url: '/file-then-error' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ statusCode: 404, message: 'Not Found', error: 'Not Found' });
  });

  it('cuts the connection of an answer that fails halfway, and keeps running', async () => {
    // The file fails once its first part has reached the client.
    const answer = await rawRequest(port, 'GET /breaks-midway HTTP/1.1\r\nHost: x\r\n\r\n', {
      onText: (text) => {
        if (text.includes('first part;')) breakMidway();
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('first part;');
    expect(answer.closed).toBe(true);
    expect(answer.body).not.toMatch(/\r\n0\r\n\r\n$/);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('says sizes as people say them', () => {
    expect(sizeText(16 * 1024)).toBe('16 KB');
    expect(sizeText(1024 * 1024)).toBe('1 MB');
    expect(sizeText(10 * 1024 * 1024 + 64 * 1024)).toBe('10 MB');
    expect(sizeText(100)).toBe('1 KB');
  });
});
