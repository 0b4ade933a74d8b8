// GET /__render as the render protocol says: Fastify refuses a query that is not the protocol's
// with a 400 naming what is wrong, and the renderer gets its API origin in its render context
// (a renderer built before the context gets it once per process, as it always did).
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from '../src/remote/remote-server';
import { tempDir, type TempDir } from './support/edge-fixtures';

const API_URL = 'http://127.0.0.1:3999';

/** A renderer that answers with what it was given: the request's path and its context. */
const CONTEXT_RENDERER = `
exports.renderableModules = ['./Page'];
exports.isSessionId = () => true;
exports.render = async (request, context) => ({
  html: '<p>' + request.path + '</p>',
  state: { mutations: [], queries: [] },
  meta: { apiUrl: context ? context.apiUrl : 'no context', treePosition: request.treePosition },
  notFound: false,
});
`;

/** A renderer of the build kit before the render context: the API's origin once per process. */
const LEGACY_RENDERER = `
let apiUrl = 'never told';
exports.renderableModules = ['./Page'];
exports.isSessionId = () => true;
exports.sendApiCallsTo = (url) => { apiUrl = url; };
exports.render = async () => ({
  html: '<p>legacy</p>',
  state: { mutations: [], queries: [] },
  meta: { apiUrl },
  notFound: false,
});
`;

async function remoteServing(renderer: string): Promise<{ app: FastifyInstance; pkg: TempDir }> {
  const pkg = tempDir('edge-render-');
  pkg.write('dist/mf-manifest.json', '{"exposes":[]}');
  pkg.write('dist/server/render.cjs', renderer);
  const { app } = await buildRemoteServer({ roots: () => [`${pkg.dir}/dist`], apiUrl: API_URL });
  return { app, pkg };
}

describe('/__render', () => {
  let app: FastifyInstance;
  let pkg: TempDir;

  beforeAll(async () => {
    ({ app, pkg } = await remoteServing(CONTEXT_RENDERER));
  });

  afterAll(async () => {
    await app.close();
    pkg.remove();
  });

  const ask = (query: string) => app.inject(`/__render?${query}`);

  it('gives the renderer the API origin in its render context', async () => {
    const answer = await ask('module=./Page&path=/p&pattern=/p');
    expect(answer.json()).toMatchObject({ html: '<p>/p</p>', meta: { apiUrl: API_URL } });
  });

  it("gives the renderer the area's place in the shell's tree", async () => {
    const answer = await ask('module=./Page&path=/p&pattern=/p&treePosition=0110100');
    expect(answer.json()).toMatchObject({ meta: { treePosition: '0110100' } });
  });

  it.each([
    ['no query at all', '', "querystring must have required property 'module'"],
    [
      'a missing path',
      'module=./Page&pattern=/p',
      "querystring must have required property 'path'",
    ],
    [
      'a malformed module',
      'module=Page&path=/p&pattern=/p',
      'querystring/module must match pattern "^\\./[A-Za-z0-9]+$"',
    ],
    [
      'an oversized path',
      `module=./Page&path=/${'a'.repeat(2048)}&pattern=/p`,
      'querystring/path must NOT have more than 2048 characters',
    ],
    [
      'a tree position that is not bits',
      'module=./Page&path=/p&pattern=/p&treePosition=012',
      'querystring/treePosition must match pattern "^[01]{0,30}$"',
    ],
    [
      'an oversized props',
      `module=./Page&path=/p&pattern=/p&props=${encodeURIComponent(`{"a":"${'b'.repeat(2048)}"}`)}`,
      'querystring/props must NOT have more than 2048 characters',
    ],
  ])('refuses %s with a 400 that names what is wrong', async (_what, query, message) => {
    const answer = await ask(query);
    expect(answer.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('is never cached, refused or not', async () => {
    const answer = await ask('module=Page');
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('/__render with a renderer built before the render context', () => {
  let app: FastifyInstance;
  let pkg: TempDir;

  beforeAll(async () => {
    ({ app, pkg } = await remoteServing(LEGACY_RENDERER));
  });

  afterAll(async () => {
    await app.close();
    pkg.remove();
  });

  it('tells it the API origin the way it asks for it', async () => {
    const answer = await app.inject('/__render?module=./Page&path=/p&pattern=/p');
    expect(answer.json()).toMatchObject({ html: '<p>legacy</p>', meta: { apiUrl: API_URL } });
  });
});
