// Environments in the team's commands: `release --to staging` moves staging's pointer alone;
// `promote <id> --to production` points production at the same folder (the same bytes, nothing
// built or copied); `--rollback --env staging` goes back in staging's own history; `--list` says
// which release is live where; the gate checks a release against the shell of the environment
// it goes to (STAGING_SHELL_URL for staging, SHELL_URL for production); pruning keeps what any
// environment still needs.
import { lstatSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  currentRelease,
  history,
  liveDir,
  prune,
  PRUNE_MIN_AGE_MS,
  KEEP_RELEASES,
  recordLive,
  releaseTimes,
  rollbackTarget,
} from '../src/remote/releases';
import { tempDir, type TempDir } from './support/edge-fixtures';
import {
  fakeBuild,
  liveShellContract,
  shellLoadingAboutPage,
  useLiveShell,
  useReleaseCommand,
  useRemotePackage,
  writeBuild,
} from './support/release-fixtures';

describe('environments in healing-release', () => {
  useLiveShell(shellLoadingAboutPage);
  const run = useReleaseCommand(() => pkg.dir);
  const pkg = useRemotePackage('edge-release-envs-');

  const releases = () => path.join(pkg.dir, 'releases');

  /** A build as the build-kit writes it, exposing `exposes`. */
  const build = (exposes = ['AboutPage']) => fakeBuild(exposes);

  it('releases to staging alone; production keeps its release', async () => {
    const first = await run([], build());
    expect(first.failed).toBe(false);
    const live = currentRelease(pkg.dir)!;
    const staged = await run(['--to', 'staging'], build());
    expect(staged.failed).toBe(false);
    const id = currentRelease(pkg.dir, 'staging')!;
    expect(id).not.toBe(live);
    expect(staged.out).toContain(`mf-example ${id} is live in staging`);
    expect(staged.out).toContain(`\`promote ${id} --to production\``);
    expect(currentRelease(pkg.dir)).toBe(live);
    expect(history(pkg.dir)).toEqual([live]);
    expect(history(pkg.dir, 'staging')).toEqual([id]);
    // Staging's pointer is a relative link to the release's one folder.
    const link = path.join(releases(), 'env', 'staging', 'current');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(path.join('..', '..', id));
    expect(liveDir(pkg.dir, 'staging')).toBe(realpathSync(path.join(releases(), id)));
    expect(liveDir(pkg.dir)).toBe(realpathSync(path.join(releases(), live)));
  });

  it('promotes the staged release to production: the same folder, nothing rebuilt', async () => {
    await run([], build());
    await run(['--to', 'staging'], build());
    const id = currentRelease(pkg.dir, 'staging')!;
    const manifest = path.join(releases(), id, 'mf-manifest.json');
    const before = { inode: statSync(manifest).ino, bytes: readFileSync(manifest) };
    const builds = jest.fn();
    const promoted = await run(['promote', id, '--to', 'production'], {
      loadRunWebpack: () => Promise.resolve({ buildOnce: builds }),
    });
    expect(promoted.failed).toBe(false);
    expect(builds).not.toHaveBeenCalled();
    expect(promoted.out).toContain(`promoted ${id}: ${id} is live (was `);
    expect(promoted.out).toContain('production now serves the same folder as staging');
    expect(currentRelease(pkg.dir)).toBe(id);
    expect(currentRelease(pkg.dir, 'staging')).toBe(id);
    expect(liveDir(pkg.dir)).toBe(liveDir(pkg.dir, 'staging'));
    expect(statSync(manifest).ino).toBe(before.inode);
    expect(readFileSync(manifest)).toEqual(before.bytes);
  });

  it('promotes a production release to staging, and refuses an unknown environment', async () => {
    await run([], build());
    const live = currentRelease(pkg.dir)!;
    const promoted = await run(['promote', live, '--to', 'staging']);
    expect(promoted.failed).toBe(false);
    expect(promoted.out).toContain(`promoted ${live} to staging: ${live} is live in staging`);
    expect(currentRelease(pkg.dir, 'staging')).toBe(live);

    const wrong = await run(['promote', live, '--to', 'qa']);
    expect(wrong.failed).toBe(true);
    expect(wrong.errors).toContain('--to qa: there is no such environment (production, staging)');
    const wrongRelease = await run(['--to', 'qa'], build());
    expect(wrongRelease.failed).toBe(true);
    expect((await run(['--rollback', '--env', 'qa'])).errors).toContain(
      '--env qa: there is no such environment',
    );
    expect((await run(['--env', 'staging'], build())).errors).toContain(
      '--env goes with --rollback',
    );
  });

  it("rolls back in staging's own history; production is untouched", async () => {
    await run([], build());
    const live = currentRelease(pkg.dir)!;
    await run(['--to', 'staging'], build());
    const s1 = currentRelease(pkg.dir, 'staging')!;
    await run(['--to', 'staging'], build());
    const s2 = currentRelease(pkg.dir, 'staging')!;
    const productionHistory = readFileSync(path.join(releases(), 'history.json'), 'utf8');

    const back = await run(['--rollback', '--env', 'staging']);
    expect(back.failed).toBe(false);
    expect(back.out).toContain(
      `rolled back in staging from ${s2} to ${s1}: ${s1} is live in staging`,
    );
    expect(back.out).toContain(`\`promote ${s2} --to staging\` makes it live again`);
    expect(currentRelease(pkg.dir, 'staging')).toBe(s1);
    expect(releaseTimes(pkg.dir, 'staging')[s2].rolledBackAt).toBeDefined();
    expect(currentRelease(pkg.dir)).toBe(live);
    expect(readFileSync(path.join(releases(), 'history.json'), 'utf8')).toBe(productionHistory);

    // Staging has nowhere left to go back to (s2 was rolled back from); production's release
    // is kept, so it can be named.
    const none = await run(['--rollback', '--env', 'staging']);
    expect(none.failed).toBe(true);
    expect(none.errors).toContain('has no earlier release in staging to roll back to');
    const named = await run(['--rollback', '--to', live, '--env', 'staging']);
    expect(named.failed).toBe(false);
    expect(currentRelease(pkg.dir, 'staging')).toBe(live);
    expect(rollbackTarget(pkg.dir)).toBeNull();
  });

  it('lists which release is live in which environment', async () => {
    await run([], build());
    const p1 = currentRelease(pkg.dir)!;
    await run(['--to', 'staging'], build());
    const s1 = currentRelease(pkg.dir, 'staging')!;
    const { out, failed } = await run(['--list']);
    expect(failed).toBe(false);
    const lines = out.trim().split('\n');
    const production = releaseTimes(pkg.dir);
    const staging = releaseTimes(pkg.dir, 'staging');
    expect(lines).toEqual([
      'mf-example releases, newest first to go live (* live):',
      `  ${s1}  (staging: live since ${staging[s1].since})`,
      `* ${p1}  (live since ${production[p1].since})`,
      `live in each environment: production ${p1}, staging ${s1}`,
    ]);
  });

  describe("the gate checks against the environment's own shell", () => {
    let staging: TempDir;
    const saved = process.env.STAGING_SHELL_URL;

    beforeEach(() => {
      // Staging's shell no longer loads ./AboutPage: a release renaming it fits staging, not
      // production (SHELL_URL, loadsAboutPage).
      staging = tempDir('edge-staging-shell-');
      staging.write('shell-contract.json', JSON.stringify(liveShellContract()));
      process.env.STAGING_SHELL_URL = staging.dir;
    });

    afterEach(() => {
      if (saved === undefined) delete process.env.STAGING_SHELL_URL;
      else process.env.STAGING_SHELL_URL = saved;
      staging.remove();
    });

    it('a release fitting staging goes there; its promotion to production is refused', async () => {
      const staged = await run(['--to', 'staging'], build(['StoryPage']));
      expect(staged.failed).toBe(false);
      const id = currentRelease(pkg.dir, 'staging')!;
      expect(staged.out).toContain(`fits the live staging shell (${staging.dir})`);

      const promoted = await run(['promote', id, '--to', 'production']);
      expect(promoted.failed).toBe(true);
      expect(promoted.errors).toContain(`refuses mf-example ${id} for the live shell (`);
      expect(promoted.errors).toContain('no longer exposes ./AboutPage');
      expect(currentRelease(pkg.dir)).toBeNull();

      // The same release straight to production is refused by production's shell.
      const direct = await run([], build(['StoryPage']));
      expect(direct.failed).toBe(true);
      expect(currentRelease(pkg.dir)).toBeNull();
    });

    it("refuses for staging what staging's shell cannot take, and audits a forced one", async () => {
      staging.write(
        'shell-contract.json',
        JSON.stringify(
          liveShellContract({ remotes: { remote: [{ module: './CartPage', usedBy: '/cart' }] } }),
        ),
      );
      const refused = await run(['--to', 'staging'], build());
      expect(refused.failed).toBe(true);
      expect(refused.errors).toContain('for the live staging shell');
      expect(refused.errors).toContain('./CartPage, which the live shell loads for /cart');
      expect(currentRelease(pkg.dir, 'staging')).toBeNull();

      const forced = await run(['--to', 'staging', '--force'], build());
      expect(forced.failed).toBe(false);
      const id = currentRelease(pkg.dir, 'staging')!;
      const line = JSON.parse(readFileSync(path.join(releases(), 'audit.log'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(line).toMatchObject({
        action: 'release',
        environment: 'staging',
        release: id,
        shell: staging.dir,
      });
    });
  });
});

describe('pruning with environments', () => {
  let pkg: TempDir;
  let clock: number;
  const options = () => ({ now: () => clock, minAgeMs: PRUNE_MIN_AGE_MS });

  beforeEach(() => {
    pkg = tempDir('edge-prune-envs-');
    clock = Date.parse('2025-03-01T12:00:00Z');
  });

  afterEach(() => {
    pkg.remove();
  });

  async function release(id: string, environment = 'production') {
    writeBuild(path.join(pkg.dir, 'releases', id), id, { exposes: { Page: `// ${id}` } });
    clock += 60_000;
    await recordLive(pkg.dir, id, { ...options(), environment });
  }

  it("keeps staging's releases however many production releases", async () => {
    await release('s1', 'staging');
    await release('s2', 'staging');
    for (let index = 1; index <= KEEP_RELEASES + 2; index += 1) await release(`p${index}`);
    clock += 2 * PRUNE_MIN_AGE_MS;
    const removed = await prune(pkg.dir, options());
    // Production's oldest go; staging's live release and the one before stay.
    expect(removed).toEqual(['p1', 'p2']);
    expect(history(pkg.dir, 'staging')).toEqual(['s1', 's2']);
    expect(currentRelease(pkg.dir, 'staging')).toBe('s2');
    expect(liveDir(pkg.dir, 'staging')).toBe(realpathSync(path.join(pkg.dir, 'releases', 's2')));
    // The environments' folder is never taken for a release that never went live.
    expect(lstatSync(path.join(pkg.dir, 'releases', 'env')).isDirectory()).toBe(true);
  });

  it('keeps a release another environment still has live, once gone from the first', async () => {
    await release('r1');
    await release('r1', 'staging');
    for (let index = 2; index <= KEEP_RELEASES + 3; index += 1) await release(`r${index}`);
    clock += 2 * PRUNE_MIN_AGE_MS;
    expect(await prune(pkg.dir, options())).not.toContain('r1');
    expect(currentRelease(pkg.dir, 'staging')).toBe('r1');
    expect(statSync(path.join(pkg.dir, 'releases', 'r1', 'mf-manifest.json')).isFile()).toBe(true);
  });
});
