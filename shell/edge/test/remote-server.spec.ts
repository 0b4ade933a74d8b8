// A remote's server: its build from its own origin with CORS on every answer, only GET and HEAD
// (and the preflight), its server renderer at /__render with every parameter checked, and its
// releases: hashed chunks still found in earlier releases, entry files only from the live one,
// and the renderer of the live release after a switch. Each environment (staging) under
// /_env/<name>/: its own live release's manifest, entry and renderer, every kept chunk.
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from '../src/remote/remote-server';
import { recordLive, rollback, servedRoots } from '../src/remote/releases';
import { parseRenderRequest } from '../src/remote/render-endpoint';
import { listen, rawRequest, tempDir, type TempDir } from './support/edge-fixtures';

const SESSION = `session_1763800000001_${'ab'.repeat(16)}`;

/** A renderer (the interface of build-kit's render-remote) that says which release it is. */
function rendererSource(release: string) {
  return `
exports.renderableModules = ['./ProductPage', './Broken'];
exports.isSessionId = (value) => /^session_\\d{10,16}_[0-9a-f]{32}$/.test(value);
exports.sendApiCallsTo = () => {};
exports.render = async (request) => {
  if (request.module === './Broken') throw new Error('render failed');
  return {
    html: '<h1>${release} ' + request.path + '</h1>',
    state: { props: request.props, session: request.session ?? null },
    meta: { title: 'Product' },
    notFound: request.props.id === '404',
  };
};
`;
}

/** Writes release `id` of a remote into its releases folder and makes it live (in production
 * unless another environment is named). */
async function release(
  pkg: TempDir,
  id: string,
  { renders = true, environment = 'production' } = {},
) {
  pkg.write(
    `releases/${id}/mf-manifest.json`,
    JSON.stringify({
      id,
      exposes: [{ path: './ProductPage', assets: { css: { sync: [`assets/page.${id}.css`] } } }],
    }),
  );
  pkg.write(`releases/${id}/remoteEntry.js`, `// entry of ${id}\n`);
  pkg.write(`releases/${id}/assets/chunk.${hashOf(id)}.js`, `// chunk of ${id}\n`);
  pkg.write(`releases/${id}/only-in-${id}.js`, `// unhashed file of ${id}\n`);
  if (renders) pkg.write(`releases/${id}/server/render.cjs`, rendererSource(id));
  await recordLive(pkg.dir, id, { environment });
}

/** An 8-hex-digit hash for a release id. */
function hashOf(id: string) {
  return Buffer.from(id).toString('hex').padEnd(8, '0').slice(0, 8);
}

describe("a remote's server", () => {
  let pkg: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    pkg = tempDir('edge-remote-');
    await release(pkg, 'r1');
    await release(pkg, 'r2');
    ({ app } = await buildRemoteServer({ roots: () => servedRoots(pkg.dir) }));
  });

  afterAll(async () => {
    await app.close();
    pkg.remove();
  });

  let port: number | undefined;
  async function listenOnce() {
    port ??= await listen(app);
    return port;
  }

  describe('CORS and methods', () => {
    it.each([
      ['a file', 'GET', '/remoteEntry.js', 200],
      ['HEAD of a file', 'HEAD', '/mf-manifest.json', 200],
      ['a missing file', 'GET', '/nope.js', 404],
      ["the server's own file", 'GET', '/server/render.cjs', 404],
      ['a malformed target', 'GET', '/%zz', 400],
      ['an escaped NUL', 'GET', '/remoteEntry.js%00', 400],
      ['the health endpoint', 'GET', '/healthz', 200],
      ['a render request', 'GET', '/__render?module=./ProductPage&path=/p&pattern=/p', 200],
      ['a refused render request', 'GET', '/__render?module=nope', 400],
      ['the preflight', 'OPTIONS', '/remoteEntry.js', 204],
      ['a POST', 'POST', '/remoteEntry.js', 405],
      ['a DELETE', 'DELETE', '/mf-manifest.json', 405],
    ] as const)('carries CORS headers on %s (%s %s -> %d)', async (_what, method, url, status) => {
      const answer = await app.inject({ method, url });
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(answer.headers['x-request-id']).toBeDefined();
    });

    it('answers the preflight with 204 and the methods it allows', async () => {
      const answer = await app.inject({
        method: 'OPTIONS',
        url: '/assets/chunk.7232000.js',
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
      });
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD');
      expect(answer.body).toBe('');
    });

    it.each([
      ['no body', undefined, undefined],
      ['a JSON body', 'application/json', '{"a":1}'],
      ['a body of an unknown type', 'application/octet-stream', 'abc'],
      ['a body over the limit', 'application/json', `"${'x'.repeat(64 * 1024)}"`],
    ])('answers a POST with %s with 405 and Allow', async (_what, type, payload) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/mf-manifest.json',
        ...(type ? { headers: { 'content-type': type }, payload } : {}),
      });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(answer.json()).toEqual({
        statusCode: 405,
        message: 'Method Not Allowed',
        error: 'Method Not Allowed',
      });
    });
  });

  it.each([
    '/server/render.cjs',
    '/%73erver/render.cjs',
    '/server%2frender.cjs',
    '/assets/%2e%2e/server/render.cjs',
    '/assets/../server/render.cjs',
    '/remoteEntry.js.map',
    '/remoteEntry.js%2emap',
    '/../r1/remoteEntry.js',
  ])("never serves the server's own files or anything outside the build: %s", async (target) => {
    const port = await listenOnce();
    const answer = await rawRequest(
      port,
      `GET ${target} HTTP/1.1\r\nHost: cdn\r\nConnection: close\r\n\r\n`,
    );
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain('renderableModules');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  describe('releases', () => {
    it('serves entry files from the live release only', async () => {
      expect((await app.inject('/remoteEntry.js')).body).toBe('// entry of r2\n');
      expect(JSON.parse((await app.inject('/mf-manifest.json')).body)).toMatchObject({ id: 'r2' });
      expect((await app.inject('/only-in-r2.js')).statusCode).toBe(200);
      // An unhashed file of an earlier release is gone with it.
      expect((await app.inject('/only-in-r1.js')).statusCode).toBe(404);
    });

    it("finds an earlier release's hashed chunks, for pages that loaded its entry", async () => {
      const old = await app.inject(`/assets/chunk.${hashOf('r1')}.js`);
      expect(old.statusCode).toBe(200);
      expect(old.body).toBe('// chunk of r1\n');
      expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject(`/assets/chunk.${hashOf('r2')}.js`)).body).toBe('// chunk of r2\n');
      expect((await app.inject('/assets/chunk.ffffffff.js')).statusCode).toBe(404);
    });

    it('finds the hashed chunks of the build served before the first release (dist/)', async () => {
      // A tab opened on `npm start`'s build, before anyone released, keeps loading its chunks.
      pkg.write('dist/assets/chunk.d15700aa.js', '// chunk of dist\n');
      pkg.write('dist/remoteEntry.js', '// entry of dist\n');
      const old = await app.inject('/assets/chunk.d15700aa.js');
      expect(old.statusCode).toBe(200);
      expect(old.body).toBe('// chunk of dist\n');
      // Its entry is not: the live release's is.
      expect((await app.inject('/remoteEntry.js')).body).toBe('// entry of r2\n');
    });

    it('never caches entry files for long', async () => {
      const entry = await app.inject('/remoteEntry.js');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers.etag).toBeDefined();
    });
  });

  describe('/__render', () => {
    const render = (query: Record<string, string>) =>
      app.inject({ url: `/__render?${new URLSearchParams(query).toString()}` });

    it('renders a module of the live release with its data, meta, status and stylesheets', async () => {
      const answer = await render({
        module: './ProductPage',
        path: '/product/3',
        pattern: '/product/:id',
        props: '{"id":"3"}',
        session: SESSION,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({
        html: '<h1>r2 /product/3</h1>',
        state: { props: { id: '3' }, session: SESSION },
        meta: { title: 'Product' },
        notFound: false,
        // A renderer that does not say its area is the same for everyone: it is not.
        shared: false,
        css: ['assets/page.r2.css'],
        release: expect.stringMatching(/^[\w-]{22}$/),
      });
    });

    it.each([
      ['no module', { path: '/', pattern: '/' }],
      ['a module that climbs', { module: '../etc', path: '/', pattern: '/' }],
      ['a nested module', { module: './a/b', path: '/', pattern: '/' }],
      ['a path without /', { module: './ProductPage', path: 'x', pattern: '/' }],
      ['a pattern without /', { module: './ProductPage', path: '/', pattern: 'x' }],
      ['props that are not JSON', { module: './ProductPage', path: '/', pattern: '/', props: '{' }],
      ['props as an array', { module: './ProductPage', path: '/', pattern: '/', props: '[]' }],
      [
        'props with a number',
        { module: './ProductPage', path: '/', pattern: '/', props: '{"id":3}' },
      ],
      ['props as null', { module: './ProductPage', path: '/', pattern: '/', props: 'null' }],
      ['a bad session id', { module: './ProductPage', path: '/', pattern: '/', session: 'abc' }],
      [
        'a parameter over 2 KB',
        { module: './ProductPage', path: `/${'a'.repeat(2048)}`, pattern: '/' },
      ],
    ])('refuses %s with a 400', async (_what, query) => {
      const answer = await render(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it('refuses repeated parameters', async () => {
      const answer = await app.inject(
        '/__render?module=./ProductPage&module=./Other&path=/&pattern=/',
      );
      expect(answer.statusCode).toBe(400);
    });

    it('answers 404 for a module it does not render on the server', async () => {
      const answer = await render({ module: './CartPage', path: '/', pattern: '/' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('./CartPage is not rendered on the server.');
    });

    it('answers 500, saying nothing of why, when rendering fails', async () => {
      const answer = await render({ module: './Broken', path: '/', pattern: '/' });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({
        statusCode: 500,
        message: 'The page could not be rendered on the server.',
        error: 'Internal Server Error',
      });
    });

    it('renders with the live release after a release and after a rollback', async () => {
      const query = { module: './ProductPage', path: '/p', pattern: '/p' };
      const before = (await render(query)).json();
      await release(pkg, 'r3');
      const after = (await render(query)).json();
      expect(after.html).toBe('<h1>r3 /p</h1>');
      expect(after.css).toEqual(['assets/page.r3.css']);
      expect(after.release).not.toBe(before.release);
      expect(await rollback(pkg.dir)).toBe('r2');
      const back = (await render(query)).json();
      expect(back.html).toBe('<h1>r2 /p</h1>');
      expect(back.release).toBe(before.release);
    });
  });
});

describe('a remote build without a server renderer', () => {
  let pkg: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    pkg = tempDir('edge-remote-plain-');
    pkg.write('dist/mf-manifest.json', '{"exposes":[]}');
    pkg.write('dist/remoteEntry.js', '// entry\n');
    ({ app } = await buildRemoteServer({ roots: () => [`${pkg.dir}/dist`] }));
  });

  afterAll(async () => {
    await app.close();
    pkg.remove();
  });

  it('answers /__render with 404, whatever the parameters', async () => {
    for (const url of ['/__render', '/__render?module=./ProductPage&path=/&pattern=/']) {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('This remote renders nothing on the server.');
    }
  });

  it('is ready while its build is there, and says which check fails when it is not', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    const { app: empty } = await buildRemoteServer({ roots: () => [`${pkg.dir}/missing`] });
    const answer = await empty.inject('/readyz');
    expect(answer.statusCode).toBe(503);
    expect(answer.json().failed).toHaveProperty('build');
    expect((await empty.inject('/__render')).statusCode).toBe(404);
    await empty.close();
  });
});

describe('render parameters', () => {
  it('keeps a flat object of strings and the session when it is one', () => {
    expect(
      parseRenderRequest(
        { module: './Home', path: '/', pattern: '/', props: '{"a":"b"}', session: 's' },
        (value) => value === 's',
      ),
    ).toEqual({
      request: { module: './Home', path: '/', pattern: '/', props: { a: 'b' }, session: 's' },
    });
    expect(parseRenderRequest({ module: './Home', path: '/', pattern: '/' }, () => false)).toEqual({
      request: { module: './Home', path: '/', pattern: '/', props: {} },
    });
  });
});

describe("a remote's server, per environment", () => {
  let pkg: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    pkg = tempDir('edge-remote-envs-');
    await release(pkg, 'r1');
    await release(pkg, 'r2', { environment: 'staging' });
    ({ app } = await buildRemoteServer({
      roots: (environment) => servedRoots(pkg.dir, environment),
    }));
  });

  afterAll(async () => {
    await app.close();
    pkg.remove();
  });

  const render = (prefix: string) =>
    app.inject({
      url: `${prefix}/__render?${new URLSearchParams({ module: './ProductPage', path: '/p', pattern: '/p' }).toString()}`,
    });

  it("serves staging's release under /_env/staging/ and production's at the root", async () => {
    expect(JSON.parse((await app.inject('/mf-manifest.json')).body)).toMatchObject({ id: 'r1' });
    expect((await app.inject('/remoteEntry.js')).body).toBe('// entry of r1\n');
    const staged = await app.inject('/_env/staging/mf-manifest.json');
    expect(staged.statusCode).toBe(200);
    expect(staged.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(staged.body)).toMatchObject({ id: 'r2' });
    expect((await app.inject('/_env/staging/remoteEntry.js')).body).toBe('// entry of r2\n');
    expect((await app.inject('/_env/production/remoteEntry.js')).body).toBe('// entry of r1\n');
  });

  it("renders with each environment's own release", async () => {
    expect((await render('')).json()).toMatchObject({ html: '<h1>r1 /p</h1>' });
    expect((await render('/_env/staging')).json()).toMatchObject({ html: '<h1>r2 /p</h1>' });
  });

  it('finds the hashed chunks of every kept release under every environment', async () => {
    for (const prefix of ['', '/_env/staging']) {
      for (const id of ['r1', 'r2']) {
        const chunk = await app.inject(`${prefix}/assets/chunk.${hashOf(id)}.js`);
        expect(chunk.statusCode).toBe(200);
        expect(chunk.body).toBe(`// chunk of ${id}\n`);
      }
    }
    // An unhashed file comes from the environment's live release only.
    expect((await app.inject('/_env/staging/only-in-r1.js')).statusCode).toBe(404);
    expect((await app.inject('/only-in-r2.js')).statusCode).toBe(404);
  });

  it('answers 404 for an environment that does not exist, and never serves its files', async () => {
    for (const url of [
      '/_env/qa/mf-manifest.json',
      '/_env/staging',
      '/_env/staging/server/render.cjs',
      '/_env/qa/__render?module=./ProductPage&path=/&pattern=/',
    ]) {
      expect((await app.inject(url)).statusCode).toBe(404);
    }
  });

  it("follows staging's pointer at once, and falls back to production without one", async () => {
    await release(pkg, 'r3', { environment: 'staging' });
    expect(JSON.parse((await app.inject('/_env/staging/mf-manifest.json')).body)).toMatchObject({
      id: 'r3',
    });
    await rollback(pkg.dir, { environment: 'staging' });
    expect((await render('/_env/staging')).json()).toMatchObject({ html: '<h1>r2 /p</h1>' });
    expect((await render('')).json()).toMatchObject({ html: '<h1>r1 /p</h1>' });

    const fresh = tempDir('edge-remote-envs-fresh-');
    try {
      await release(fresh, 'p1');
      const { app: other } = await buildRemoteServer({
        roots: (environment) => servedRoots(fresh.dir, environment),
      });
      // Nothing staged yet: staging shows what production shows.
      expect(JSON.parse((await other.inject('/_env/staging/mf-manifest.json')).body)).toMatchObject(
        { id: 'p1' },
      );
      await other.close();
    } finally {
      fresh.remove();
    }
  });
});
