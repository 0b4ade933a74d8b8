// The automatic abort of a failing canary in the shell's server: it counts the pages it serves
// with the canary and with the stable release (cohort cookies) and the failures the beacons
// report (the real POST /_telemetry) for each release; once the rule says abort, it asks the
// remote's server (here a fake one recording the request) to end that canary, with the render
// secret, once; it counts the abort in edge_remote_canary_auto_aborts_total and e-mails the
// team (an .eml file without SMTP_URL); the canary ends for everyone at the next poll.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ShellConfig } from '../src/config';
import { readCanaryGuardConfig } from '../src/config';
import { buildRemoteServer } from '../src/remote/remote-server';
import {
  canaryFile,
  commitCanary,
  commitRelease,
  currentCanary,
  servedRoots,
  stageRelease,
} from '../src/remote/releases';
import type { EdgeMetrics } from '../src/http/metrics';
import { COHORT_COOKIE } from '../src/shell/canaries';
import { canaryAbortUrl } from '../src/shell/canary-guard';
import { buildShellServer } from '../src/shell/shell-server';
import {
  listen,
  makeShellBuild,
  tempDir,
  type TempDir,
  testShellConfig,
} from './support/edge-fixtures';
import { writeBuild } from './support/release-fixtures';
import { type FakeRemote, startFakeRemote } from './support/fake-site';
import { sampleOf } from './support/prometheus';

const failure = (release: string) => ({
  remote: 'catalog',
  module: 'ProductPage',
  release,
  kind: 'render',
});

describe("a remote's abort address", () => {
  it('is beside its manifest, as its canary state is', () => {
    expect(canaryAbortUrl('http://127.0.0.1:3101/mf-manifest.json')).toBe(
      'http://127.0.0.1:3101/_canary/abort',
    );
    expect(canaryAbortUrl('https://remotes.example/catalog/mf-manifest.json')).toBe(
      'https://remotes.example/catalog/_canary/abort',
    );
  });
});

describe('the automatic abort of a failing canary', () => {
  let remote: FakeRemote;
  let build: TempDir;
  let mail: TempDir;
  let app: FastifyInstance;
  let metrics: EdgeMetrics | null;

  async function start(overrides: Partial<ShellConfig> = {}) {
    ({ app, metrics } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({
        remotes: { catalog: remote.url },
        canaryPollMs: 25,
        pageCacheMs: 0,
        renderSecret: 'the-secret',
        metrics: { port: 0, host: '127.0.0.1' },
        telemetry: { ratePerMinute: 10_000, vitalsSampleRate: 0.25 },
        canaryGuard: {
          ...readCanaryGuardConfig({}),
          alertEmail: 'team@example.test',
          mailDir: mail.dir,
        },
        ...overrides,
      }),
    }));
  }

  async function until(what: string, done: () => boolean) {
    const deadline = Date.now() + 3_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const nextPolls = async () => {
    const seen = remote.canaryPolls;
    await until('two canary polls', () => remote.canaryPolls >= seen + 2);
  };
  const pages = async (count: number, cohort: number) => {
    for (let page = 0; page < count; page += 1) {
      const answer = await app.inject({
        url: '/',
        headers: { cookie: `${COHORT_COOKIE}=${cohort}` },
      });
      expect(answer.statusCode).toBe(200);
    }
  };
  const beacon = async (release: string, count: number) => {
    for (let sent = 0; sent < count; sent += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/_telemetry',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ events: [failure(release)] }),
      });
      expect(answer.statusCode).toBe(204);
    }
  };
  const autoAborts = async () =>
    sampleOf(await metrics!.registry.metrics(), 'edge_remote_canary_auto_aborts_total', {
      remote: 'catalog',
      release: 'release-2',
    }) ?? 0;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  beforeEach(async () => {
    remote = await startFakeRemote();
    remote.canary = { release: 'release-2', share: 10, since: '2026-11-27T00:00:00.000Z' };
    build = makeShellBuild();
    mail = tempDir('edge-canary-mail-');
  });

  afterEach(async () => {
    await app?.close();
    await remote.close();
    build.remove();
    mail.remove();
  });

  it('aborts a canary failing significantly more than stable, once the minimum sample is in', async () => {
    await start();
    await nextPolls();
    // 50 canary pages (cohort 3 of a 10% canary), 450 stable ones (cohort 50).
    await pages(50, 3);
    await pages(450, 50);
    await beacon('release-1', 4); // stable: under 1%
    await beacon('release-2', 4); // canary: 8%, but under the 5 failures the rule wants
    await settle();
    expect(remote.aborts).toEqual([]);
    expect(await autoAborts()).toBe(0);

    await beacon('release-2', 1);
    await until('the abort request', () => remote.aborts.length === 1);
    const [asked] = remote.aborts;
    expect(asked.secret).toBe('the-secret');
    expect(asked.body.release).toBe('release-2');
    expect(asked.body.reason).toMatch(
      /^failing significantly more than stable \(z >= 3\): canary 5 failures in 50 pages \(10\.0%\), stable 4 in 450 \(0\.9%\), z \d+\.\d\d$/,
    );
    await until('the fake remote to end the canary', () => remote.canary === null);
    await settle();
    expect(await autoAborts()).toBe(1);
    // The team's e-mail, as an .eml file without SMTP_URL.
    await until('the e-mail', () => readdirSync(mail.dir).some((file) => file.endsWith('.eml')));
    const [eml] = readdirSync(mail.dir).filter((file) => file.endsWith('.eml'));
    // Quoted-printable: soft line breaks joined, '=' decoded.
    const text = readFileSync(path.join(mail.dir, eml), 'utf8')
      .replaceAll('=\r\n', '')
      .replaceAll('=3D', '=');
    expect(text).toContain('To: team@example.test');
    expect(text).toContain('Subject: [canary] catalog release-2 was aborted automatically');
    expect(text).toContain(`Why: ${asked.body.reason}`);
    expect(text).toContain('Production serves: release-1');

    // More failures of the same canary: never a second request.
    await beacon('release-2', 5);
    await settle();
    expect(remote.aborts).toHaveLength(1);
    // The canary's cohort is back on the live release at the next poll.
    await nextPolls();
    const back = await app.inject({ url: '/', headers: { cookie: `${COHORT_COOKIE}=3` } });
    expect(back.body).not.toContain('/_env/canary/');
  });

  it('leaves alone a canary failing no more than stable, however many failures', async () => {
    await start();
    await nextPolls();
    await pages(60, 3);
    await pages(540, 50);
    await beacon('release-1', 54); // 10% of stable pages
    await beacon('release-2', 7); // 11.7% of canary pages: not significant
    await beacon('unknown', 20); // counted for neither
    await settle();
    expect(remote.aborts).toEqual([]);
    expect(remote.canary?.release).toBe('release-2');
    expect(await autoAborts()).toBe(0);
  });

  it('starts counting again when the canary changes', async () => {
    await start();
    await nextPolls();
    await pages(50, 3);
    await pages(450, 50);
    // A new canary: release-2's pages are not release-3's, whose five failures then come
    // before any page of its own (the rule wants 50).
    remote.canary = { release: 'release-3', share: 10, since: '2026-11-27T01:00:00.000Z' };
    await nextPolls();
    await beacon('release-3', 5);
    await settle();
    expect(remote.aborts).toEqual([]);
  });
});

describe("the automatic abort through a remote's real server", () => {
  let pkg: TempDir;
  let build: TempDir;
  let remoteApp: FastifyInstance;
  let app: FastifyInstance;

  afterEach(async () => {
    await app?.close();
    await remoteApp?.close();
    build.remove();
    pkg.remove();
  });

  it('ends the canary in the releases folder and audits it', async () => {
    pkg = tempDir('edge-canary-guard-');
    build = makeShellBuild();
    for (const [id, canary] of [
      ['r1', false],
      ['r2', true],
    ] as const) {
      const staged = await stageRelease(pkg.dir, id);
      writeBuild(staged.dir, id, { exposes: { AboutPage: `export default '${id}'` } });
      if (canary) await commitCanary(pkg.dir, staged, 10);
      else await commitRelease(pkg.dir, staged);
    }
    ({ app: remoteApp } = await buildRemoteServer({
      roots: (environment) => servedRoots(pkg.dir, environment),
      canaryFile: () => canaryFile(pkg.dir),
      packageDir: pkg.dir,
      renderSecret: 'the-secret',
    }));
    const manifest = `http://127.0.0.1:${await listen(remoteApp)}/mf-manifest.json`;
    ({ app } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({
        remotes: { catalog: manifest },
        canaryPollMs: 25,
        pageCacheMs: 0,
        renderSecret: 'the-secret',
        telemetry: { ratePerMinute: 10_000, vitalsSampleRate: 0.25 },
        canaryGuard: { ...readCanaryGuardConfig({}), minPages: 5 },
      }),
    }));
    const page = (cohort: number) =>
      app.inject({ url: '/', headers: { cookie: `${COHORT_COOKIE}=${cohort}` } });
    const deadline = Date.now() + 3_000;
    while (!(await page(3)).body.includes('/_env/canary/')) {
      if (Date.now() > deadline) throw new Error('the shell never read the canary');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (let sent = 0; sent < 5; sent += 1) await page(3);
    for (let sent = 0; sent < 45; sent += 1) await page(50);
    for (let sent = 0; sent < 5; sent += 1) {
      await app.inject({
        method: 'POST',
        url: '/_telemetry',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ events: [failure('r2')] }),
      });
    }
    // The canary ends first, then the abort is appended to the audit log.
    const auditLog = path.join(pkg.dir, 'releases', 'audit.log');
    while (currentCanary(pkg.dir) !== null || !existsSync(auditLog)) {
      if (Date.now() > deadline + 3_000) throw new Error('the canary was never aborted');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const lines = readFileSync(auditLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ action: 'auto-abort', release: 'r2', production: 'r1' }),
    ]);
    expect(lines[0].reason).toMatch(/canary 5 failures in \d+ pages/);
    // Back on the live release at the shell's next poll.
    while ((await page(3)).body.includes('/_env/canary/')) {
      if (Date.now() > deadline + 6_000) throw new Error('the canary page stayed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }, 15_000);
});
