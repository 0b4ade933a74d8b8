// Canaries in the team's commands: `release --canary 10%` makes a new release live for a share
// of production's visitors (env/canary/current and canary.json), production unchanged; a second
// canary is refused; `promote` makes the canary's release production's and ends the canary;
// `--abort` ends it, production as it was, and marks the release aborted so no rollback goes to
// it; `--list` shows the canary and its share. A remote's server serves it under /_env/canary/,
// and canary.json beside it, uncached.
import { existsSync, readFileSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from '../src/remote/remote-server';
import { WARM_WAIT_MS } from '../src/remote/render-endpoint';
import {
  canaryFile,
  currentCanary,
  currentRelease,
  history,
  keptIds,
  liveDir,
  releaseTimes,
  rollbackTarget,
  servedRoots,
} from '../src/remote/releases';
import {
  fakeBuild,
  shellLoadingAboutPage,
  useLiveShell,
  useReleaseCommand,
  useRemotePackage,
} from './support/release-fixtures';

describe('canaries in healing-release', () => {
  useLiveShell(shellLoadingAboutPage);
  const run = useReleaseCommand(() => pkg.dir);
  const pkg = useRemotePackage('edge-release-canary-');

  const releases = () => path.join(pkg.dir, 'releases');

  const build = (exposes = ['AboutPage']) => fakeBuild(exposes);

  /** A production release, then a 10% canary; answers both ids. */
  async function canaryOverProduction(share = '10%') {
    expect((await run([], build())).failed).toBe(false);
    const live = currentRelease(pkg.dir)!;
    const started = await run(['--canary', share], build());
    expect(started.errors).toBe('');
    const canary = currentCanary(pkg.dir)!;
    return { live, canary: canary.release, started };
  }

  it('releases a canary for a share of visitors; production keeps its release', async () => {
    const { live, canary, started } = await canaryOverProduction();
    expect(canary).not.toBe(live);
    expect(started.out).toContain(`mf-example ${canary} is the canary for 10% of visitors`);
    expect(started.out).toContain(`production keeps ${live} for the rest`);
    expect(currentRelease(pkg.dir)).toBe(live);
    expect(history(pkg.dir)).toEqual([live]);
    expect(currentRelease(pkg.dir, 'canary')).toBe(canary);
    expect(readlinkSync(path.join(releases(), 'env', 'canary', 'current'))).toBe(
      path.join('..', '..', canary),
    );
    expect(JSON.parse(readFileSync(canaryFile(pkg.dir), 'utf8'))).toEqual({
      release: canary,
      share: 10,
      since: expect.any(String) as string,
    });
    expect(liveDir(pkg.dir, 'canary')).toBe(realpathSync(path.join(releases(), canary)));
  });

  it('refuses a second canary, a bad share and a canary to staging', async () => {
    const { canary } = await canaryOverProduction();
    const builds = jest.fn();
    const second = await run(['--canary', '20%'], {
      loadRunWebpack: () => Promise.resolve({ buildOnce: builds }),
    });
    expect(second.failed).toBe(true);
    expect(second.errors).toContain(`a canary is running already: ${canary} for 10% of visitors`);
    expect(second.errors).toContain('`promote` or `--abort` ends it first');
    expect(builds).not.toHaveBeenCalled();
    expect(currentCanary(pkg.dir)!.release).toBe(canary);

    for (const share of ['0%', '100%', 'ten', '12.5%']) {
      const bad = await run(['--canary', share], build());
      expect(bad.errors).toContain(`--canary ${share}: a canary goes to 1% to 99% of visitors`);
    }
    expect((await run(['--canary', '10', '--to', 'staging'], build())).errors).toContain(
      '--canary goes to a share of production',
    );
  });

  it('refuses a canary the live shell cannot take, changing nothing', async () => {
    await run([], build());
    const refused = await run(['--canary', '10%'], build(['StoryPage']));
    expect(refused.failed).toBe(true);
    expect(refused.errors).toContain('no longer exposes ./AboutPage');
    expect(currentCanary(pkg.dir)).toBeNull();
    expect(currentRelease(pkg.dir, 'canary')).toBeNull();
  });

  it("promote makes the canary's release production's and ends the canary", async () => {
    const { live, canary } = await canaryOverProduction();
    const builds = jest.fn();
    const promoted = await run(['promote'], {
      loadRunWebpack: () => Promise.resolve({ buildOnce: builds }),
    });
    expect(promoted.errors).toBe('');
    expect(promoted.out).toContain(
      `promoted the canary ${canary}: live for every visitor (was ${live}); the canary has ended`,
    );
    expect(builds).not.toHaveBeenCalled();
    expect(currentRelease(pkg.dir)).toBe(canary);
    expect(history(pkg.dir)).toEqual([live, canary]);
    expect(currentCanary(pkg.dir)).toBeNull();
    expect(existsSync(canaryFile(pkg.dir))).toBe(false);
    expect(currentRelease(pkg.dir, 'canary')).toBeNull();
    // A rollback from it goes to the release before, as after any release.
    expect(rollbackTarget(pkg.dir)).toBe(live);
    // Nothing to promote any more: promote wants an id again.
    expect((await run(['promote', '--canary'])).errors).toContain('has no canary running');
    expect((await run(['promote'])).errors).toContain('promote needs one release id');
  });

  it("promote <the canary's id> ends the canary too; promoting it to staging does not", async () => {
    const { canary } = await canaryOverProduction();
    const staged = await run(['promote', canary, '--to', 'staging']);
    expect(staged.errors).toBe('');
    expect(currentRelease(pkg.dir, 'staging')).toBe(canary);
    expect(currentCanary(pkg.dir)?.release).toBe(canary);
    const promoted = await run(['promote', canary]);
    expect(promoted.out).toContain(`promoted the canary ${canary}`);
    expect(currentRelease(pkg.dir)).toBe(canary);
    expect(currentCanary(pkg.dir)).toBeNull();
  });

  it('abort ends the canary, production unchanged, and no rollback goes to it', async () => {
    const { live, canary } = await canaryOverProduction();
    const aborted = await run(['--abort']);
    expect(aborted.errors).toBe('');
    expect(aborted.out).toContain(`aborted the canary ${canary} (10%)`);
    expect(aborted.out).toContain(`production's ${live}`);
    expect(currentRelease(pkg.dir)).toBe(live);
    expect(currentCanary(pkg.dir)).toBeNull();
    expect(currentRelease(pkg.dir, 'canary')).toBeNull();
    // The canary pointer gone, /_env/canary/ serves production's release.
    expect(liveDir(pkg.dir, 'canary')).toBe(liveDir(pkg.dir));
    const times = releaseTimes(pkg.dir)[canary];
    expect(times.abortedAt).toBeDefined();
    expect(times.rolledBackAt).toBe(times.abortedAt);
    expect(history(pkg.dir)).toEqual([canary, live]);

    // A later release, then a rollback: back to `live`, never to the aborted canary.
    await run([], build());
    const next = currentRelease(pkg.dir)!;
    expect(rollbackTarget(pkg.dir)).toBe(live);
    const back = await run(['--rollback']);
    expect(back.errors).toBe('');
    expect(currentRelease(pkg.dir)).toBe(live);
    expect(rollbackTarget(pkg.dir)).toBeNull();
    expect(history(pkg.dir)).toContain(next);
    // Still kept: naming it is possible.
    expect(keptIds(pkg.dir)).toContain(canary);
    expect((await run(['--abort'])).errors).toContain('has no canary running');
  });

  it('lists the canary and its share', async () => {
    const { live, canary } = await canaryOverProduction('5');
    const since = currentCanary(pkg.dir)!.since;
    const listed = await run(['--list']);
    const lines = listed.out.trim().split('\n');
    expect(lines).toContain(`  ${canary}  (canary for 5% since ${since})`);
    expect(lines).toContain(`* ${live}  (live since ${releaseTimes(pkg.dir)[live].since})`);
    expect(lines.at(-1)).toBe(
      `canary: ${canary} for 5% of production's visitors since ${since}; ` +
        "`promote` makes it production's, `--abort` ends it",
    );
    await run(['--abort']);
    const after = (await run(['--list'])).out;
    expect(after).toContain(`  ${canary}  (canary aborted `);
    expect(after).not.toContain('canary:');
  });

  describe("a remote's server", () => {
    let app: FastifyInstance;

    afterEach(async () => {
      await app.close();
    });

    it('serves the canary under /_env/canary/ and canary.json uncached, 404 once it ends', async () => {
      const { live, canary } = await canaryOverProduction();
      ({ app } = await buildRemoteServer({
        roots: (environment) => servedRoots(pkg.dir, environment),
        canaryFile: () => canaryFile(pkg.dir),
      }));
      const manifest = (prefix: string) =>
        app.inject(`${prefix}/mf-manifest.json`).then((answer) => ({
          id: answer.json<{ metaData: { release: string } }>().metaData.release,
        }));
      expect((await manifest('')).id).toBe(live);
      expect((await manifest('/_env/canary')).id).toBe(canary);
      const state = await app.inject('/_env/canary/canary.json');
      expect(state.statusCode).toBe(200);
      expect(state.headers['cache-control']).toBe('no-cache');
      expect(state.json()).toMatchObject({ release: canary, share: 10 });
      // Only the canary has a state file.
      expect((await app.inject('/_env/staging/canary.json')).statusCode).toBe(404);
      expect((await app.inject('/canary.json')).statusCode).toBe(404);

      await run(['--abort']);
      const ended = await app.inject('/_env/canary/canary.json');
      expect(ended.statusCode).toBe(404);
      expect(ended.headers['cache-control']).toBe('no-store');
      expect((await manifest('/_env/canary')).id).toBe(live);
    });
    /**
     * Gives the canary's build a renderer whose render writes to a file beside it: after `ms`
     * (never: it hangs).
     */
    function canaryRenderer(canary: string, ms: number | 'never') {
      const dir = path.join(releases(), canary, 'server');
      const marks = path.join(dir, 'rendered.txt');
      const wait =
        ms === 'never' ? 'new Promise(() => {})' : `new Promise((go) => setTimeout(go, ${ms}))`;
      writeFileSync(
        path.join(dir, 'render.cjs'),
        `const { appendFileSync } = require('node:fs');
exports.renderableModules = ['./AboutPage'];
exports.isSessionId = () => false;
exports.render = async (request) => {
  await ${wait};
  appendFileSync(${JSON.stringify(marks)}, request.module + '\\n');
  return { html: '<h1>About</h1>', state: null };
};
`,
      );
      return () => (existsSync(marks) ? readFileSync(marks, 'utf8') : '');
    }

    it("answers canary.json once the canary's renderer is warm, warmed once", async () => {
      const { canary } = await canaryOverProduction();
      const rendered = canaryRenderer(canary, 300);
      ({ app } = await buildRemoteServer({
        roots: (environment) => servedRoots(pkg.dir, environment),
        canaryFile: () => canaryFile(pkg.dir),
      }));
      // The shells learn of the canary from this answer: by then its renderer has rendered.
      const [first, second] = await Promise.all([
        app.inject('/_env/canary/canary.json'),
        app.inject('/_env/canary/canary.json'),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(rendered()).toBe('./AboutPage\n');
      expect((await app.inject('/_env/canary/canary.json')).statusCode).toBe(200);
      expect(rendered()).toBe('./AboutPage\n');
    });

    it('answers canary.json after WARM_WAIT_MS when the warm-up hangs, and at once after', async () => {
      const { canary } = await canaryOverProduction();
      canaryRenderer(canary, 'never');
      ({ app } = await buildRemoteServer({
        roots: (environment) => servedRoots(pkg.dir, environment),
        canaryFile: () => canaryFile(pkg.dir),
      }));
      const timed = async () => {
        const startedAt = performance.now();
        const answer = await app.inject('/_env/canary/canary.json');
        expect(answer.json()).toMatchObject({ release: canary, share: 10 });
        return performance.now() - startedAt;
      };
      expect(await timed()).toBeGreaterThanOrEqual(WARM_WAIT_MS - 50);
      expect(await timed()).toBeLessThan(WARM_WAIT_MS / 2);
    });

    it('aborts the canary for a shell showing the secret: audited, once, never a newer canary', async () => {
      const { live, canary } = await canaryOverProduction();
      ({ app } = await buildRemoteServer({
        roots: (environment) => servedRoots(pkg.dir, environment),
        canaryFile: () => canaryFile(pkg.dir),
        packageDir: pkg.dir,
        renderSecret: 'the-secret',
      }));
      const reason =
        'failing significantly more than stable (z >= 3): canary 9 failures in 60 pages';
      const abort = (body: object, secret: string | null = 'the-secret') =>
        app.inject({
          method: 'POST',
          url: '/_canary/abort',
          headers: secret === null ? {} : { 'x-render-secret': secret },
          payload: body,
        });
      // Without the secret, or with a wrong one: refused, nothing changed.
      expect((await abort({ release: canary, reason }, null)).statusCode).toBe(403);
      expect((await abort({ release: canary, reason }, 'not-it')).statusCode).toBe(403);
      // Another release than the running canary's (a stale decision): left alone.
      const stale = await abort({ release: live, reason });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ message: string }>().message).toContain(
        `The canary running is ${canary}`,
      );
      expect((await abort({ reason })).statusCode).toBe(400);
      expect(currentCanary(pkg.dir)?.release).toBe(canary);
      expect(existsSync(path.join(releases(), 'audit.log'))).toBe(false);

      const aborted = await abort({ release: canary, reason });
      expect(aborted.statusCode).toBe(200);
      expect(aborted.json()).toEqual({ aborted: canary, production: live });
      // The canary really ended, as `--abort` ends it.
      expect(currentCanary(pkg.dir)).toBeNull();
      expect(currentRelease(pkg.dir)).toBe(live);
      expect(releaseTimes(pkg.dir)[canary].abortedAt).toBeDefined();
      expect(rollbackTarget(pkg.dir)).toBeNull();
      expect((await app.inject('/_env/canary/canary.json')).statusCode).toBe(404);
      const lines = readFileSync(path.join(releases(), 'audit.log'), 'utf8').trim().split('\n');
      expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
        expect.objectContaining({
          action: 'auto-abort',
          release: canary,
          share: 10,
          production: live,
          reason,
          time: expect.any(String) as string,
          host: expect.any(String) as string,
        }),
      ]);
      // A second shell deciding the same: "already ended", nothing more written.
      const again = await abort({ release: canary, reason });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toContain('has already ended');
      expect(
        readFileSync(path.join(releases(), 'audit.log'), 'utf8').trim().split('\n'),
      ).toHaveLength(1);
      // The listing tells the aborted canary as before.
      expect((await run(['--list'])).out).toContain(`  ${canary}  (canary aborted `);
    });

    it('refuses every abort when no render secret is set', async () => {
      const { canary } = await canaryOverProduction();
      ({ app } = await buildRemoteServer({
        roots: (environment) => servedRoots(pkg.dir, environment),
        canaryFile: () => canaryFile(pkg.dir),
        packageDir: pkg.dir,
      }));
      const refused = await app.inject({
        method: 'POST',
        url: '/_canary/abort',
        payload: { release: canary, reason: 'x' },
      });
      expect(refused.statusCode).toBe(403);
      expect(currentCanary(pkg.dir)?.release).toBe(canary);
    });
  });
});
