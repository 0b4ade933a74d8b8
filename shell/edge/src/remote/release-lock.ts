// An exclusive lock between processes, possibly on different machines sharing one folder: a file
// created with O_EXCL (open 'wx'), which says who holds it. The holder touches it while it works;
// a lock whose holder is gone (a dead process on this machine, or a file nobody has touched for
// `staleMs`) is broken by renaming it away, which only one of several waiting processes can do.
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import {
  type FileHandle,
  link,
  open,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
} from 'node:fs/promises';
import os from 'node:os';

export interface LockOptions {
  /** A lock untouched this long is taken to be left behind by a holder that died. */
  staleMs?: number;
  /** How long to wait for another holder before giving up. */
  waitMs?: number;
  /** What the lock guards, for the error message ("the releases of mf-catalog"). */
  what?: string;
  /** Waits between two tries while another holds the lock (tests pass one they end themselves). */
  pause?: (ms: number) => Promise<void>;
}

export const LOCK_STALE_MS = 60_000;
export const LOCK_WAIT_MS = 120_000;
const POLL_MS = 50;

const pauseFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Owner {
  pid: number;
  host: string;
  since: string;
}

export class LockBusyError extends Error {}

export interface HeldLock {
  /** Throws when the lock is no longer this holder's (it was broken as stale): stop, change nothing. */
  assertHeld: () => Promise<void>;
}

const nonce = () => randomBytes(6).toString('hex');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(file: string): Promise<Owner | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Owner>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? (parsed as Owner)
      : null;
  } catch {
    return null;
  }
}

function isStale(stats: Stats, owner: Owner | null, staleMs: number): boolean {
  if (Date.now() - stats.mtimeMs > staleMs) return true;
  // A holder on this machine is known dead at once; one elsewhere only by its silence.
  return owner !== null && owner.host === os.hostname() && !isAlive(owner.pid);
}

/** Moves a stale lock away, unless it was replaced by a live one meanwhile. */
async function breakStale(file: string, seen: Stats): Promise<void> {
  const moved = `${file}.stale-${nonce()}`;
  try {
    await rename(file, moved);
  } catch {
    return; // someone else broke it first
  }
  const movedStats = await stat(moved);
  if (movedStats.ino !== seen.ino || movedStats.dev !== seen.dev) {
    // Another waiter broke the stale lock and took a new one between our look and our rename:
    // put theirs back (link never replaces a lock taken since).
    await link(moved, file).catch(() => undefined);
  }
  await unlink(moved).catch(() => undefined);
}

async function tryCreate(file: string): Promise<FileHandle | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  const owner: Owner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  await handle.writeFile(`${JSON.stringify(owner)}\n`);
  await handle.sync();
  return handle;
}

async function describe(file: string): Promise<string> {
  const owner = await ownerOf(file);
  return owner ? `process ${owner.pid} on ${owner.host} since ${owner.since}` : 'another process';
}

/**
 * Runs `work` while holding the lock `file`, waiting for another holder first. The lock is
 * removed afterwards, whether `work` succeeds or throws.
 */
export async function withLock<T>(
  file: string,
  work: (lock: HeldLock) => Promise<T>,
  {
    staleMs = LOCK_STALE_MS,
    waitMs = LOCK_WAIT_MS,
    what = file,
    pause = pauseFor,
  }: LockOptions = {},
): Promise<T> {
  const deadline = Date.now() + waitMs;
  let handle: FileHandle | null = null;
  while (!(handle = await tryCreate(file))) {
    let seen: Stats;
    try {
      seen = await stat(file);
    } catch {
      continue; // released meanwhile
    }
    if (isStale(seen, await ownerOf(file), staleMs)) {
      await breakStale(file, seen);
      continue;
    }
    if (Date.now() >= deadline) {
      throw new LockBusyError(
        `${what} is locked by ${await describe(file)} (${file}); ` +
          `try again when it has finished (a lock untouched for ${Math.round(staleMs / 1000)} s ` +
          'is taken over)',
      );
    }
    await pause(POLL_MS + Math.random() * POLL_MS);
  }
  const own = await handle.stat();
  const isOurs = async () => {
    try {
      const now = await stat(file);
      return now.ino === own.ino && now.dev === own.dev;
    } catch {
      return false;
    }
  };
  const heartbeat = setInterval(() => {
    void isOurs().then((ours) => {
      if (ours) {
        const now = new Date();
        return utimes(file, now, now).catch(() => undefined);
      }
    });
  }, staleMs / 4);
  heartbeat.unref();
  try {
    return await work({
      assertHeld: async () => {
        if (!(await isOurs())) {
          throw new LockBusyError(
            `${what}: the lock ${file} was taken over; nothing more was changed`,
          );
        }
      },
    });
  } finally {
    clearInterval(heartbeat);
    if (await isOurs()) await unlink(file).catch(() => undefined);
    await handle.close();
  }
}
