// `healing-release [--to staging]`   builds this remote into its releases folder and makes it live
//                                    in production (the default, as before environments), or in
//                                    the environment named
// `healing-release --rollback [--env staging]`
//                                    goes back from the environment's live release to the newest
//                                    one before it there that was never rolled back from; the live
//                                    one is marked rolled back from, and a plain rollback never
//                                    returns to it
// `healing-release --rollback --to <id> [--env staging]`
//                                    goes back to kept release <id> (the live one is marked)
// `healing-release promote <id> [--to production|staging]`
//                                    makes kept release <id> live in the environment (production
//                                    unless named): its pointer moves to the same folder, the same
//                                    bytes, never a rebuild; clears its rolled-back mark there
// `healing-release --canary 10%`     builds a release and makes it the canary: live for a stable,
//                                    cookie-pinned 10% of production's visitors (the shell's
//                                    server picks them), production unchanged; one at a time
// `healing-release promote` (or `promote --canary`)
//                                    makes the canary's release production's and ends the canary
// `healing-release --abort`          ends the canary, production as it was; its release is marked
//                                    aborted in production's history, so no rollback goes to it
// `healing-release --list`           shows the kept releases, newest first: which is live in which
//                                    environment, those rolled back from, when each went live,
//                                    where each environment's rollback goes
// `healing-release publish [<remote folder>] --to <dir> [--id <release> | --env staging]`
//                                    copies the live release (production's, the environment's, or
//                                    the one named) to a static host's folder, entry last, with a
//                                    headers file beside each file
// Only this remote changes: the shell and the other remotes are neither rebuilt nor restarted.
//
// The release gate (remote/release-gate.ts): before an environment's live pointer moves (a
// release, a promote, a rollback), the release is checked against the contract of that
// environment's live shell (its shell-contract.json), from `--shell <url|folder>`, or else
// SHELL_URL (production) or STAGING_SHELL_URL (staging), or else the shell's local build
// (shell/host/dist). A refusal changes nothing and says why; `--force` goes live anyway, warns,
// and appends a line to <releases dir>/audit.log (`--list` marks such releases).
// The releases folder is the package's releases/, or <RELEASES_ROOT>/<package name>/.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
  abortCanary,
  appendAudit,
  AUDIT_LOG,
  assertNoCanaryRunning,
  CANARY,
  commitCanary,
  commitRelease,
  currentCanary,
  currentRelease,
  isCanaryShare,
  ENVIRONMENTS,
  history,
  isEnvironment,
  keptIds,
  liveReleases,
  PRODUCTION,
  promote,
  promoteCanary,
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

interface GateOptions {
  /** The live shell: its origin, its build folder or its shell-contract.json. */
  shell?: string;
  force?: boolean;
  /** The environment whose pointer moves, whose shell the release must fit. */
  environment: string;
}

/**
 * The setting naming an environment's live shell: SHELL_URL for production, as before
 * environments; <NAME>_SHELL_URL for another (STAGING_SHELL_URL).
 */
export const shellSetting = (environment: string) =>
  environment === PRODUCTION ? 'SHELL_URL' : `${environment.toUpperCase()}_SHELL_URL`;

/** The live shell of the environment a release goes to (see the top of this file). */
function liveShellOf(options: GateOptions): string {
  return options.shell ?? (process.env[shellSetting(options.environment)] || LOCAL_SHELL_BUILD);
}

/** The environment a command names (production unless named); an unknown one is refused. */
function environmentOf(value: string | undefined, flag: string): string {
  const environment = value ?? PRODUCTION;
  if (!isEnvironment(environment)) {
    throw new CommandError(
      `${flag} ${environment}: there is no such environment (${ENVIRONMENTS.join(', ')})`,
    );
  }
  return environment;
}

/** "the live staging shell"; production's is "the live shell", as before environments. */
const liveShell = (environment: string) =>
  environment === PRODUCTION ? 'the live shell' : `the live ${environment} shell`;

/** ' in staging', for what production says as before. */
const inEnvironment = (environment: string) =>
  environment === PRODUCTION ? '' : ` in ${environment}`;

type GatedAction = 'release' | 'promote' | 'rollback' | 'canary';

interface GatePassage {
  /** Why the gate refused, when forced past it (empty: it passed). */
  reasons: string[];
  shell: string;
  environment: string;
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
  const shell = liveShellOf(options);
  let reasons: string[];
  try {
    const shellContract = await loadShellContract(shell);
    reasons = checkRelease({ ...loadRelease(releaseDir), shellContract });
  } catch (error) {
    if (!(error instanceof GateInputError)) throw error;
    reasons = [error.message];
  }
  if (reasons.length === 0) {
    say(
      `[release] gate passed: ${pkg.name} ${id} fits ${liveShell(options.environment)} (${shell})`,
    );
    return { reasons, shell, environment: options.environment };
  }
  const told = reasons.map((reason) => `\n  - ${reason}`).join('');
  if (!options.force) {
    throw new CommandError(
      `the release gate refuses ${pkg.name} ${id} for ${liveShell(options.environment)} ` +
        `(${shell}):${told}\n` +
        `The live release is unchanged. --force goes live anyway (recorded in the audit log).`,
    );
  }
  say(
    `[release] warning: forced past the release gate (${shell}), ${pkg.name} ${id} goes live` +
      `${inEnvironment(options.environment)} although:${told}`,
  );
  return { reasons, shell, environment: options.environment };
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
  const file = appendAudit(packageDir, {
    action,
    environment: passage.environment,
    release: id,
    from,
    forced: true,
    shell: passage.shell,
    reasons: passage.reasons,
  });
  say(`[release] forced ${action} of ${id} recorded in ${file}`);
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

/** What an environment shows while none of its releases is live. */
const nothingLive = (environment: string) =>
  environment === PRODUCTION ? 'dist/' : "production's live release";

/** One environment's notes on release `id` in --list; production's read as they always have. */
function environmentNotes(packageDir: string, environment: string, id: string): string[] {
  if (!history(packageDir, environment).includes(id)) return [];
  const time = releaseTimes(packageDir, environment)[id] ?? {};
  const live = currentRelease(packageDir, environment) === id;
  const notes: string[] = [];
  if (live) notes.push(time.since ? `live since ${time.since}` : 'live');
  else if (time.since) notes.push(`went live ${time.since}`);
  if (!live && time.until) notes.push(`live until ${time.until}`);
  if (time.abortedAt) notes.push(`canary aborted ${time.abortedAt}`);
  else if (time.rolledBackAt) notes.push(`rolled back from ${time.rolledBackAt}`);
  if (id === rollbackTarget(packageDir, environment)) notes.push('rollback goes here');
  if (environment === PRODUCTION || notes.length === 0) return notes;
  return [`${environment}: ${notes.join(', ')}`];
}

function list(packageDir: string): void {
  const pkg = packageOf(packageDir);
  const forced = forcedReleases(packageDir);
  const live = liveReleases(packageDir);
  const ids = keptIds(packageDir);
  if (ids.length === 0) {
    say(`${pkg.name} has no release yet: the working-tree build in dist/ is served`);
    return;
  }
  const canary = currentCanary(packageDir);
  const others = Object.keys(live).filter((name) => name !== PRODUCTION && name !== CANARY);
  const environments = [PRODUCTION, ...ENVIRONMENTS.filter((name) => name !== PRODUCTION)];
  say(`${pkg.name} releases, newest first to go live (* live):`);
  // Newest first by when each last went live anywhere; unrecorded ones keep their order.
  const lastLive = (id: string) =>
    environments
      .map((name) => releaseTimes(packageDir, name)[id]?.since ?? '')
      .sort()
      .at(-1) ?? '';
  const order = ids
    .map((id, index) => ({ id, index, since: lastLive(id) }))
    .sort((a, b) => b.since.localeCompare(a.since) || b.index - a.index);
  for (const { id } of order) {
    const notes = environments.flatMap((name) => environmentNotes(packageDir, name, id));
    if (canary?.release === id) notes.push(`canary for ${canary.share}% since ${canary.since}`);
    const forcedReasons = forced.get(id);
    if (forcedReasons !== undefined) {
      notes.push(`forced past the gate: ${plural(forcedReasons, 'reason')}`);
    }
    const marker = id === live[PRODUCTION] ? '*' : ' ';
    say(`${marker} ${id}${notes.length > 0 ? `  (${notes.join(', ')})` : ''}`);
  }
  if (!live[PRODUCTION]) say('  (no release is live: the working-tree build in dist/ is served)');
  if (others.length > 0) {
    say(
      `live in each environment: ${environments
        .map((name) => `${name} ${live[name] ?? `none (${nothingLive(name)})`}`)
        .join(', ')}`,
    );
  }
  if (canary) {
    say(
      `canary: ${canary.release} for ${canary.share}% of production's visitors since ` +
        `${canary.since}; \`promote\` makes it production's, \`--abort\` ends it`,
    );
  }
}

/** Gates a switch to kept release `id` (an unknown id is left to the switch to refuse). */
async function gateSwitch(
  packageDir: string,
  id: string | null | undefined,
  options: GateOptions,
): Promise<GatePassage | null> {
  if (!id || !keptIds(packageDir).includes(id)) return null;
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
  const { environment } = options;
  const where = inEnvironment(environment);
  const from = currentRelease(packageDir, environment);
  const passage = await gateSwitch(
    packageDir,
    to ?? rollbackTarget(packageDir, environment),
    options,
  );
  const now = await rollback(packageDir, { to, environment });
  if (!now) {
    throw new CommandError(
      `${pkg.name} has no earlier release${where} to roll back to (none kept that was not ` +
        `rolled back from); name one with --rollback --to <id>, or see --list`,
    );
  }
  say(
    `[release] ${pkg.name} rolled back${where} from ${from ?? nothingLive(environment)} to ` +
      `${now}: ${now} is live${where}`,
  );
  if (passage) audit(packageDir, 'rollback', now, from, passage);
  if (from) {
    const again = environment === PRODUCTION ? '' : ` --to ${environment}`;
    say(
      `[release] ${from} is marked rolled back from${where}: a plain rollback will not return ` +
        `to it; \`promote ${from}${again}\` makes it live again`,
    );
  }
}

async function promoteCommand(packageDir: string, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      shell: { type: 'string' },
      force: { type: 'boolean' },
      canary: { type: 'boolean' },
    },
  });
  // No id, or the canary's own, to production: the canary's release, which ends the canary.
  const canary = currentCanary(packageDir);
  const toProduction = values.to === undefined || values.to === PRODUCTION;
  const namesCanary =
    canary !== null && positionals.length === 1 && positionals[0] === canary.release;
  if (values.canary || (canary && positionals.length === 0) || (namesCanary && toProduction)) {
    if ((positionals.length > 0 && !namesCanary) || !toProduction) {
      throw new CommandError('promote --canary takes no id and goes to production only');
    }
    return promoteTheCanary(packageDir, { shell: values.shell, force: values.force });
  }
  if (positionals.length !== 1) {
    throw new CommandError(
      'promote needs one release id: promote <id> [--to <environment>] (no canary is running)',
    );
  }
  const pkg = packageOf(packageDir);
  const environment = environmentOf(values.to, '--to');
  const id = positionals[0];
  const options = { shell: values.shell, force: values.force, environment };
  const passage =
    id === currentRelease(packageDir, environment)
      ? null
      : await gateSwitch(packageDir, id, options);
  const { from, to } = await promote(packageDir, id, { environment });
  const where = inEnvironment(environment);
  say(
    `[release] ${pkg.name} promoted ${to}${environment === PRODUCTION ? '' : ` to ${environment}`}` +
      `: ${to} is live${where} (was ${from ?? nothingLive(environment)})`,
  );
  // The same folder every environment that has it live serves: nothing was built or copied.
  const sharing = Object.entries(liveReleases(packageDir))
    .filter(([name, live]) => name !== environment && live === to)
    .map(([name]) => name);
  if (sharing.length > 0) {
    say(
      `[release] ${environment} now serves the same folder as ${sharing.join(', ')}: ` +
        `${path.join(releasesDir(packageDir), to)}`,
    );
  }
  if (passage) audit(packageDir, 'promote', to, from, passage);
}

/** `promote` during a canary: gated against production's shell again (it may have changed). */
async function promoteTheCanary(
  packageDir: string,
  gateOptions: Omit<GateOptions, 'environment'>,
): Promise<void> {
  const pkg = packageOf(packageDir);
  const running = currentCanary(packageDir);
  if (!running) throw new CommandError(`${pkg.name} has no canary running to promote`);
  const options = { ...gateOptions, environment: PRODUCTION };
  const passage =
    running.release === currentRelease(packageDir)
      ? null
      : await gateSwitch(packageDir, running.release, options);
  const end = await promoteCanary(packageDir);
  say(
    `[release] ${pkg.name} promoted the canary ${end.release}: live for every visitor ` +
      `(was ${end.from ?? nothingLive(PRODUCTION)}); the canary has ended`,
  );
  if (passage) audit(packageDir, 'promote', end.release, end.from, passage);
}

/** `--abort`: the canary ends, production as it was. */
async function abort(packageDir: string): Promise<void> {
  const pkg = packageOf(packageDir);
  if (!currentCanary(packageDir)) throw new CommandError(`${pkg.name} has no canary running`);
  const end = await abortCanary(packageDir);
  say(
    `[release] ${pkg.name} aborted the canary ${end.release} (${end.share}%): every visitor ` +
      `gets production's ${end.production ?? nothingLive(PRODUCTION)} at the shells' next poll`,
  );
  say(`[release] ${end.release} is marked aborted: no rollback goes to it`);
}

/** `--canary 10%` (or `10`): a whole percentage, 1 to 99. */
function canaryShare(value: string): number {
  const match = /^(\d{1,2})%?$/.exec(value.trim());
  const share = match ? Number(match[1]) : Number.NaN;
  if (!isCanaryShare(share)) {
    throw new CommandError(
      `--canary ${value}: a canary goes to 1% to 99% of visitors (e.g. --canary 10%); ` +
        `100% is a release`,
    );
  }
  return share;
}

async function publish(cwd: string, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: 'string' }, id: { type: 'string' }, env: { type: 'string' } },
  });
  if (positionals.length > 1) throw new CommandError('publish takes one remote folder at most');
  if (!values.to) throw new CommandError('publish needs the folder to publish to: --to <dir>');
  if (values.id !== undefined && values.env !== undefined) {
    throw new CommandError('publish takes a release (--id) or an environment (--env), not both');
  }
  // Each environment's static host gets that environment's live release.
  const environment = environmentOf(values.env, '--env');
  const packageDir = path.resolve(cwd, positionals[0] ?? '.');
  const pkg = packageOf(packageDir);
  const id = values.id ?? currentRelease(packageDir, environment);
  if (!id) {
    throw new CommandError(
      `${pkg.name} has no live release${inEnvironment(environment)} to publish; release first, ` +
        `or name one with --id`,
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
  options: GateOptions & { canary?: number },
): Promise<void> {
  const pkg = packageOf(packageDir);
  // Refused before the build; the start refuses again under the lock.
  if (options.canary !== undefined) assertNoCanaryRunning(packageDir);
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
  const { environment } = options;
  const from = currentRelease(packageDir, environment);
  if (options.canary !== undefined) {
    const canary = await commitCanary(packageDir, staged, options.canary);
    say(
      `[release] ${pkg.name} ${id} is the canary for ${canary.share}% of visitors; production ` +
        `keeps ${from ?? nothingLive(PRODUCTION)} for the rest`,
    );
    say('[release] `promote` makes it live for everyone, `--abort` ends it');
    audit(packageDir, 'canary', id, from, passage);
    return;
  }
  await commitRelease(packageDir, staged, { environment });
  say(
    `[release] ${pkg.name} ${id} is live${inEnvironment(environment)} (${releasesDir(packageDir)})`,
  );
  audit(packageDir, 'release', id, from, passage);
  if (environment !== PRODUCTION) {
    say(`[release] \`promote ${id} --to production\` makes the same build live in production`);
  }
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
        env: { type: 'string' },
        list: { type: 'boolean' },
        shell: { type: 'string' },
        force: { type: 'boolean' },
        canary: { type: 'string' },
        abort: { type: 'boolean' },
      },
    });
    if (values.list) return list(cwd);
    if (values.abort) return await abort(cwd);
    const gate = { shell: values.shell, force: values.force };
    // With --rollback, --to names a release and --env the environment; a release goes --to one.
    if (values.rollback) {
      const environment = environmentOf(values.env, '--env');
      return await switchBack(cwd, values.to, { ...gate, environment });
    }
    if (values.env !== undefined) {
      throw new CommandError('--env goes with --rollback; a release goes --to <environment>');
    }
    if (values.to !== undefined && !isEnvironment(values.to)) {
      throw new CommandError(
        `--to ${values.to}: there is no such environment (${ENVIRONMENTS.join(', ')}); ` +
          `to go to a kept release: --rollback --to <id>, or promote <id>`,
      );
    }
    const environment = environmentOf(values.to, '--to');
    if (values.canary !== undefined) {
      // A canary is a share of production's visitors; it is gated against production's shell.
      if (environment !== PRODUCTION) {
        throw new CommandError('--canary goes to a share of production; it takes no --to');
      }
      const canary = canaryShare(values.canary);
      return await release(cwd, deps, { ...gate, environment, canary });
    }
    await release(cwd, deps, { ...gate, environment });
  } catch (error) {
    // Every failure is told in one line (a gate refusal adds one per reason); what was live
    // stays live.
    console.error(`healing-release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
