// A remote's releases, as its origin holds them: each release a complete build in
// releases/<id>/, and releases/current pointing at the live one. Switching the pointer is
// atomic (a rename), and the server follows it on the next request, so releasing and rolling
// back need no restart and touch nothing but this one remote. Hashed chunks of the releases
// still kept are served too: a page that loaded the previous release's entry keeps finding its
// chunks after a switch.
import {
  existsSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const KEEP_RELEASES = 5;

export function releasesDir(packageDir: string): string {
  return path.join(packageDir, 'releases');
}

/**
 * The folder a remote's server serves: its live release, or else its working-tree build. The
 * `current` link is resolved here, once per request: every file of one answer (its size, its
 * ETag, its bytes) then comes from the same release, even if the pointer moves meanwhile.
 */
export function liveDir(packageDir: string): string {
  const current = path.join(releasesDir(packageDir), 'current');
  try {
    const target = realpathSync(current);
    if (existsSync(path.join(target, 'mf-manifest.json'))) return target;
  } catch {
    // no release is live
  }
  return path.join(packageDir, 'dist');
}

function historyFile(packageDir: string): string {
  return path.join(releasesDir(packageDir), 'history.json');
}

/** Ids that have gone live, oldest first; the last one is live now. */
export function history(packageDir: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(historyFile(packageDir), 'utf8'));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function currentRelease(packageDir: string): string | null {
  try {
    return readlinkSync(path.join(releasesDir(packageDir), 'current'));
  } catch {
    return null;
  }
}

/**
 * The folders a remote's server looks in, live first: the live release (or dist/), then the
 * other kept releases, newest first, for hashed files only (static-files.ts findFile).
 */
export function servedRoots(packageDir: string): string[] {
  const live = liveDir(packageDir);
  const current = currentRelease(packageDir);
  const earlier = history(packageDir)
    .filter((id) => id !== current)
    .reverse()
    .map((id) => path.join(releasesDir(packageDir), id));
  return [live, ...earlier];
}

/** Points `current` at release `id` (or removes it: null serves the working-tree build). */
export function pointCurrentAt(packageDir: string, id: string | null): void {
  const dir = releasesDir(packageDir);
  const link = path.join(dir, 'current');
  if (id === null) {
    rmSync(link, { force: true });
    return;
  }
  const staged = path.join(dir, `.current-${process.pid}`);
  rmSync(staged, { force: true });
  symlinkSync(id, staged);
  renameSync(staged, link);
}

async function writeHistory(packageDir: string, ids: string[]): Promise<void> {
  const file = historyFile(packageDir);
  const staged = `${file}.${process.pid}`;
  await writeFile(staged, `${JSON.stringify(ids, null, 2)}\n`);
  renameSync(staged, file);
}

/** Makes release `id` (a complete build in releases/<id>/) live, then prunes old ones. */
export async function recordLive(packageDir: string, id: string): Promise<void> {
  await mkdir(releasesDir(packageDir), { recursive: true });
  const ids = [...history(packageDir).filter((item) => item !== id), id];
  await writeHistory(packageDir, ids);
  pointCurrentAt(packageDir, id);
  await prune(packageDir, ids);
}

/** Keeps the newest releases, which always include the live one and the one before it. */
async function prune(packageDir: string, ids: string[]): Promise<void> {
  const keep = new Set(ids.slice(-KEEP_RELEASES));
  await writeHistory(
    packageDir,
    ids.filter((id) => keep.has(id)),
  );
  for (const entry of await readdir(releasesDir(packageDir), { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && !keep.has(entry.name)) {
      rmSync(path.join(releasesDir(packageDir), entry.name), { recursive: true, force: true });
    }
  }
}

/** Goes back to the release before the live one; null when there is none (nothing changes). */
export async function rollback(packageDir: string): Promise<string | null> {
  const ids = history(packageDir);
  if (ids.length < 2) return null;
  const previous = ids[ids.length - 2];
  if (!existsSync(path.join(releasesDir(packageDir), previous, 'mf-manifest.json'))) return null;
  // The rolled-back release stays kept (first in the history) until pruned, so pages that
  // loaded it still find their chunks.
  const rolledBack = ids[ids.length - 1];
  await writeHistory(packageDir, [rolledBack, ...ids.slice(0, -1)]);
  pointCurrentAt(packageDir, previous);
  return previous;
}
