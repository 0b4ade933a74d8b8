// /__render answers only the shell's servers: with RENDER_SECRET set, a remote's server refuses
// (403) every render request that does not show the secret in X-Render-Secret, before it looks
// at the query or loads its renderer; the shell's servers show it with every render request.
// Its files stay open to every browser (a preview's included).
import type { FastifyInstance } from 'fastify';
import { readRenderSecret, readShellConfig } from '../src/config';
import { edgeLoggerOptions } from '../src/http/logging';
import { buildRemoteServer } from '../src/remote/remote-server';
import { showsRenderSecret } from '../src/remote/render-endpoint';
import { buildShellServer } from '../src/shell/shell-server';
import { listen, tempDir, type TempDir } from './support/edge-fixtures';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';

const SECRET = 'render-secret-0123456789abcdef';

const RENDERER = `
exports.renderableModules = ['./ProductPage'];
exports.isSessionId = () => true;
exports.render = async (request) => ({
  html: '<p data-remote="catalog">' + request.path + '</p>',
  state: { mutations: [], queries: [] },
  meta: { title: 'Rendered ' + request.path },
  notFound: false,
});
`;

const REFUSED = {
  statusCode: 403,
  error: 'Forbidden',
  message: "Only the shop's own servers may ask this server to render.",
};

describe('a remote server with a render secret', () => {
  let pkg: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    pkg = tempDir('edge-secret-');
    pkg.write('dist/mf-manifest.json', '{"exposes":[]}');
    pkg.write('dist/server/render.cjs', RENDERER);
    ({ app } = await buildRemoteServer({ roots: () => [`${pkg.dir}/dist`], renderSecret: SECRET }));
  });

  afterAll(async () => {
    await app.close();
    pkg.remove();
  });

  const QUERY = 'module=./ProductPage&path=/product/1&pattern=/product/:id';
  const render = (headers: Record<string, string> = {}, query = QUERY) =>
    app.inject({ url: `/__render?${query}`, headers });

  it('refuses a render request without the secret, 403 in the shop’s error format', async () => {
    const answer = await render();
    expect({ status: answer.statusCode, body: answer.json<unknown>() }).toEqual({
      status: 403,
      body: REFUSED,
    });
  });

  it('refuses a render request with another secret', async () => {
    const answer = await render({ 'x-render-secret': `${SECRET}x` });
    expect(answer.statusCode).toBe(403);
  });

  it('refuses before it checks the query: nothing about the endpoint is told', async () => {
    const answer = await render({}, 'module=nonsense');
    expect(answer.statusCode).toBe(403);
  });

  it('never lets a refusal be cached', async () => {
    const answer = await render();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('renders for a request that shows the secret', async () => {
    const answer = await render({ 'x-render-secret': SECRET });
    expect(answer.json()).toMatchObject({ html: '<p data-remote="catalog">/product/1</p>' });
  });

  it('still serves its files to anyone', async () => {
    const manifest = await app.inject({ url: '/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
  });
});

describe('showsRenderSecret', () => {
  it('knows the secret', () => {
    expect(showsRenderSecret(SECRET, SECRET)).toBe(true);
  });

  it('refuses a prefix of it', () => {
    expect(showsRenderSecret(SECRET.slice(0, -1), SECRET)).toBe(false);
  });

  it('refuses a header sent twice', () => {
    expect(showsRenderSecret([SECRET, SECRET], SECRET)).toBe(false);
  });

  it('refuses no header', () => {
    expect(showsRenderSecret(undefined, SECRET)).toBe(false);
  });
});

describe('the shell server and the render secret', () => {
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;

  beforeEach(async () => {
    remote = await startFakeRemote();
    shellDist = makeShellDist();
  });

  afterEach(async () => {
    await app.close();
    await remote.close();
    shellDist.remove();
  });

  async function start(env: Record<string, string>) {
    const config = {
      ...readShellConfig({ API_URL: 'http://127.0.0.1:9', PREVIEW_ORIGINS: '', ...env }),
      remotes: { catalog: remote.url },
      pageCacheMs: 0,
    };
    ({ app } = await buildShellServer({ distDir: shellDist.dir, config }));
  }

  it('shows the secret with every render request', async () => {
    await start({ RENDER_SECRET: SECRET });
    await app.inject({ url: '/product/1' });
    expect(remote.asked.map((ask) => ask.secret)).toEqual([SECRET]);
  });

  it('shows none when it has none', async () => {
    await start({});
    await app.inject({ url: '/product/1' });
    expect(remote.asked.map((ask) => ask.secret)).toEqual([undefined]);
  });
});

describe('the shell and a remote that share a secret', () => {
  let pkg: TempDir;
  let remoteApp: FastifyInstance;
  let shellDist: ReturnType<typeof makeShellDist>;
  let shell: FastifyInstance;
  let manifest: string;

  beforeAll(async () => {
    pkg = tempDir('edge-secret-pair-');
    pkg.write('dist/mf-manifest.json', '{"exposes":[]}');
    pkg.write('dist/server/render.cjs', RENDERER);
    ({ app: remoteApp } = await buildRemoteServer({
      roots: () => [`${pkg.dir}/dist`],
      renderSecret: SECRET,
    }));
    manifest = `http://127.0.0.1:${await listen(remoteApp)}/mf-manifest.json`;
    shellDist = makeShellDist();
  });

  afterAll(async () => {
    await remoteApp.close();
    pkg.remove();
    shellDist.remove();
  });

  afterEach(async () => {
    await shell.close();
  });

  async function start(secret: string) {
    const config = {
      ...readShellConfig({ API_URL: 'http://127.0.0.1:9', PREVIEW_ORIGINS: '' }),
      remotes: { catalog: manifest },
      pageCacheMs: 0,
      renderSecret: secret,
    };
    ({ app: shell } = await buildShellServer({ distDir: shellDist.dir, config }));
  }

  it('renders the remote’s area on the server', async () => {
    await start(SECRET);
    const page = await shell.inject({ url: '/product/4' });
    expect(page.body).toContain('<p data-remote="catalog">/product/4</p>');
  });

  it('leaves the area to the browser when the secrets differ', async () => {
    await start(`${SECRET}-other`);
    const page = await shell.inject({ url: '/product/4' });
    expect(page.body).toContain('could not load catalog/ProductPage');
  });
});

describe('RENDER_SECRET', () => {
  it('is no secret when unset', () => {
    expect(readRenderSecret({})).toBeNull();
  });

  it('is no secret when empty', () => {
    expect(readRenderSecret({ RENDER_SECRET: '' })).toBeNull();
  });

  it('is read as it is set', () => {
    expect(readRenderSecret({ RENDER_SECRET: SECRET })).toBe(SECRET);
  });

  it('is refused when shorter than 16 characters', () => {
    expect(() => readRenderSecret({ RENDER_SECRET: 'short' })).toThrow(/at least 16/);
  });

  it('is refused when it holds a space, which no header keeps whole', () => {
    expect(() => readRenderSecret({ RENDER_SECRET: `${SECRET} ${SECRET}` })).toThrow(/no spaces/);
  });

  it("is the shell's configuration's", () => {
    expect(readShellConfig({ RENDER_SECRET: SECRET }).renderSecret).toBe(SECRET);
  });

  it('never reaches a log line', () => {
    const options = edgeLoggerOptions({ level: 'info' }) as { redact: { paths: string[] } };
    expect(options.redact.paths).toContain('headers["x-render-secret"]');
  });
});
