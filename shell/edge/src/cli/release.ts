// `healing-release`                  builds this remote into its releases folder and makes it live
// `healing-release --rollback`       goes back from the live release to the newest one before it
//                                    that was never rolled back from; the live one is marked
//                                    rolled back from, and a plain rollback never returns to it
// `healing-release --rollback --to <id>`
//                                    goes back to kept release <id> (the live one is marked)
// `healing-release promote <id>`     makes kept release <id> live (e.g. one rolled back from, once
//                                    its fix is confirmed), clearing its rolled-back mark
// `healing-release --list`           shows the kept releases, newest first: the live one, those
//                                    rolled back from, when each went live, where rollback goes
// `healing-release publish [<remote folder>] --to <dir> [--id <release>]`
//                                    copies the live release (or the one named) to a static host's
//                                    folder, entry last, with a headers file beside each file
// Only this remote changes: the shell and the other remotes are neither rebuilt nor restarted.
// The releases folder is the package's releases/, or <RELEASES_ROOT>/<package name>/.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publishRelease } from '../remote/publish';
import {
  commitRelease,
  currentRelease,
  history,
  promote,
  releasesDir,
  releaseTimes,
  rollback,
  rollbackTarget,
  stageRelease,
} from '../remote/releases';
import { loadRunWebpack, type RunWebpack } from './run-webpack';

/** What the command tells the person who ran it. */
const say = (line: string) => process.stdout.write(`${line}\n`);

class CommandError extends Error {}

export interface ReleaseCommandDeps {
  loadRunWebpack: () => Promise<Pick<RunWebpack, 'buildOnce'>>;
}

function packageOf(packageDir: string): { name: string; version: string } {
  const file = path.join(packageDir, 'package.json');
  if (!existsSync(file)) throw new CommandError(`${packageDir} is no package (no package.json)`);
  return JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
}

function list(packageDir: string): void {
  const pkg = packageOf(packageDir);
  const live = currentRelease(packageDir);
  const times = releaseTimes(packageDir);
  const target = rollbackTarget(packageDir);
  const ids = history(packageDir);
  if (ids.length === 0) {
    say(`${pkg.name} has no release yet: the working-tree build in dist/ is served`);
    return;
  }
  say(`${pkg.name} releases, newest first to go live (* live):`);
  // Newest first by when each last went live; unrecorded ones keep their history order.
  const order = ids
    .map((id, index) => ({ id, index, since: times[id]?.since ?? '' }))
    .sort((a, b) => b.since.localeCompare(a.since) || b.index - a.index);
  for (const { id } of order) {
    const time = times[id] ?? {};
    const notes: string[] = [];
    if (id === live) notes.push(time.since ? `live since ${time.since}` : 'live');
    else if (time.since) notes.push(`went live ${time.since}`);
    if (id !== live && time.until) notes.push(`live until ${time.until}`);
    if (time.rolledBackAt) notes.push(`rolled back from ${time.rolledBackAt}`);
    if (id === target) notes.push('rollback goes here');
    say(`${id === live ? '*' : ' '} ${id}${notes.length > 0 ? `  (${notes.join(', ')})` : ''}`);
  }
  if (!live) say('  (no release is live: the working-tree build in dist/ is served)');
}

async function switchBack(packageDir: string, to: string | undefined): Promise<void> {
  const pkg = packageOf(packageDir);
  const from = currentRelease(packageDir);
  const now = await rollback(packageDir, { to });
  if (!now) {
    throw new CommandError(
      `${pkg.name} has no earlier release to roll back to (none kept that was not rolled back ` +
        `from); name one with --rollback --to <id>, or see --list`,
    );
  }
  say(`[release] ${pkg.name} rolled back from ${from ?? 'dist/'} to ${now}: ${now} is live`);
  if (from) {
    say(
      `[release] ${from} is marked rolled back from: a plain rollback will not return to it; ` +
        `\`promote ${from}\` makes it live again`,
    );
  }
}

async function promoteCommand(packageDir: string, args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1)
    throw new CommandError('promote needs one release id: promote <id>');
  const pkg = packageOf(packageDir);
  const { from, to } = await promote(packageDir, positionals[0]);
  say(`[release] ${pkg.name} promoted ${to}: ${to} is live (was ${from ?? 'dist/'})`);
}

async function publish(cwd: string, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: 'string' }, id: { type: 'string' } },
  });
  if (positionals.length > 1) throw new CommandError('publish takes one remote folder at most');
  if (!values.to) throw new CommandError('publish needs the folder to publish to: --to <dir>');
  const packageDir = path.resolve(cwd, positionals[0] ?? '.');
  const pkg = packageOf(packageDir);
  const id = values.id ?? currentRelease(packageDir);
  if (!id) {
    throw new CommandError(
      `${pkg.name} has no live release to publish; release first, or name one with --id`,
    );
  }
  const releaseDir = path.join(releasesDir(packageDir), id);
  if (!existsSync(path.join(releaseDir, 'mf-manifest.json'))) {
    throw new CommandError(`${pkg.name} has no release ${id} (nothing in ${releaseDir})`);
  }
  const target = path.resolve(cwd, values.to);
  say(`[publish] ${pkg.name} ${id} -> ${target}`);
  const result = await publishRelease(releaseDir, id, target);
  say(
    `[publish] ${pkg.name} ${id} is published: ${result.copied.length} files written, ` +
      `${result.unchanged.length} already there, ${result.removed.length} old files removed`,
  );
}

async function release(packageDir: string, deps: ReleaseCommandDeps): Promise<void> {
  const pkg = packageOf(packageDir);
  const { buildOnce } = await deps.loadRunWebpack();
  // The suffix keeps releasers started in the same millisecond apart (2 bytes collided once in
  // 8 at once: 48 bits make it a non-event).
  const id = `${pkg.version}-${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}`;
  // Built aside and moved into place whole: no server ever sees a half-written release.
  const staged = await stageRelease(packageDir, id);
  say(`[release] building ${pkg.name} ${id}`);
  if (!(await buildOnce({ env: { BUILD_OUT_DIR: staged.dir, RELEASE_ID: id } }))) {
    await staged.discard();
    throw new CommandError('the build failed; the live release is unchanged');
  }
  await commitRelease(packageDir, staged);
  say(`[release] ${pkg.name} ${id} is live (${releasesDir(packageDir)})`);
}

export async function main(
  cwd: string = process.cwd(),
  args: string[] = process.argv.slice(2),
  deps: ReleaseCommandDeps = { loadRunWebpack },
): Promise<void> {
  try {
    if (args[0] === 'publish') return await publish(cwd, args.slice(1));
    if (args[0] === 'promote') return await promoteCommand(cwd, args.slice(1));
    const { values } = parseArgs({
      args,
      options: {
        rollback: { type: 'boolean' },
        to: { type: 'string' },
        list: { type: 'boolean' },
      },
    });
    if (values.to !== undefined && !values.rollback) {
      throw new CommandError('--to goes with --rollback (or use: promote <id>)');
    }
    if (values.list) return list(cwd);
    if (values.rollback) return await switchBack(cwd, values.to);
    await release(cwd, deps);
  } catch (error) {
    // Every failure is told in one line; what was live stays live.
    console.error(`healing-release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
