// Canaries in the shell's server: while a remote runs one (its /_env/canary/canary.json), a
// visitor whose cohort cookie is below the share gets pages naming the canary's manifest and
// rendered by the canary's /__render, everyone else the live release's; a visitor without a
// cohort gets one, pinned by a cookie; the page cache never mixes the two; a canary that ends
// sends everyone back at the next poll; its release is in edge_remote_release_info as
// role="canary".
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { readShellConfig, type ShellConfig } from '../src/config';
import {
  canaryManifestUrl,
  canaryStateUrl,
  COHORT_COOKIE,
  cohortCookie,
  remotesFor,
  type RunningCanary,
  visitorCohort,
} from '../src/shell/canaries';
import { buildShellServer } from '../src/shell/shell-server';
import { createTelemetryMetrics } from '../src/shell/telemetry';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';
import { sampleOf } from './support/prometheus';

describe("a visitor's cohort", () => {
  it('reads a kept cohort, and draws a new one for a missing or foreign value', () => {
    expect(visitorCohort(`a=1; ${COHORT_COOKIE}=7; b=2`)).toEqual({ cohort: 7, isNew: false });
    expect(visitorCohort(`${COHORT_COOKIE}=0`)).toEqual({ cohort: 0, isNew: false });
    for (const header of [undefined, `${COHORT_COOKIE}=100`, `${COHORT_COOKIE}=-1`, 'x=5']) {
      const drawn = visitorCohort(header);
      expect(drawn.isNew).toBe(true);
      expect(drawn.cohort).toBeGreaterThanOrEqual(0);
      expect(drawn.cohort).toBeLessThan(100);
    }
    // Drawn evenly enough that a 10% share is about a tenth of new visitors.
    const draws = Array.from({ length: 4000 }, () => visitorCohort(undefined).cohort);
    const below10 = draws.filter((cohort) => cohort < 10).length / draws.length;
    expect(below10).toBeGreaterThan(0.07);
    expect(below10).toBeLessThan(0.13);
  });

  it('is kept a year in a first-party cookie only the server reads', () => {
    expect(cohortCookie(42)).toBe(
      `${COHORT_COOKIE}=42; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
    expect(cohortCookie(3, { secure: true })).toMatch(/; Secure$/);
  });

  it("names a canary's manifest for the cohorts below its share only", () => {
    const remotes = {
      catalog: 'https://remotes.example/catalog/mf-manifest.json',
      community: 'https://remotes.example/community/mf-manifest.json',
    };
    const canary: RunningCanary = {
      release: 'r2',
      share: 10,
      since: '2026-11-27T00:00:00.000Z',
      manifest: canaryManifestUrl(remotes.catalog),
    };
    expect(canary.manifest).toBe('https://remotes.example/catalog/_env/canary/mf-manifest.json');
    expect(canaryStateUrl(remotes.catalog)).toBe(
      'https://remotes.example/catalog/_env/canary/canary.json',
    );
    const running = new Map([['catalog', canary]]);
    expect(remotesFor(9, remotes, running)).toEqual({
      remotes: { ...remotes, catalog: canary.manifest },
      key: 'catalog@r2',
      onCanary: ['catalog'],
    });
    expect(remotesFor(10, remotes, running)).toEqual({ remotes, key: '', onCanary: [] });
    expect(remotesFor(0, remotes, new Map())).toEqual({ remotes, key: '', onCanary: [] });
  });
});

describe("the release info of a remote's canary", () => {
  it('has a role="canary" series while the canary runs', async () => {
    const registry = new Registry();
    const metrics = createTelemetryMetrics(registry, ['catalog']);
    metrics.liveRelease('catalog', 'r1');
    metrics.canaryRelease('catalog', 'r2');
    const series = (release: string, role: string) => ({
      remote: 'catalog',
      environment: 'production',
      release,
      role,
    });
    let text = await registry.metrics();
    expect(sampleOf(text, 'edge_remote_release_info', series('r1', 'live'))).toBe(1);
    expect(sampleOf(text, 'edge_remote_release_info', series('r2', 'canary'))).toBe(1);
    metrics.canaryRelease('catalog', null);
    text = await registry.metrics();
    expect(sampleOf(text, 'edge_remote_release_info', series('r1', 'live'))).toBe(1);
    expect(text).not.toContain('role="canary"');
  });
});

describe('canary pages in the shell', () => {
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;

  async function start(overrides: Partial<ShellConfig> = {}) {
    const config = {
      ...readShellConfig({ API_URL: 'http://127.0.0.1:9', PREVIEW_ORIGINS: '' }),
      remotes: { catalog: remote.url },
      canaryPollMs: 25,
      ...overrides,
    };
    ({ app } = await buildShellServer({ distDir: shellDist.dir, config }));
  }

  /** Waits for two more polls of the canary state: the shell has read what is set now. */
  async function nextPolls() {
    const seen = remote.canaryPolls;
    const deadline = Date.now() + 3_000;
    while (remote.canaryPolls < seen + 2) {
      if (Date.now() > deadline) throw new Error('the shell does not poll the canary state');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const page = (url: string, cohort?: number) =>
    app.inject({
      url,
      headers: cohort === undefined ? {} : { cookie: `${COHORT_COOKIE}=${cohort}` },
    });
  const configOf = (body: string) =>
    JSON.parse(
      (/<meta name="shop-config" content="([^"]*)">/.exec(body)?.[1] ?? '').replaceAll(
        '&quot;',
        '"',
      ),
    ) as { remotes: Record<string, string> };
  const canaryManifest = () =>
    remote.url.replace('/mf-manifest.json', '/_env/canary/mf-manifest.json');

  beforeEach(async () => {
    remote = await startFakeRemote();
    remote.canary = { release: 'release-2', share: 10, since: '2026-11-27T00:00:00.000Z' };
    shellDist = makeShellDist();
  });

  afterEach(async () => {
    await app?.close();
    await remote.close();
    shellDist.remove();
  });

  it('renders and names the canary for a cohort below its share, the live release for the rest', async () => {
    await start({ pageCacheMs: 0 });
    await nextPolls();
    const inCanary = await page('/product/3', 9);
    expect(inCanary.body).toContain('<h1>./ProductPage for anyone (canary release-2)</h1>');
    expect(configOf(inCanary.body).remotes.catalog).toBe(canaryManifest());
    expect(remote.asked.at(-1)).toMatchObject({ module: './ProductPage', canary: true });
    // A kept cohort is not set again.
    expect(inCanary.headers['set-cookie']).not.toEqual(
      expect.arrayContaining([expect.stringContaining(COHORT_COOKIE)]),
    );

    const stable = await page('/product/3', 10);
    expect(stable.body).toContain('<h1>./ProductPage for anyone</h1>');
    expect(stable.body).not.toContain('canary');
    expect(configOf(stable.body).remotes.catalog).toBe(remote.url);
    expect(remote.asked.at(-1)?.canary).toBeUndefined();
  });

  it('pins a new visitor with a cohort cookie, and its page agrees with it', async () => {
    await start({ pageCacheMs: 0 });
    await nextPolls();
    for (let visit = 0; visit < 5; visit += 1) {
      const first = await page('/product/3');
      const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
      const set = cookies.find((cookie) => cookie.startsWith(`${COHORT_COOKIE}=`))!;
      expect(set).toMatch(/^mf_cohort=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
      const cohort = Number(/^mf_cohort=(\d+)/.exec(set)![1]);
      const expected = cohort < 10 ? canaryManifest() : remote.url;
      expect(configOf(first.body).remotes.catalog).toBe(expected);
      expect(first.body.includes('(canary release-2)')).toBe(cohort < 10);
    }
  });

  it('never serves a canary page from the cache to a stable visitor, or the reverse', async () => {
    await start({ pageCacheMs: 60_000 });
    await nextPolls();
    const answers = [];
    for (const cohort of [3, 50, 3, 50, 99, 0]) answers.push(await page('/', cohort));
    const [canaryFirst, stableFirst, canaryAgain, stableAgain, stable99, canary0] = answers;
    expect(canaryFirst.headers['x-page-cache']).toBe('miss');
    expect(stableFirst.headers['x-page-cache']).toBe('miss');
    for (const answer of [canaryAgain, stableAgain, stable99, canary0]) {
      expect(answer.headers['x-page-cache']).toBe('hit');
    }
    expect(canaryFirst.body).toContain('(canary release-2)');
    expect(canaryAgain.body).toBe(canaryFirst.body);
    expect(canary0.body).toBe(canaryFirst.body);
    expect(stableFirst.body).not.toContain('canary');
    expect(stableAgain.body).toBe(stableFirst.body);
    expect(stable99.body).toBe(stableFirst.body);
    expect(remote.asked.filter((ask) => ask.module === './HomeSections')).toHaveLength(2);
  });

  it('sends everyone back to the live release at the next poll once the canary ends', async () => {
    await start({ pageCacheMs: 60_000 });
    await nextPolls();
    expect((await page('/', 3)).body).toContain('(canary release-2)');
    remote.canary = null;
    await nextPolls();
    const back = await page('/', 3);
    expect(back.body).not.toContain('canary');
    expect(configOf(back.body).remotes.catalog).toBe(remote.url);
    // No canary, no cohort cookie for a new visitor.
    const fresh = await page('/');
    expect(([] as string[]).concat(fresh.headers['set-cookie'] ?? []).join()).not.toContain(
      COHORT_COOKIE,
    );
    // A new canary (another release) is a new set of pages.
    remote.canary = { release: 'release-3', share: 50, since: '2026-11-27T01:00:00.000Z' };
    await nextPolls();
    expect((await page('/', 30)).body).toContain('(canary release-3)');
  });

  it('keeps the back office and a staging shell on the live releases', async () => {
    await start({ pageCacheMs: 0 });
    await nextPolls();
    const admin = await page('/admin', 1);
    expect(configOf(admin.body).remotes.catalog).toBe(remote.url);
    await app.close();
    const polls = remote.canaryPolls;
    await start({
      pageCacheMs: 0,
      environment: 'staging',
      remotes: {
        catalog: remote.url.replace('/mf-manifest.json', '/_env/staging/mf-manifest.json'),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(remote.canaryPolls).toBe(polls);
    expect((await page('/product/3', 1)).body).not.toContain('canary');
  });
});
