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
//
// The release gate (remote/release-gate.ts): before the live pointer moves (a release, a promote,
// a rollback), the release is checked against the live shell's contract (its
// shell-contract.json), from `--shell <url|folder>`, or SHELL_URL, or else the shell's local build
// (shell/host/dist). A refusal changes nothing and says why; `--force` goes live anyway, warns,
// and appends a line to <releases dir>/audit.log (`--list` marks such releases).
// The releases folder is the package's releases/, or <RELEASES_ROOT>/<package name>/.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publishRelease } from '../remote/publish';
import {
  checkRelease,
  GateInputError,
  loadRelease,
  loadShellContract,
} from '../remote/release-gate';
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

/** The shell's local build: the live shell when no other is named (a developer's machine). */
export const LOCAL_SHELL_BUILD = path.resolve(__dirname, '..', '..', '..', 'host', 'dist');
const AUDIT_LOG = 'audit.log';

interface GateOptions {
  /** The live shell: its origin, its build folder or its shell-contract.json. */
  shell?: string;
  force?: boolean;
}

type GatedAction = 'release' | 'promote' | 'rollback';

interface GatePassage {
  /** Why the gate refused, when forced past it (empty: it passed). */
  reasons: string[];
  shell: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Checks the release built in `releaseDir` against the live shell. Refused: throws, saying every
 * reason. Forced: warns and answers the reasons, for the audit log once the release is live.
 */
async function gate(
  packageDir: string,
  releaseDir: string,
  id: string,
  options: GateOptions,
): Promise<GatePassage> {
  const pkg = packageOf(packageDir);
  const shell = options.shell ?? (process.env.SHELL_URL || LOCAL_SHELL_BUILD);
  let reasons: string[];
  try {
    const shellContract = await loadShellContract(shell);
    const { manifest, platformContract } = loadRelease(releaseDir);
    reasons = checkRelease({ manifest, platformContract, shellContract });
  } catch (error) {
    if (!(error instanceof GateInputError)) throw error;
    reasons = [error.message];
  }
  if (reasons.length === 0) {
    say(`[release] gate passed: ${pkg.name} ${id} fits the live shell (${shell})`);
    return { reasons, shell };
  }
  const told = reasons.map((reason) => `\n  - ${reason}`).join('');
  if (!options.force) {
    throw new CommandError(
      `the release gate refuses ${pkg.name} ${id} for the live shell (${shell}):${told}\n` +
        `The live release is unchanged. --force goes live anyway (recorded in the audit log).`,
    );
  }
  say(
    `[release] warning: forced past the release gate (${shell}), ${pkg.name} ${id} goes live ` +
      `although:${told}`,
  );
  return { reasons, shell };
}

/** Records a release forced past the gate, once it is live: one JSON line in audit.log. */
function audit(
  packageDir: string,
  action: GatedAction,
  id: string,
  from: string | null,
  passage: GatePassage,
): void {
  if (passage.reasons.length === 0) return;
  let user: string;
  try {
    user = os.userInfo().username;
  } catch {
    user = process.env.USER ?? 'unknown';
  }
  const dir = releasesDir(packageDir);
  mkdirSync(dir, { recursive: true });
  const line = {
    time: new Date().toISOString(),
    action,
    release: id,
    from,
    forced: true,
    user,
    host: os.hostname(),
    shell: passage.shell,
    reasons: passage.reasons,
  };
  appendFileSync(path.join(dir, AUDIT_LOG), `${JSON.stringify(line)}\n`);
  say(`[release] forced ${action} of ${id} recorded in ${path.join(dir, AUDIT_LOG)}`);
}

/** Release id -> how many reasons the gate gave when it was last forced live. */
function forcedReleases(packageDir: string): Map<string, number> {
  const forced = new Map<string, number>();
  let text: string;
  try {
    text = readFileSync(path.join(releasesDir(packageDir), AUDIT_LOG), 'utf8');
  } catch {
    return forced;
  }
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as { release?: unknown; reasons?: unknown };
      if (typeof entry.release === 'string' && Array.isArray(entry.reasons)) {
        forced.set(entry.release, entry.reasons.length);
      }
    } catch {
      // a torn or empty line
    }
  }
  return forced;
}

function list(packageDir: string): void {
  const pkg = packageOf(packageDir);
  const forced = forcedReleases(packageDir);
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
    const forcedReasons = forced.get(id);
    if (forcedReasons !== undefined) {
      notes.push(`forced past the gate: ${plural(forcedReasons, 'reason')}`);
    }
    say(`${id === live ? '*' : ' '} ${id}${notes.length > 0 ? `  (${notes.join(', ')})` : ''}`);
  }
  if (!live) say('  (no release is live: the working-tree build in dist/ is served)');
}

/** Gates a switch to kept release `id` (an unknown id is left to the switch to refuse). */
async function gateSwitch(
  packageDir: string,
  id: string | null | undefined,
  options: GateOptions,
): Promise<GatePassage | null> {
  if (!id || !history(packageDir).includes(id)) return null;
  const dir = path.join(releasesDir(packageDir), id);
  if (!existsSync(path.join(dir, 'mf-manifest.json'))) return null;
  return gate(packageDir, dir, id, options);
}

async function switchBack(
  packageDir: string,
  to: string | undefined,
  options: GateOptions,
): Promise<void> {
  const pkg = packageOf(packageDir);
  const from = currentRelease(packageDir);
  const passage = await gateSwitch(packageDir, to ?? rollbackTarget(packageDir), options);
  const now = await rollback(packageDir, { to });
  if (!now) {
    throw new CommandError(
      `${pkg.name} has no earlier release to roll back to (none kept that was not rolled back ` +
        `from); name one with --rollback --to <id>, or see --list`,
    );
  }
  say(`[release] ${pkg.name} rolled back from ${from ?? 'dist/'} to ${now}: ${now} is live`);
  if (passage) audit(packageDir, 'rollback', now, from, passage);
  if (from) {
    say(
      `[release] ${from} is marked rolled back from: a plain rollback will not return to it; ` +
        `\`promote ${from}\` makes it live again`,
    );
  }
}

async function promoteCommand(packageDir: string, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { shell: { type: 'string' }, force: { type: 'boolean' } },
  });
  if (positionals.length !== 1)
    throw new CommandError('promote needs one release id: promote <id>');
  const pkg = packageOf(packageDir);
  const id = positionals[0];
  const passage =
    id === currentRelease(packageDir) ? null : await gateSwitch(packageDir, id, values);
  const { from, to } = await promote(packageDir, id);
  say(`[release] ${pkg.name} promoted ${to}: ${to} is live (was ${from ?? 'dist/'})`);
  if (passage) audit(packageDir, 'promote', to, from, passage);
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

async function release(
  packageDir: string,
  deps: ReleaseCommandDeps,
  options: GateOptions,
): Promise<void> {
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
  // The gate, before the live pointer moves: a refused build is thrown away.
  let passage: GatePassage;
  try {
    passage = await gate(packageDir, staged.dir, id, options);
  } catch (error) {
    await staged.discard();
    throw error;
  }
  const from = currentRelease(packageDir);
  await commitRelease(packageDir, staged);
  say(`[release] ${pkg.name} ${id} is live (${releasesDir(packageDir)})`);
  audit(packageDir, 'release', id, from, passage);
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
        shell: { type: 'string' },
        force: { type: 'boolean' },
      },
    });
    const gateOptions: GateOptions = { shell: values.shell, force: values.force };
    if (values.to !== undefined && !values.rollback) {
      throw new CommandError('--to goes with --rollback (or use: promote <id>)');
    }
    if (values.list) return list(cwd);
    if (values.rollback) return await switchBack(cwd, values.to, gateOptions);
    await release(cwd, deps, gateOptions);
  } catch (error) {
    // Every failure is told in one line (a gate refusal adds one per reason); what was live
    // stays live.
    console.error(`healing-release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
