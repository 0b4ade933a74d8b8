// The release gate in the team's commands: `healing-release` checks the staged build against the
// live shell before the pointer moves, and a refusal throws the build away, leaves the live
// release live, says every reason and fails; `--force` goes live anyway, warns, and is recorded
// in audit.log and in `--list`. `promote <id>` and `--rollback [--to <id>]` are gated the same
// way: going back to a release the live shell no longer supports is refused too.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentRelease, history, recordLive } from '../src/remote/releases';
import {
  fakeBuild,
  liveShellContract,
  shellLoadingAboutPage,
  useLiveShell,
  useReleaseCommand,
  useRemotePackage,
} from './support/release-fixtures';

describe('the release gate in healing-release', () => {
  const shell = useLiveShell(shellLoadingAboutPage);
  const run = useReleaseCommand(() => pkg.dir);
  const pkg = useRemotePackage('edge-release-gate-');
  let clock: number;

  beforeEach(() => {
    clock = Date.parse('2025-03-01T12:00:00Z');
  });

  const releases = () => path.join(pkg.dir, 'releases');

  /** A build as the build-kit writes it, exposing `exposes`. */
  const build = (exposes: string[]) => fakeBuild(exposes, pkg.dir);

  /** Kept release `id`, made live without the gate (as before the gate existed). */
  async function kept(id: string, exposes: string[], platform = '^1.11.0') {
    pkg.write(
      `releases/${id}/mf-manifest.json`,
      JSON.stringify({ name: 'remote', exposes: exposes.map((name) => ({ name })) }),
    );
    pkg.write(`releases/${id}/platform-contract.json`, JSON.stringify({ platform, imports: [] }));
    clock += 60_000;
    await recordLive(pkg.dir, id, { now: () => clock });
  }

  const auditLines = () =>
    readFileSync(path.join(releases(), 'audit.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('lets a release that fits the live shell go live, saying so', async () => {
    const result = await run([], build(['AboutPage', 'BooksPage']));
    expect(result.failed).toBe(false);
    const live = currentRelease(pkg.dir)!;
    expect(result.out).toContain(`gate passed: mf-example ${live} fits the live shell`);
    expect(result.out).toContain(`mf-example ${live} is live`);
    expect(existsSync(path.join(releases(), 'audit.log'))).toBe(false);
  });

  it('refuses a release that renamed a module the shell loads: nothing changes', async () => {
    await run([], build(['AboutPage']));
    const live = currentRelease(pkg.dir);
    const before = history(pkg.dir);

    const result = await run([], build(['StoryPage']));
    expect(result.failed).toBe(true);
    expect(result.errors).toContain(`healing-release: the release gate refuses mf-example 1.0.0-`);
    expect(result.errors).toContain(`for the live shell (${shell.dir()}):`);
    expect(result.errors).toContain(
      '  - no longer exposes ./AboutPage, which the live shell loads for /about',
    );
    expect(result.errors).toContain('The live release is unchanged.');
    expect(result.out).not.toContain('is live');
    expect(currentRelease(pkg.dir)).toBe(live);
    expect(history(pkg.dir)).toEqual(before);
    // The refused build is gone: no staged folder, no release folder beside the live one.
    expect(readdirSync(path.join(releases(), '.staging'))).toEqual([]);
    expect(readdirSync(releases()).filter((name) => name.startsWith('1.0.0-'))).toEqual([live]);
    // ...and so are its source maps; the live release keeps its own.
    expect(readdirSync(path.join(pkg.dir, 'source-maps'))).toEqual([live]);
  });

  // TypeScript's verdicts take a second or two on a busy machine: the limit guards a hang.
  it('refuses a release whose component no longer takes the prop the shell passes', async () => {
    writeFileSync(
      path.join(shell.dir(), 'shell-contract.json'),
      JSON.stringify(
        liveShellContract({
          remotes: {
            remote: [
              {
                module: './AboutPage',
                usedBy: '/about',
                props: { tone: { type: '"calm" | "bright"', optional: false } },
              },
            ],
          },
        }),
      ),
    );
    const taking = (type: string) =>
      fakeBuild(['AboutPage'], pkg.dir, {
        exposes: { './AboutPage': { props: { tone: { type, optional: false } } } },
      });

    const narrowed = await run([], taking('"calm"'));
    expect(narrowed.failed).toBe(true);
    expect(narrowed.errors).toContain(
      '  - ./AboutPage takes the prop tone as "calm", but the live shell passes "calm" | "bright" ' +
        'for /about',
    );
    expect(currentRelease(pkg.dir)).toBeNull();

    const widened = await run([], taking('string'));
    expect(widened.failed).toBe(false);
    expect(currentRelease(pkg.dir)).not.toBeNull();
  }, 60_000);

  it('refuses every release when the live shell cannot be read, saying where it looked', async () => {
    const nowhere = path.join(pkg.dir, 'no-shell');
    const result = await run(['--shell', nowhere], build(['AboutPage']));
    expect(result.failed).toBe(true);
    expect(result.errors).toContain(
      `  - the live shell's contract is not at ${nowhere}/shell-contract.json`,
    );
    expect(currentRelease(pkg.dir)).toBeNull();
    expect(readdirSync(path.join(releases(), '.staging'))).toEqual([]);
  });

  it('--force goes live anyway, warns, and writes the audit line', async () => {
    const result = await run(['--force'], build(['StoryPage']));
    expect(result.failed).toBe(false);
    const live = currentRelease(pkg.dir)!;
    expect(live).toMatch(/^1\.0\.0-/);
    expect(result.out).toContain(
      `[release] warning: forced past the release gate (${shell.dir()}), mf-example ${live} ` +
        'goes live although:\n  - no longer exposes ./AboutPage, which the live shell loads ' +
        'for /about',
    );
    const [line, ...rest] = auditLines();
    expect(rest).toEqual([]);
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      action: 'release',
      environment: 'production',
      release: live,
      from: null,
      forced: true,
      user: os.userInfo().username,
      host: os.hostname(),
      shell: shell.dir(),
      reasons: ['no longer exposes ./AboutPage, which the live shell loads for /about'],
    });

    const listing = await run(['--list']);
    expect(listing.out).toContain(`* ${live}  (live since `);
    expect(listing.out).toContain('forced past the gate: 1 reason)');
  });

  it('gates promote: a release built for a newer platform is refused, unless forced', async () => {
    await kept('r1', ['AboutPage']);
    await kept('r2', ['AboutPage'], '^1.12.0');
    await kept('r3', ['AboutPage']);

    const refused = await run(['promote', 'r2']);
    expect(refused.failed).toBe(true);
    expect(refused.errors).toContain('the release gate refuses mf-example r2');
    expect(refused.errors).toContain(
      '  - requires @healing/platform ^1.12.0 but the live shell provides 1.11.0',
    );
    expect(currentRelease(pkg.dir)).toBe('r3');

    const forced = await run(['promote', 'r2', '--force']);
    expect(forced.failed).toBe(false);
    expect(forced.out).toContain('promoted r2: r2 is live (was r3)');
    expect(currentRelease(pkg.dir)).toBe('r2');
    expect(auditLines()).toEqual([
      expect.objectContaining({
        action: 'promote',
        release: 'r2',
        from: 'r3',
        reasons: ['requires @healing/platform ^1.12.0 but the live shell provides 1.11.0'],
      }),
    ]);
    expect((await run(['promote', 'r1'])).failed).toBe(false);
  });

  it('gates rollback: going back to a release the live shell no longer supports is refused', async () => {
    // r1 was built before the shell loaded ./AboutPage for /about.
    await kept('r1', ['BooksPage']);
    await kept('r2', ['AboutPage']);
    const reason = '  - no longer exposes ./AboutPage, which the live shell loads for /about';

    for (const args of [['--rollback'], ['--rollback', '--to', 'r1']]) {
      const refused = await run(args);
      expect(refused.failed).toBe(true);
      expect(refused.errors).toContain('the release gate refuses mf-example r1');
      expect(refused.errors).toContain(reason);
      expect(currentRelease(pkg.dir)).toBe('r2');
    }

    const forced = await run(['--rollback', '--force']);
    expect(forced.failed).toBe(false);
    expect(forced.out).toContain('rolled back from r2 to r1: r1 is live');
    expect(auditLines()).toEqual([
      expect.objectContaining({ action: 'rollback', release: 'r1', from: 'r2' }),
    ]);
  });
});
