// The shell's cache of remote areas rendered for nobody (src/shell/area-cache.ts): an area is
// shown again only while its remote's release, the public data's version and its age allow, only
// when its remote said it is the same for every visitor, never for a page rendered for a visitor;
// and the cache is bounded by entries and bytes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { readShellConfig } from '../src/config';
import { createAreaCache, watchDataVersion } from '../src/shell/area-cache';
import { buildShellServer } from '../src/shell/shell-server';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';

describe('the area cache', () => {
  let release: string | undefined;
  let version: string | undefined;
  let now: number;
  const make = (options: { maxEntries?: number; maxBytes?: number } = {}) =>
    createAreaCache<string>({
      ttlMs: 60_000,
      liveRelease: (remote) => (remote === 'catalog' ? release : undefined),
      dataVersion: () => version,
      now: () => now,
      ...options,
    });
  const kept = (area: string, bytes = 10) => ({ area, release: 'r1', version: '7', bytes });

  beforeEach(() => {
    release = 'r1';
    version = '7';
    now = 0;
  });

  it('misses an area never kept, and finds one kept', () => {
    const cache = make();
    expect(cache.get('a', 'catalog')).toBeUndefined();
    expect(cache.set('a', 'catalog', kept('<p>A</p>'))).toBe(true);
    expect(cache.get('a', 'catalog')).toBe('<p>A</p>');
    expect(cache.get('b', 'catalog')).toBeUndefined();
  });

  it('drops an area once the public data has a new version', () => {
    const cache = make();
    cache.set('a', 'catalog', kept('<p>A</p>'));
    version = '8';
    expect(cache.get('a', 'catalog')).toBeUndefined();
    // Gone, not hidden: the old version coming back (it cannot) would not bring it back.
    version = '7';
    expect(cache.get('a', 'catalog')).toBeUndefined();
  });

  it('drops an area once its remote has another release live', () => {
    const cache = make();
    cache.set('a', 'catalog', kept('<p>A</p>'));
    release = 'r2';
    expect(cache.get('a', 'catalog')).toBeUndefined();
  });

  it('shows and keeps nothing while the version or the release is unknown', () => {
    const cache = make();
    version = undefined;
    expect(cache.set('a', 'catalog', { ...kept('<p>A</p>'), version: undefined })).toBe(false);
    version = '7';
    cache.set('a', 'catalog', kept('<p>A</p>'));
    version = undefined;
    expect(cache.get('a', 'catalog')).toBeUndefined();
    version = '7';
    cache.set('b', 'catalog', kept('<p>B</p>'));
    release = undefined;
    expect(cache.get('b', 'catalog')).toBeUndefined();
  });

  it('keeps nothing rendered at a version that has moved on since it was asked for', () => {
    const cache = make();
    version = '8';
    expect(cache.set('a', 'catalog', kept('<p>A</p>'))).toBe(false);
    expect(cache.get('a', 'catalog')).toBeUndefined();
  });

  it('shows an area no longer than its time to live', () => {
    const cache = make();
    cache.set('a', 'catalog', kept('<p>A</p>'));
    now = 59_999;
    expect(cache.get('a', 'catalog')).toBe('<p>A</p>');
    now = 60_000;
    expect(cache.get('a', 'catalog')).toBeUndefined();
  });

  it('holds at most maxEntries areas, the least recently used going first', () => {
    const cache = make({ maxEntries: 2 });
    cache.set('a', 'catalog', kept('A'));
    cache.set('b', 'catalog', kept('B'));
    cache.get('a', 'catalog');
    cache.set('c', 'catalog', kept('C'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'catalog')).toBeUndefined();
    expect(cache.get('a', 'catalog')).toBe('A');
    expect(cache.get('c', 'catalog')).toBe('C');
  });

  it('holds at most maxBytes, and never an area larger than that', () => {
    const cache = make({ maxBytes: 100 });
    cache.set('a', 'catalog', kept('A', 60));
    cache.set('b', 'catalog', kept('B', 60));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('a', 'catalog')).toBeUndefined();
    expect(cache.get('b', 'catalog')).toBe('B');
    expect(cache.set('c', 'catalog', kept('C', 101))).toBe(false);
  });
});

describe("the public data's version", () => {
  it('is the API’s last answer, polled by one timer, and unknown once the API stops answering', async () => {
    let answer: Response | Error = Response.json({ version: '41' });
    const asked: string[] = [];
    let clock = 0;
    const watch = watchDataVersion('http://api.test', {
      intervalMs: 60_000,
      staleMs: 3_000,
      now: () => clock,
      fetch: (input) => {
        asked.push(input);
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
    });
    try {
      await watch.ready();
      expect(asked).toEqual(['http://api.test/api/data-version']);
      expect(watch.current()).toBe('41');
      answer = Response.json({ version: '42' });
      await watch.poll();
      expect(watch.current()).toBe('42');
      answer = new Error('connection refused');
      clock = 2_999;
      await watch.poll();
      expect(watch.current()).toBe('42');
      clock = 3_000;
      expect(watch.current()).toBeUndefined();
    } finally {
      watch.stop();
    }
  });

  it("keeps the last version when an answer is not the contract's shape", async () => {
    let answer: Response = Response.json({ version: '7' });
    const watch = watchDataVersion('http://api.test', {
      intervalMs: 60_000,
      fetch: () => Promise.resolve(answer),
    });
    try {
      await watch.ready();
      for (const body of [{ version: '' }, { version: 8 }, {}, ['8'], null, 'version 8']) {
        answer = Response.json(body);
        await watch.poll();
        expect({ body, version: watch.current() }).toEqual({ body, version: '7' });
      }
      answer = new Response('{"version":', { headers: { 'content-type': 'application/json' } });
      await watch.poll();
      expect(watch.current()).toBe('7');
    } finally {
      watch.stop();
    }
  });
});

describe("the shell's pages with the area cache", () => {
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;
  let api: Server;
  let version = 1;

  beforeEach(async () => {
    version = 1;
    api = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(req.url === '/api/data-version' ? { version: String(version) } : {}));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    remote = await startFakeRemote();
    remote.shares = 'anonymous';
    shellDist = makeShellDist();
    const config = {
      ...readShellConfig({
        API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        PREVIEW_ORIGINS: '',
        AREA_CACHE_MS: '60000',
      }),
      remotes: { catalog: remote.url },
      // Every page rendered: only the areas are kept.
      pageCacheMs: 0,
    };
    ({ app } = await buildShellServer({ distDir: shellDist.dir, config }));
    // Until the first poll has answered, nothing is kept.
    for (let tries = 0; tries < 50; tries++) {
      await app.inject({ url: '/product/1' });
      if (await keptOnce()) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    remote.asked.length = 0;
  });

  /** Whether the next page came from the cache (its remote not asked). */
  async function keptOnce(): Promise<boolean> {
    const before = remote.asked.length;
    await app.inject({ url: '/product/1' });
    return remote.asked.length === before;
  }

  afterEach(async () => {
    await app?.close();
    await remote.close();
    await new Promise((resolve) => api.close(resolve));
    shellDist.remove();
  });

  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });

  it('asks the remote once for an area the same for everyone, and renders each page with it', async () => {
    const first = await page('/product/1');
    const second = await page('/product/1');
    expect(remote.asked).toEqual([]);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('./ProductPage for anyone');
    await page('/product/2');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/product/2']);
  });

  it('asks the remote once for a burst of pages with the same area', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => page('/product/9')));
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/product/9']);
    for (const answer of pages) expect(answer.body).toContain('./ProductPage for anyone');
  });

  it('asks again once the public data has a new version', async () => {
    version = 2;
    // The next poll (every second) sees it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await page('/product/1');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/product/1']);
  });

  it('asks again once the remote has released', async () => {
    remote.release = 'release-2';
    // The shell learns the release from its manifest's ETag, polled every second here.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await page('/product/1');
    await page('/product/1');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/product/1']);
  });

  it('never keeps an area rendered for a visitor, even one its remote calls shared', async () => {
    remote.shares = 'always';
    const cookie = `cart-session=session_17638000000${'01'}_${'ab'.repeat(16)}`;
    await page('/cart', cookie);
    await page('/cart', cookie);
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/cart', '/cart']);
  });

  it('never keeps an area its remote did not call shared', async () => {
    remote.shares = 'none';
    await page('/product/3');
    await page('/product/3');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/product/3', '/product/3']);
  });
});
