// A remote's releases, as its origin holds them: each release a complete build in <dir>/<id>/,
// and <dir>/current, a relative link, pointing at the live one. <dir> is the package's own
// releases/ folder, or <RELEASES_ROOT>/<package name>/ on a folder several servers share: each
// server resolves `current` at every request, so all of them follow a switch at once, with no
// restart. A release folder is built under <dir>/.staging/ and renamed into place complete, and
// never changed after; `current` and history.json are replaced by renames too. Whoever changes
// them (a release, a rollback, a promote, a prune) holds <dir>/.lock. Hashed chunks of the
// releases still kept are served too: a page that loaded an earlier release's entry keeps
// finding its chunks, and so does one that loaded the working-tree build (dist/) before the
// first release.
//
// history.json lists the kept releases, the live one last; a release rolled back from moves to
// its front (the first to be pruned). history-times.json records, for each, when it last went
// live (`since`), when it stopped (`until`) and, for a release rolled back from, when
// (`rolledBackAt`): a plain rollback never returns to such a release; only naming it does
// (`rollback --to <id>`, `promote <id>`).
//
// Environments: each a named live pointer over the same release folders, with its own history.
// Production's are `current`, history.json and history-times.json at the top (as they always
// were); another environment's (staging) are in env/<name>/: env/staging/current (a relative
// link, ../../<id>), env/staging/history.json and env/staging/history-times.json. Promoting a
// release to another environment moves that environment's pointer to the same folder: the same
// bytes, never a rebuild. One lock covers every environment, and a release folder stays while
// any environment still needs it (pruneIn).
//
// A canary: one more pointer, env/canary/current, with its own history, and env/canary/canary.json
// ({ release, share, since }), the share of production's visitors it goes to, which the remote's
// server serves (no-cache) for the shells to poll. Both are written under the lock: the pointer
// first, then canary.json, when one starts; canary.json first, then the pointer, when it ends,
// so a shell that reads a canary finds its release served. One canary at a time.
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CANARY, ENVIRONMENTS, isServedPointer, PRODUCTION, readReleasesRoot } from '../config';
import { type LockOptions, withLock } from './release-lock';
import {
  keptReleases,
  MANIFEST,
  modifiedAt,
  releaseReferences,
  type ReleaseSpan,
} from './release-files';

/** Releases kept whatever their age, for `--list` and rollbacks. */
export const KEEP_RELEASES = 5;
/** A release that stopped being live less than this ago is kept: open pages may need its chunks. */
export const PRUNE_MIN_AGE_MS = 24 * 60 * 60_000;
/** Half-done work of a releaser that died (a build in .staging, a temporary file). */
const LEFTOVER_MS = 24 * 60 * 60_000;
const CURRENT = 'current';
const HISTORY = 'history.json';
/** When each release went live, stopped being live, was rolled back from:
 * { "<id>": { since, until, rolledBackAt } }. */
const TIMES = 'history-times.json';
const STAGING_DIR = '.staging';
/** Where the environments other than production keep their pointer and history. */
const ENV_DIR = 'env';
const LOCK = '.lock';
const TEMP_PREFIX = '.tmp-';
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

export { CANARY, ENVIRONMENTS, isEnvironment, PRODUCTION, STAGING } from '../config';
/** The canary's state beside its pointer (see the top of this file). */
const CANARY_FILE = 'canary.json';
/** Names no release may take: the pointer, the environments' folder. */
const RESERVED_IDS = new Set([CURRENT, ENV_DIR]);

function assertEnvironment(name: string): void {
  if (!isServedPointer(name)) {
    throw new Error(`"${name}" is not an environment (${ENVIRONMENTS.join(', ')})`);
  }
}

/** The folder holding an environment's (or the canary's) pointer and history (see the top). */
function stateDir(dir: string, environment: string): string {
  assertEnvironment(environment);
  return environment === PRODUCTION ? dir : path.join(dir, ENV_DIR, environment);
}

export interface ReleaseOptions {
  /** The environment whose pointer moves (production by default). */
  environment?: string;
  /** The clock, in ms (tests). */
  now?: () => number;
  minAgeMs?: number;
  lock?: LockOptions;
}

const nonce = () => randomBytes(6).toString('hex');

const remoteNames = new Map<string, string>();

/** A remote's folder name under a shared root: its package name, without a scope. */
function remoteFolderName(packageDir: string): string {
  let name = remoteNames.get(packageDir);
  if (name === undefined) {
    const file = path.join(packageDir, 'package.json');
    let pkg: { name?: unknown };
    try {
      pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown };
    } catch (error) {
      throw new Error(
        `RELEASES_ROOT is set, but ${file} cannot be read: ${(error as Error).message}`,
      );
    }
    name = typeof pkg.name === 'string' ? pkg.name.replace(/^@[^/]+\//, '') : '';
    if (!RELEASE_ID.test(name)) {
      throw new Error(`RELEASES_ROOT is set, but ${file} gives no usable package name`);
    }
    remoteNames.set(packageDir, name);
  }
  return name;
}

/** The folder of this remote's releases (see the top of this file). */
export function releasesDir(packageDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const root = readReleasesRoot(env);
  return root ? path.join(root, remoteFolderName(packageDir)) : path.join(packageDir, 'releases');
}

/**
 * The folder a remote's server serves: its live release, or else its working-tree build. The
 * `current` link is resolved here, once per request: every file of one answer (its size, its
 * ETag, its bytes) then comes from the same release, even if the pointer moves meanwhile.
 */
export function liveDir(packageDir: string, environment: string = PRODUCTION): string {
  const current = path.join(stateDir(releasesDir(packageDir), environment), CURRENT);
  try {
    const target = realpathSync(current);
    if (existsSync(path.join(target, 'mf-manifest.json'))) return target;
  } catch {
    // no release is live in this environment
  }
  // An environment with nothing of its own live shows what production shows.
  return environment === PRODUCTION ? path.join(packageDir, 'dist') : liveDir(packageDir);
}

function readIds(dir: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, HISTORY), 'utf8'));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Ids that have gone live in `environment`, oldest first; the last one is live now. */
export function history(packageDir: string, environment: string = PRODUCTION): string[] {
  return readIds(stateDir(releasesDir(packageDir), environment));
}

/** The release an environment's pointer (in its state folder) names. */
function readCurrent(state: string): string | null {
  try {
    return path.basename(readlinkSync(path.join(state, CURRENT)));
  } catch {
    return null;
  }
}

export function currentRelease(
  packageDir: string,
  environment: string = PRODUCTION,
): string | null {
  return readCurrent(stateDir(releasesDir(packageDir), environment));
}

/** The environments that have a state in `dir`: production, and each with a folder in env/. */
function environmentsIn(dir: string): string[] {
  let names: string[] = [];
  try {
    // The canary's too: its releases are kept like an environment's.
    names = readdirSync(path.join(dir, ENV_DIR)).filter(
      (name) => name !== PRODUCTION && isServedPointer(name),
    );
  } catch {
    // no other environment has had a release
  }
  return [PRODUCTION, ...names.sort()];
}

/** Every environment's history, oldest first within each, without repeats: the kept releases. */
function allIds(dir: string): string[] {
  return [...new Set(environmentsIn(dir).flatMap((name) => readIds(stateDir(dir, name))))];
}

/** The environments that have a release live, and which: environment -> release id. */
export function liveReleases(packageDir: string): Record<string, string> {
  const dir = releasesDir(packageDir);
  const live: Record<string, string> = {};
  for (const name of environmentsIn(dir)) {
    const id = readCurrent(stateDir(dir, name));
    if (id) live[name] = id;
  }
  return live;
}

/** The releases some environment has listed, oldest first (production's first). */
export function keptIds(packageDir: string): string[] {
  return allIds(releasesDir(packageDir));
}

/**
 * The folders a remote's server looks in for an environment, live first: its live release (or
 * production's, or dist/), then the other kept releases of every environment, its own newest
 * first, for hashed files only (static-files.ts findFile).
 */
export function servedRoots(packageDir: string, environment: string = PRODUCTION): string[] {
  const dir = releasesDir(packageDir);
  const live = liveDir(packageDir, environment);
  // Every environment's releases: hashed files are the same wherever they went live.
  const earlier = [...readIds(stateDir(dir, environment)).reverse(), ...allIds(dir).reverse()].map(
    (id) => path.join(dir, id),
  );
  // The working-tree build served before the first release (or beside it, by `npm start`)
  // keeps its hashed chunks available too: a tab opened on it keeps working after a release.
  const dist = path.join(packageDir, 'dist');
  return [...new Set([live, ...earlier, dist])];
}

export interface ReleaseTime {
  /** When it last went live (ISO). */
  since?: string;
  /** When it last stopped being live (ISO). */
  until?: string;
  /** When it was rolled back from (ISO); absent once it goes live again. */
  rolledBackAt?: string;
  /** When its canary was aborted (ISO; with rolledBackAt, so no rollback goes to it). */
  abortedAt?: string;
}

type Times = Record<string, ReleaseTime>;

function readTimes(dir: string): Times {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, TIMES), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Times) : {};
  } catch {
    return {};
  }
}

/** When each release went live and stopped being live, as far as recorded. */
export function releaseTimes(packageDir: string, environment: string = PRODUCTION): Times {
  return readTimes(stateDir(releasesDir(packageDir), environment));
}

/** Replaces `file` by a rename, so a reader sees the old content or the new, never a mix. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const staged = path.join(path.dirname(file), `${TEMP_PREFIX}${path.basename(file)}-${nonce()}`);
  const handle = await open(staged, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(staged, file);
  } catch (error) {
    await rm(staged, { force: true });
    throw error;
  }
}

const writeJson = (file: string, value: unknown) =>
  writeAtomically(file, `${JSON.stringify(value, null, 2)}\n`);

/** Points the `current` link in `state` (an environment's folder) at release `id` of `dir`. */
function pointAt(dir: string, state: string, id: string | null): void {
  const link = path.join(state, CURRENT);
  if (id === null) {
    rmSync(link, { force: true });
    return;
  }
  const staged = path.join(state, `${TEMP_PREFIX}${CURRENT}-${nonce()}`);
  // Relative, so the folder can move (a mount elsewhere) with its links intact.
  symlinkSync(path.relative(state, path.join(dir, id)), staged);
  try {
    renameSync(staged, link);
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  }
}

/** Points `current` at release `id` (or removes it: null serves the working-tree build). */
export function pointCurrentAt(
  packageDir: string,
  id: string | null,
  environment: string = PRODUCTION,
): void {
  const dir = releasesDir(packageDir);
  pointAt(dir, stateDir(dir, environment), id);
}

function lockOf(dir: string, options: ReleaseOptions) {
  return <T>(work: (assertHeld: () => Promise<void>) => Promise<T>) =>
    withLock(path.join(dir, LOCK), (lock) => work(lock.assertHeld), {
      what: `the releases in ${dir}`,
      ...options.lock,
    });
}

/**
 * Makes release `id` live: history and times first, then the pointer, then a prune. With
 * `rollingBack`, the release live until now is marked rolled back from and moves to the front
 * of the history (the first to be pruned); otherwise it stays where it is, a plain predecessor.
 */
async function goLive(
  dir: string,
  id: string,
  assertHeld: () => Promise<void>,
  options: ReleaseOptions & { rollingBack?: boolean },
): Promise<void> {
  const state = stateDir(dir, options.environment ?? PRODUCTION);
  const now = new Date((options.now ?? Date.now)()).toISOString();
  const times = readTimes(state);
  const live = readCurrent(state);
  const rolledBackFrom = options.rollingBack && live && live !== id ? live : null;
  if (live && live !== id) {
    times[live] = { ...times[live], until: now, ...(rolledBackFrom ? { rolledBackAt: now } : {}) };
  }
  // Going live again clears a rolled-back mark: it was confirmed (promoted) or chosen by name.
  times[id] = { since: now };
  const rest = readIds(state).filter((item) => item !== id && item !== rolledBackFrom);
  await assertHeld();
  await mkdir(state, { recursive: true });
  await writeJson(path.join(state, TIMES), times);
  await writeJson(path.join(state, HISTORY), [
    ...(rolledBackFrom ? [rolledBackFrom] : []),
    ...rest,
    id,
  ]);
  pointAt(dir, state, id);
  await pruneIn(dir, assertHeld, options);
}

const holdsBuild = (dir: string, id: string) => existsSync(path.join(dir, id, MANIFEST));

/**
 * Where a plain rollback goes: the newest kept release before the live one that was never
 * rolled back from (and still holds its build); null when there is none.
 */
function rollbackTargetIn(dir: string, state: string, ids: string[], times: Times): string | null {
  const live = readCurrent(state) ?? ids.at(-1);
  const before = ids.filter((id) => id !== live);
  for (const id of before.reverse()) {
    if (!times[id]?.rolledBackAt && holdsBuild(dir, id)) return id;
  }
  return null;
}

/** Where `rollback` would go now (see rollbackTargetIn), for --list and messages. */
export function rollbackTarget(
  packageDir: string,
  environment: string = PRODUCTION,
): string | null {
  const dir = releasesDir(packageDir);
  const state = stateDir(dir, environment);
  return rollbackTargetIn(dir, state, readIds(state), readTimes(state));
}

/** Makes release `id` (a complete build already in its folder) live in `options.environment`
 * (production by default), then prunes old ones. */
export async function recordLive(
  packageDir: string,
  id: string,
  options: ReleaseOptions = {},
): Promise<void> {
  const dir = releasesDir(packageDir);
  if (!existsSync(path.join(dir, id, 'mf-manifest.json'))) {
    throw new Error(`${path.join(dir, id)} holds no build (no mf-manifest.json)`);
  }
  await lockOf(dir, options)((assertHeld) => goLive(dir, id, assertHeld, options));
}

export interface StagedRelease {
  id: string;
  /** Where the build is written: its last segment is the id, so build output named after the
   * folder (source-maps/<id>/) is named after the release. */
  dir: string;
  /**
   * Removes what is left of the staging: all of it, and the build's source maps too, when the
   * release was not committed (a failed build, a refusal by the gate).
   */
  discard: () => Promise<void>;
}

/** A private folder for building release `id`, on the same file system as the releases. */
export async function stageRelease(packageDir: string, id: string): Promise<StagedRelease> {
  if (!RELEASE_ID.test(id) || RESERVED_IDS.has(id)) {
    throw new Error(`"${id}" is not a release id`);
  }
  const holder = path.join(releasesDir(packageDir), STAGING_DIR, nonce());
  await mkdir(holder, { recursive: true });
  return {
    id,
    dir: path.join(holder, id),
    discard: async () => {
      await rm(holder, { recursive: true, force: true });
      if (existsSync(path.join(releasesDir(packageDir), id))) return;
      await rm(path.join(packageDir, 'source-maps', id), { recursive: true, force: true });
    },
  };
}

/**
 * Moves a staged build into place, complete, and makes it live. Refused, changing nothing, when
 * the build lacks a file its manifest names or a release of that id exists already.
 */
export async function commitRelease(
  packageDir: string,
  staged: StagedRelease,
  options: ReleaseOptions = {},
): Promise<void> {
  const dir = releasesDir(packageDir);
  try {
    const { missing } = await releaseReferences(staged.dir);
    if (missing.length > 0) {
      throw new Error(`the build of ${staged.id} is incomplete: it lacks ${missing.join(', ')}`);
    }
    await lockOf(
      dir,
      options,
    )(async (assertHeld) => {
      const target = path.join(dir, staged.id);
      if (existsSync(target)) throw new Error(`a release ${staged.id} exists already in ${dir}`);
      await assertHeld();
      await rename(staged.dir, target);
      await goLive(dir, staged.id, assertHeld, options);
    });
  } finally {
    await staged.discard();
  }
}

/** A release switch refused (an unknown id, one already live): nothing changed. */
export class ReleaseSwitchError extends Error {}

export interface Switch {
  /** The release live before (null: the working-tree build). */
  from: string | null;
  /** The release live now. */
  to: string;
}

/** Refuses an id no environment keeps: any environment may go to any kept release. */
function assertKept(dir: string, id: string): void {
  const ids = allIds(dir);
  if (!RELEASE_ID.test(id) || RESERVED_IDS.has(id) || !ids.includes(id) || !holdsBuild(dir, id)) {
    const kept = ids.filter((item) => holdsBuild(dir, item));
    throw new ReleaseSwitchError(
      `there is no kept release "${id}" in ${dir}` +
        (kept.length > 0 ? `; kept: ${kept.join(', ')}` : '; no release is kept'),
    );
  }
}

/**
 * Goes back from the live release, which is marked rolled back from: to `to` when named (any
 * kept release), else to the newest release before it never rolled back from (rollbackTarget).
 * Null when there is nowhere to go (nothing changes); an unknown `to` is refused.
 */
export async function rollback(
  packageDir: string,
  options: ReleaseOptions & { to?: string } = {},
): Promise<string | null> {
  return (await switchRelease(packageDir, { ...options, rollingBack: true }))?.to ?? null;
}

/**
 * Makes kept release `id` live (one rolled back from, once its fix is confirmed, or any other),
 * clearing its rolled-back mark; the release live until now stays a plain predecessor.
 */
export async function promote(
  packageDir: string,
  id: string,
  options: ReleaseOptions = {},
): Promise<Switch> {
  const done = await switchRelease(packageDir, { ...options, to: id, rollingBack: false });
  return done!;
}

async function switchRelease(
  packageDir: string,
  options: ReleaseOptions & { to?: string; rollingBack: boolean },
): Promise<Switch | null> {
  const dir = releasesDir(packageDir);
  const state = stateDir(dir, options.environment ?? PRODUCTION);
  if (options.to === undefined && readIds(state).length < 2) return null;
  if (options.to !== undefined) assertKept(dir, options.to);
  return lockOf(
    dir,
    options,
  )(async (assertHeld) => {
    // Read again under the lock: another releaser may have switched meanwhile.
    const ids = readIds(state);
    const from = readCurrent(state);
    let to: string | null;
    if (options.to !== undefined) {
      assertKept(dir, options.to);
      to = options.to;
      if (to === from) throw new ReleaseSwitchError(`${to} is live already; nothing changed`);
    } else {
      to = rollbackTargetIn(dir, state, ids, readTimes(state));
    }
    if (to === null) return null;
    await goLive(dir, to, assertHeld, options);
    return { from, to };
  });
}

/** Removes a folder at once (a rename), then its files: no half-deleted release is ever seen. */
async function removeFolder(dir: string, name: string): Promise<void> {
  const trash = path.join(dir, `${TEMP_PREFIX}trash-${nonce()}`);
  try {
    await rename(path.join(dir, name), trash);
  } catch {
    return; // gone already
  }
  await rm(trash, { recursive: true, force: true });
}

/** Deletes what releasers that died left behind: temporary files, staged builds. */
async function removeLeftovers(dir: string, now: number): Promise<void> {
  const isOld = async (full: string) => now - ((await modifiedAt(full)) ?? now) > LEFTOVER_MS;
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name);
    if (
      name.startsWith(`${TEMP_PREFIX}trash-`) ||
      (name.startsWith(TEMP_PREFIX) && (await isOld(full)))
    ) {
      await rm(full, { recursive: true, force: true });
    }
  }
  const staging = path.join(dir, STAGING_DIR);
  for (const name of await readdir(staging).catch(() => [])) {
    if (await isOld(path.join(staging, name))) {
      await rm(path.join(staging, name), { recursive: true, force: true });
    }
  }
}

/**
 * Deletes the releases no environment's pages need any more (keptIn: in each environment, the
 * live one, the one before, the KEEP_RELEASES newest, and whatever was live within minAgeMs
 * stay), and folders in `dir` that never went live anywhere, once as old. A release that holds a
 * file the live or the previous release of an environment names but lacks stays too: the server
 * finds it there.
 */
async function pruneIn(
  dir: string,
  assertHeld: () => Promise<void>,
  options: ReleaseOptions,
): Promise<string[]> {
  const now = (options.now ?? Date.now)();
  const minAgeMs = options.minAgeMs ?? PRUNE_MIN_AGE_MS;
  // Each environment keeps what its own history needs; a folder goes only when none needs it.
  const states = environmentsIn(dir).map((name) => stateDir(dir, name));
  const kept = new Set<string>();
  const needed = new Set<string>();
  for (const state of states) {
    for (const id of await keptIn(dir, state, now, minAgeMs, needed)) kept.add(id);
  }
  const ids = allIds(dir);
  const doomed: string[] = [];
  for (const id of ids) {
    if (kept.has(id) || !existsSync(path.join(dir, id))) continue;
    const holdsNeeded = [...needed].some((name) => existsSync(path.join(dir, id, name)));
    if (!holdsNeeded) doomed.push(id);
  }
  const listed = new Set(ids);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === ENV_DIR) continue;
    if (listed.has(entry.name)) continue;
    if (now - ((await modifiedAt(full)) ?? now) >= minAgeMs) doomed.push(entry.name);
  }
  await assertHeld();
  for (const state of states) {
    const own = readIds(state);
    const remaining = own.filter((id) => !doomed.includes(id) && existsSync(path.join(dir, id)));
    if (remaining.length === own.length) continue;
    await writeJson(path.join(state, HISTORY), remaining);
    await writeJson(
      path.join(state, TIMES),
      Object.fromEntries(Object.entries(readTimes(state)).filter(([id]) => remaining.includes(id))),
    );
  }
  // Out of every history first, so no server looks in a folder while it is deleted.
  for (const id of doomed) await removeFolder(dir, id);
  await removeLeftovers(dir, now);
  return doomed;
}

/**
 * The releases one environment (its state folder) keeps: release-files.ts keptReleases of its
 * history, and where its rollback goes. Adds to `needed` the files its live release, the one
 * before and its rollback target name but lack (a folder holding one stays).
 */
async function keptIn(
  dir: string,
  state: string,
  now: number,
  minAgeMs: number,
  needed: Set<string>,
): Promise<Set<string>> {
  const ids = readIds(state);
  const times = readTimes(state);
  const spans: ReleaseSpan[] = [];
  for (const id of ids) {
    const until = times[id]?.until ? Date.parse(times[id].until) : null;
    const known = until !== null && Number.isFinite(until);
    // Without a record, the folder's own age stands in (when it was built).
    const built = known ? null : await modifiedAt(path.join(dir, id));
    spans.push({ id, until: known ? until : id === ids.at(-1) ? null : (built ?? 0) });
  }
  const kept = keptReleases(spans, { now, minAgeMs, keepNewest: KEEP_RELEASES });
  // What a rollback goes to stays, wherever the rolled-back marks put it.
  const target = rollbackTargetIn(dir, state, ids, times);
  if (target) kept.add(target);
  for (const id of new Set([...ids.slice(-2), ...(target ? [target] : [])])) {
    const refs = await releaseReferences(path.join(dir, id)).catch(() => null);
    for (const name of refs?.missing ?? []) needed.add(name);
  }
  return kept;
}

/** Prunes this remote's releases now (a release does it too); returns the ids deleted. */
export async function prune(packageDir: string, options: ReleaseOptions = {}): Promise<string[]> {
  const dir = releasesDir(packageDir);
  await mkdir(dir, { recursive: true });
  return lockOf(dir, options)((assertHeld) => pruneIn(dir, assertHeld, options));
}

/** A running canary, as env/canary/canary.json records it. */
export interface CanaryState {
  release: string;
  /** The percentage of production's visitors (1 to 99) whose pages load the canary. */
  share: number;
  /** When it started (ISO). */
  since: string;
}

/** Whether `share` is a canary's share: a whole percentage, 1 to 99 (100 is a promote). */
export const isCanaryShare = (share: unknown): share is number =>
  typeof share === 'number' && Number.isInteger(share) && share >= 1 && share <= 99;

/** A canary's state read by shape (a shell reads the same JSON over HTTP): null when none. */
export function parseCanaryState(value: unknown): CanaryState | null {
  const state = value as Partial<CanaryState> | null;
  if (!state || typeof state !== 'object') return null;
  if (typeof state.release !== 'string' || !RELEASE_ID.test(state.release)) return null;
  if (!isCanaryShare(state.share) || typeof state.since !== 'string') return null;
  return { release: state.release, share: state.share, since: state.since };
}

/** Where the canary's state is: the file a remote's server serves at /_env/canary/canary.json. */
export function canaryFile(packageDir: string): string {
  return path.join(stateDir(releasesDir(packageDir), CANARY), CANARY_FILE);
}

function readCanary(dir: string): CanaryState | null {
  try {
    const file = path.join(stateDir(dir, CANARY), CANARY_FILE);
    return parseCanaryState(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

/** The canary running now, or null. */
export function currentCanary(packageDir: string): CanaryState | null {
  return readCanary(releasesDir(packageDir));
}

/** Refuses a second canary: there is one per remote at a time. */
function assertNoCanary(dir: string): void {
  const running = readCanary(dir);
  if (running) {
    throw new ReleaseSwitchError(
      `a canary is running already: ${running.release} for ${running.share}% of visitors since ` +
        `${running.since}; \`promote\` or \`--abort\` ends it first`,
    );
  }
}

/** Refuses a canary's start early (before building), as the start itself will under the lock. */
export function assertNoCanaryRunning(packageDir: string): void {
  assertNoCanary(releasesDir(packageDir));
}

/**
 * Moves a staged build into place and makes it the canary for `share`% of production's visitors
 * (production's pointer unchanged). Refused, changing nothing, while another canary runs.
 */
export async function commitCanary(
  packageDir: string,
  staged: StagedRelease,
  share: number,
  options: Omit<ReleaseOptions, 'environment'> = {},
): Promise<CanaryState> {
  if (!isCanaryShare(share)) {
    throw new Error(`a canary's share is 1 to 99 percent, not ${String(share)}`);
  }
  const dir = releasesDir(packageDir);
  try {
    const { missing } = await releaseReferences(staged.dir);
    if (missing.length > 0) {
      throw new Error(`the build of ${staged.id} is incomplete: it lacks ${missing.join(', ')}`);
    }
    return await lockOf(
      dir,
      options,
    )(async (assertHeld) => {
      assertNoCanary(dir);
      const target = path.join(dir, staged.id);
      if (existsSync(target)) throw new Error(`a release ${staged.id} exists already in ${dir}`);
      await assertHeld();
      await rename(staged.dir, target);
      await goLive(dir, staged.id, assertHeld, { ...options, environment: CANARY });
      const state: CanaryState = {
        release: staged.id,
        share,
        since: new Date((options.now ?? Date.now)()).toISOString(),
      };
      // After the pointer: a shell that reads the canary finds its release served.
      await writeJson(path.join(stateDir(dir, CANARY), CANARY_FILE), state);
      return state;
    });
  } finally {
    await staged.discard();
  }
}

/** Ends the canary in `state` (its folder): canary.json first, then its pointer. */
async function stopCanary(dir: string, release: string, now: string): Promise<void> {
  const state = stateDir(dir, CANARY);
  rmSync(path.join(state, CANARY_FILE), { force: true });
  pointAt(dir, state, null);
  const times = readTimes(state);
  times[release] = { ...times[release], until: now };
  await writeJson(path.join(state, TIMES), times);
}

/** How a canary ended: its release and what production has live now. */
export interface CanaryEnd {
  release: string;
  share: number;
  /** Production's release before (a promote) and now. */
  from: string | null;
  production: string | null;
}

/** Refuses when no canary runs. */
function runningCanary(dir: string): CanaryState {
  const running = readCanary(dir);
  if (!running) throw new ReleaseSwitchError('no canary is running; nothing changed');
  return running;
}

/**
 * Makes the canary's release production's (the same folder, nothing rebuilt) and ends the
 * canary: production's pointer first, so its cohort never goes back to the release before.
 */
export async function promoteCanary(
  packageDir: string,
  options: Omit<ReleaseOptions, 'environment'> = {},
): Promise<CanaryEnd> {
  const dir = releasesDir(packageDir);
  runningCanary(dir);
  return lockOf(
    dir,
    options,
  )(async (assertHeld) => {
    const running = runningCanary(dir);
    const from = readCurrent(dir);
    if (from !== running.release) {
      await goLive(dir, running.release, assertHeld, { ...options, environment: PRODUCTION });
    }
    await assertHeld();
    await stopCanary(dir, running.release, new Date((options.now ?? Date.now)()).toISOString());
    return { release: running.release, share: running.share, from, production: running.release };
  });
}

/**
 * Ends the canary, production unchanged, and marks its release aborted in production's history
 * (at its front, with rolledBackAt: no rollback goes to it; `promote <id>` still can).
 */
export async function abortCanary(
  packageDir: string,
  options: Omit<ReleaseOptions, 'environment'> & {
    /**
     * Only this release's canary (checked under the lock): a decision taken about a canary
     * never aborts a newer one (the shells' automatic abort).
     */
    release?: string;
  } = {},
): Promise<CanaryEnd> {
  const dir = releasesDir(packageDir);
  const expected = (running: CanaryState) => {
    if (options.release !== undefined && running.release !== options.release) {
      throw new ReleaseSwitchError(
        `the canary running is ${running.release}, not ${options.release}; nothing changed`,
      );
    }
    return running;
  };
  expected(runningCanary(dir));
  return lockOf(
    dir,
    options,
  )(async (assertHeld) => {
    const running = expected(runningCanary(dir));
    const now = new Date((options.now ?? Date.now)()).toISOString();
    await assertHeld();
    // Everyone back to production first; the marks after.
    await stopCanary(dir, running.release, now);
    const production = readCurrent(dir);
    if (production !== running.release) {
      const times = readTimes(dir);
      times[running.release] = { ...times[running.release], rolledBackAt: now, abortedAt: now };
      const rest = readIds(dir).filter((id) => id !== running.release);
      await writeJson(path.join(dir, TIMES), times);
      await writeJson(path.join(dir, HISTORY), [running.release, ...rest]);
    }
    return { release: running.release, share: running.share, from: production, production };
  });
}

/** The audit log's name in a remote's releases folder. */
export const AUDIT_LOG = 'audit.log';

/** Who did it, for the audit log: the account running this process. */
function auditUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

/**
 * Appends one JSON line to <releases dir>/audit.log: the time, `entry`, and the account and host
 * that did it (a forced release, an automatic abort). Returns the log's path.
 */
export function appendAudit(packageDir: string, entry: Record<string, unknown>): string {
  const dir = releasesDir(packageDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, AUDIT_LOG);
  const line = { time: new Date().toISOString(), ...entry, user: auditUser(), host: os.hostname() };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
  return file;
}
