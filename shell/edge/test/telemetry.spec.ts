// POST /_telemetry: the beacons shoppers' browsers send about the remotes (failures, Web Vitals),
// counted in the shell's Prometheus registry with remote, module, release and kind labels, next
// to each remote's live release; anything off is refused or dropped and counted nowhere.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { EdgeMetrics } from '../src/http/metrics';
import { buildShellServer, renderIndexHtml } from '../src/shell/shell-server';
import { Registry } from 'prom-client';
import {
  createTelemetryMetrics,
  MAX_EVENTS_PER_BEACON,
  MAX_SERIES_PER_REMOTE,
  readBeacon,
  releaseLabel,
} from '../src/shell/telemetry';
import {
  listen,
  makeShellBuild,
  SHELL_TEMPLATE,
  type TempDir,
  testShellConfig,
} from './support/edge-fixtures';
import { sampleOf } from './support/prometheus';

const failure = (overrides: Record<string, unknown> = {}) => ({
  remote: 'catalog',
  module: 'CollectionPage',
  release: '2026.11.27-1',
  kind: 'chunk',
  ...overrides,
});

describe('readBeacon', () => {
  const remotes = new Set(['catalog', 'community']);

  it('reads failures and vitals with their labels', () => {
    const body = JSON.stringify({
      events: [
        failure(),
        failure({ kind: 'render', release: 'unknown' }),
        { ...failure({ kind: 'vital' }), metric: 'LCP', value: 1834.5 },
      ],
    });
    expect(readBeacon(body, remotes)).toEqual([
      failure(),
      failure({ kind: 'render', release: 'unknown' }),
      { ...failure({ kind: 'vital' }), metric: 'LCP', value: 1834.5 },
    ]);
  });

  it.each([
    ['not JSON', '{"events": ['],
    ['not an object', '[1]'],
    ['no events', '{}'],
    ['an empty list', '{"events": []}'],
    [
      'too many events',
      JSON.stringify({ events: Array.from({ length: MAX_EVENTS_PER_BEACON + 1 }, failure) }),
    ],
  ])('finds %s malformed', (_what, body) => {
    expect(readBeacon(body, remotes)).toBe('malformed');
  });

  it.each([
    ['an unknown remote', failure({ remote: 'payments' })],
    ['a module with a path', failure({ module: '../etc/passwd' })],
    ['a module too long', failure({ module: `M${'x'.repeat(60)}` })],
    ['a release with a space', failure({ release: 'v1 beta' })],
    ['a release too long', failure({ release: `r${'1'.repeat(100)}` })],
    ['an unknown kind', failure({ kind: 'crash' })],
    ['a number for a module', failure({ module: 7 })],
    ['a message smuggled in', failure({ message: 'TypeError at https://shop/?email=a@b.c' })],
    ['a vital without a value', { ...failure({ kind: 'vital' }), metric: 'LCP' }],
    ['a vital as text', { ...failure({ kind: 'vital' }), metric: 'LCP', value: '1200' }],
    ['an unknown vital', { ...failure({ kind: 'vital' }), metric: 'FID', value: 12 }],
    ['a negative vital', { ...failure({ kind: 'vital' }), metric: 'INP', value: -1 }],
    ['an absurd CLS', { ...failure({ kind: 'vital' }), metric: 'CLS', value: 1e9 }],
    ['a value on a failure', failure({ value: 3 })],
  ])('drops the whole beacon for %s', (_what, event) => {
    expect(readBeacon(JSON.stringify({ events: [failure(), event] }), remotes)).toBe('invalid');
  });

  it("reads a working tree's buildVersion as a label value", () => {
    expect(releaseLabel('2026.11.27-1')).toBe('2026.11.27-1');
    expect(releaseLabel('1.0.0+2026-11-27T18:44:22.374Z')).toBe('1.0.0+2026-11-27T18-44-22.374Z');
    expect(releaseLabel(':weird')).toBe('unknown');
    expect(releaseLabel(undefined)).toBe('unknown');
  });
});

describe('POST /_telemetry on the shell server', () => {
  let build: TempDir;
  let app: FastifyInstance;
  let metrics: EdgeMetrics | null;
  let origin: string;
  let manifests: http.Server;
  let buildVersion = '2026.11.27-1';

  const scrape = async () => (await fetch(metrics!.url()!)).text();
  const send = (body: string, type = 'text/plain;charset=UTF-8', from = '10.0.0.1') =>
    fetch(`${origin}/_telemetry`, {
      method: 'POST',
      headers: { 'Content-Type': type, 'X-Forwarded-For': from },
      body,
    });
  const failures = (text: string, labels: Record<string, string>) =>
    sampleOf(text, 'edge_remote_browser_failures_total', labels) ?? 0;

  beforeAll(async () => {
    manifests = http.createServer((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ metaData: { buildInfo: { buildVersion } } }));
    });
    await new Promise<void>((resolve) => manifests.listen(0, '127.0.0.1', resolve));
    const manifestPort = (manifests.address() as AddressInfo).port;
    build = makeShellBuild();
    ({ app, metrics } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({
        remotes: {
          catalog: `http://127.0.0.1:${manifestPort}/mf-manifest.json`,
          community: 'http://127.0.0.1:9/mf-manifest.json',
        },
        metrics: { port: 0, host: '127.0.0.1' },
        // The test's client addresses are believed from X-Forwarded-For.
        trustedProxies: ['127.0.0.1'],
        telemetry: { ratePerMinute: 40, vitalsSampleRate: 0.5 },
      }),
    }));
    origin = `http://127.0.0.1:${await listen(app)}`;
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => manifests.close(resolve));
    build.remove();
  });

  it('counts failures and vitals with remote, module, release and kind labels; answers 204', async () => {
    const before = await scrape();
    const labels = { remote: 'catalog', module: 'CollectionPage', release: '2026.11.27-1' };
    const events = [
      failure(),
      failure(),
      failure({ kind: 'render' }),
      { ...failure({ kind: 'vital' }), metric: 'LCP', value: 1800 },
      { ...failure({ kind: 'vital' }), metric: 'CLS', value: 0.02 },
    ];
    const answer = await send(JSON.stringify({ events }));
    expect(answer.status).toBe(204);
    const json = await send(
      JSON.stringify({ events: [failure({ kind: 'load' })] }),
      'application/json',
    );
    expect(json.status).toBe(204);
    const after = await scrape();
    expect(
      failures(after, { ...labels, kind: 'chunk' }) -
        failures(before, { ...labels, kind: 'chunk' }),
    ).toBe(2);
    expect(failures(after, { ...labels, kind: 'render' })).toBe(1);
    expect(failures(after, { ...labels, kind: 'load' })).toBe(1);
    expect(
      sampleOf(after, 'edge_remote_web_vitals_seconds_count', { ...labels, metric: 'LCP' }),
    ).toBe(1);
    expect(
      sampleOf(after, 'edge_remote_web_vitals_seconds_bucket', {
        ...labels,
        metric: 'LCP',
        le: '2.5',
      }),
    ).toBe(1);
    expect(
      sampleOf(after, 'edge_remote_web_vitals_seconds_bucket', {
        ...labels,
        metric: 'LCP',
        le: '1.5',
      }),
    ).toBe(0);
    expect(sampleOf(after, 'edge_remote_web_vitals_cls_count', labels)).toBe(1);
    expect(sampleOf(after, 'edge_remote_telemetry_beacons_total', { outcome: 'accepted' })).toBe(2);
  });

  it('refuses or drops what is off, and counts none of it', async () => {
    const before = await scrape();
    const sent = [
      await send('{"events": [', 'text/plain', '10.0.0.2'),
      await send(
        JSON.stringify({ events: [failure({ remote: 'payments' })] }),
        'text/plain',
        '10.0.0.2',
      ),
      await send(JSON.stringify({ events: [failure({ kind: 7 })] }), 'text/plain', '10.0.0.2'),
      await send(
        JSON.stringify({ events: Array.from({ length: MAX_EVENTS_PER_BEACON + 1 }, failure) }),
        'text/plain',
        '10.0.0.2',
      ),
      await send(
        JSON.stringify({ events: [failure(), failure({ pad: 'x'.repeat(20_000) })] }),
        'text/plain',
        '10.0.0.2',
      ),
      await send(
        JSON.stringify({ events: [failure()] }),
        'application/x-www-form-urlencoded',
        '10.0.0.2',
      ),
    ];
    expect(sent.map((answer) => answer.status)).toEqual([400, 204, 204, 400, 413, 415]);
    const after = await scrape();
    const labelsOf = (text: string) =>
      text.split('\n').filter((line) => line.startsWith('edge_remote_browser_failures_total'));
    expect(labelsOf(after)).toEqual(labelsOf(before));
    expect(after).not.toContain('payments');
    expect(sampleOf(after, 'edge_remote_telemetry_beacons_total', { outcome: 'malformed' })).toBe(
      2,
    );
    expect(sampleOf(after, 'edge_remote_telemetry_beacons_total', { outcome: 'invalid' })).toBe(2);
  });

  it('answers 429 once a client address has sent its beacons for the minute', async () => {
    const body = JSON.stringify({ events: [failure({ module: 'BooksPage' })] });
    const statuses: number[] = [];
    for (let index = 0; index < 41; index += 1)
      statuses.push((await send(body, 'text/plain', '10.0.0.3')).status);
    expect(statuses.slice(0, 40).every((status) => status === 204)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another address is not held back.
    expect((await send(body, 'text/plain', '10.0.0.4')).status).toBe(204);
    const text = await scrape();
    expect(
      failures(text, {
        remote: 'catalog',
        module: 'BooksPage',
        release: '2026.11.27-1',
        kind: 'chunk',
      }),
    ).toBe(41);
    expect(sampleOf(text, 'edge_remote_telemetry_beacons_total', { outcome: 'rate_limited' })).toBe(
      1,
    );
  });

  it(`keeps at most ${MAX_SERIES_PER_REMOTE} (module, release) pairs per remote; the rest count as other`, async () => {
    for (let index = 0; index < MAX_SERIES_PER_REMOTE + 5; index += 1) {
      const body = JSON.stringify({
        events: [failure({ remote: 'community', module: `Page${index}` })],
      });
      expect((await send(body, 'text/plain', `10.0.1.${index}`)).status).toBe(204);
    }
    const text = await scrape();
    const series = text
      .split('\n')
      .filter((line) => /^edge_remote_browser_failures_total\{.*remote="community"/.test(line))
      .filter((line) => !line.includes('module="other"'));
    expect(series).toHaveLength(MAX_SERIES_PER_REMOTE);
    expect(
      failures(text, { remote: 'community', module: 'other', release: 'other', kind: 'chunk' }),
    ).toBe(5);
  });

  it("shows each remote's live release from its manifest", async () => {
    const live = async () =>
      sampleOf(await scrape(), 'edge_remote_release_info', {
        remote: 'catalog',
        environment: 'production',
        role: 'live',
        release: '2026.11.27-1',
      });
    for (let tries = 0; tries < 50 && (await live()) === undefined; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await live()).toBe(1);
    buildVersion = '2026.11.28-1';
  });

  it("writes the vitals' sample rate into the page's shop config", () => {
    const page = renderIndexHtml(SHELL_TEMPLATE, {
      remotes: {},
      previewOrigins: [],
      telemetry: { ratePerMinute: 60, vitalsSampleRate: 0.1 },
    });
    expect(page).toContain('&quot;telemetry&quot;:{&quot;vitalsSampleRate&quot;:0.1}');
  });
});

describe('the release info of a staging shell', () => {
  it("labels each remote's live release with the shell's environment", async () => {
    const registry = new Registry();
    createTelemetryMetrics(registry, ['catalog'], 'staging').liveRelease('catalog', 'r2');
    const text = await registry.metrics();
    expect(
      sampleOf(text, 'edge_remote_release_info', {
        remote: 'catalog',
        environment: 'staging',
        role: 'live',
        release: 'r2',
      }),
    ).toBe(1);
    expect(text).not.toContain('environment="production"');
  });
});
