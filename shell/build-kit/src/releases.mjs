// A remote's releases, as its origin would hold them: each release a complete build in
// releases/<id>/, and releases/current pointing at the live one. Switching the pointer is
// atomic, and the servers follow it on the next request, so releasing and rolling back need no
// restart and touch nothing but this one remote.
import {
  existsSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export const KEEP_RELEASES = 5;

export function releasesDir(packageDir) {
  return path.join(packageDir, 'releases');
}

/** The folder a remote's server serves: its live release, or else its working-tree build. */
export function liveDir(packageDir) {
  const current = path.join(releasesDir(packageDir), 'current');
  return existsSync(path.join(current, 'mf-manifest.json'))
    ? current
    : path.join(packageDir, 'dist');
}

function historyFile(packageDir) {
  return path.join(releasesDir(packageDir), 'history.json');
}

/** Ids that have gone live, oldest first; the last one is live now. */
export function history(packageDir) {
  try {
    const parsed = JSON.parse(readFileSync(historyFile(packageDir), 'utf8'));
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function currentRelease(packageDir) {
  try {
    return readlinkSync(path.join(releasesDir(packageDir), 'current'));
  } catch {
    return null;
  }
}

/** Points `current` at release `id` (or removes it: null serves the working-tree build). */
export function pointCurrentAt(packageDir, id) {
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

export async function recordLive(packageDir, id) {
  await mkdir(releasesDir(packageDir), { recursive: true });
  const ids = [...history(packageDir).filter((item) => item !== id), id];
  writeFileSync(historyFile(packageDir), `${JSON.stringify(ids, null, 2)}\n`);
  pointCurrentAt(packageDir, id);
  await prune(packageDir, ids);
}

/** Keeps the newest releases (and every one still in the history's tail). */
async function prune(packageDir, ids) {
  const keep = new Set(ids.slice(-KEEP_RELEASES));
  for (const entry of await readdir(releasesDir(packageDir), { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && !keep.has(entry.name)) {
      rmSync(path.join(releasesDir(packageDir), entry.name), { recursive: true, force: true });
    }
  }
  writeFileSync(
    historyFile(packageDir),
    `${JSON.stringify(
      ids.filter((id) => keep.has(id)),
      null,
      2,
    )}\n`,
  );
}

/** Goes back to the release before the live one; null when there is none (then nothing changes). */
export function rollback(packageDir) {
  const ids = history(packageDir);
  if (ids.length < 2) return null;
  const previous = ids[ids.length - 2];
  if (!existsSync(path.join(releasesDir(packageDir), previous, 'mf-manifest.json'))) return null;
  writeFileSync(historyFile(packageDir), `${JSON.stringify(ids.slice(0, -1), null, 2)}\n`);
  pointCurrentAt(packageDir, previous);
  return previous;
}
