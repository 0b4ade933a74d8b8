// Publishing a release to a static host's folder (a CDN origin, a bucket's local mirror): the
// release's public files, in an order that keeps every page working while it runs. Chunks and
// assets first, then the other files, then mf-manifest.json, then the entry (remoteEntry.js)
// last: whatever a browser fetches, the files it names are already there. Each file is copied
// under a temporary name and renamed into place, after its headers file; a file already there
// with the same bytes is left alone, so publishing again copies nothing.
//
// Headers: beside each file, `<file>.headers.json`, one JSON object of the headers the remote's
// own server sends with it ({"Content-Type": ..., "Cache-Control": ..., "ETag": ...}), asked of
// that server itself (remote-server.ts over app.inject), so a host and the edge agree. A
// precompressed copy (`<file>.br`) gets the headers of the compressed answer (Content-Encoding:
// br, its ETag): a host that picks the copy for browsers that accept br sends it with those.
//
// The folder's .publish-history.json lists what each published release consists of; after a
// publish, files no kept release lists (release-files.ts keptReleases) and older than the
// minimum age are deleted, with their headers files. Files the publish did not write (no headers
// file beside them) are never touched.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { contentTag, isHashedName } from '../http/static-files';
import { buildRemoteServer } from './remote-server';
import { type LockOptions, withLock } from './release-lock';
import {
  allFiles,
  keptReleases,
  MANIFEST,
  modifiedAt,
  publicOnly,
  releaseReferences,
  type ReleaseSpan,
  VARIANT_ENCODINGS,
} from './release-files';
import { PRUNE_MIN_AGE_MS } from './releases';

export const HEADERS_SUFFIX = '.headers.json';
const HISTORY = '.publish-history.json';
const LOCK = '.publish.lock';
const LEFTOVER_MS = 24 * 60 * 60_000;
const TEMP = /^\..+\.tmp-[0-9a-f]{12}$/;

/** The headers of the edge's answer a host should repeat, in this order; per-request ones aside. */
const KEPT_HEADERS = [
  'Content-Type',
  'Content-Encoding',
  'Cache-Control',
  'ETag',
  'Vary',
  'X-Content-Type-Options',
  'Access-Control-Allow-Origin',
  'Cross-Origin-Resource-Policy',
];

/** The file operations a publish makes, replaceable to watch or disturb them (tests). */
export interface PublishOps {
  copyFile: (from: string, to: string) => Promise<void>;
  rename: (from: string, to: string) => Promise<void>;
}

export interface PublishOptions {
  now?: () => number;
  minAgeMs?: number;
  lock?: LockOptions;
  ops?: Partial<PublishOps>;
}

export interface PublishResult {
  id: string;
  /** Files written, headers files included, in the order they went in. */
  copied: string[];
  unchanged: string[];
  /** Files of releases no longer kept, deleted from the folder. */
  removed: string[];
}

interface PublishEntry {
  id: string;
  publishedAt: string;
  until?: string;
  files: string[];
}

interface Item {
  relative: string;
  source: string;
  headers: string;
}

const nonce = () => randomBytes(6).toString('hex');

export class PublishError extends Error {}

/** The headers file of each public file of the release (and of its served copies), in order. */
async function plan(releaseDir: string, id: string): Promise<Item[]> {
  const { entry, missing } = await releaseReferences(releaseDir);
  if (missing.length > 0) {
    throw new PublishError(`release ${id} is incomplete: it lacks ${missing.join(', ')}`);
  }
  const everything = new Set(await allFiles(releaseDir));
  const { app } = await buildRemoteServer({ roots: () => [releaseDir], logger: false });
  const phases: Item[][] = [[], [], [], []];
  try {
    for (const relative of publicOnly([...everything])) {
      const ask = async (encoding?: string) => {
        const answer = await app.inject({
          method: 'HEAD',
          url: `/${relative.split('/').map(encodeURIComponent).join('/')}`,
          headers: { 'accept-encoding': encoding ?? 'identity' },
        });
        if (answer.statusCode !== 200) {
          throw new PublishError(
            `${path.join(releaseDir, relative)} cannot be published: the remote's server ` +
              `answers ${answer.statusCode} for it (did it vanish?)`,
          );
        }
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = answer.headers[name.toLowerCase()];
          if (value !== undefined) headers[name] = String(value);
        }
        return headers;
      };
      const group: Item[] = [];
      // A copy goes in before its file, for hosts that look for it beside the file.
      for (const encoding of VARIANT_ENCODINGS) {
        const copy = `${relative}.${encoding}`;
        if (!everything.has(copy)) continue;
        const headers = await ask(encoding);
        // Only a copy the edge itself sends (compressible, big enough) is published.
        if (headers['Content-Encoding'] !== encoding) continue;
        group.push({ relative: copy, source: path.join(releaseDir, copy), headers: json(headers) });
      }
      const headers = json(await ask());
      group.push({ relative, source: path.join(releaseDir, relative), headers });
      const phase =
        relative === entry ? 3 : relative === MANIFEST ? 2 : isHashedName(relative) ? 0 : 1;
      phases[phase].push(...group);
    }
  } finally {
    await app.close();
  }
  return phases.flat();
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function sameBytes(a: string, b: string): Promise<boolean> {
  try {
    const [statA, statB] = await Promise.all([stat(a), stat(b)]);
    if (statA.size !== statB.size) return false;
    return (await contentTag(a, statA)) === (await contentTag(b, statB));
  } catch {
    return false;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Copies one file into place through a temporary name; false when it was there already. */
async function placeFile(item: Item, target: string, ops: PublishOps): Promise<boolean> {
  const dest = path.join(target, item.relative);
  let sourceTag: string;
  try {
    sourceTag = await contentTag(item.source, await stat(item.source));
  } catch (error) {
    if (isMissing(error)) throw new PublishError(`${item.source} vanished from the release`);
    throw error;
  }
  if (await sameBytes(item.source, dest)) return false;
  await mkdir(path.dirname(dest), { recursive: true });
  const temp = path.join(path.dirname(dest), `.${path.basename(dest)}.tmp-${nonce()}`);
  try {
    try {
      await ops.copyFile(item.source, temp);
    } catch (error) {
      if (isMissing(error)) throw new PublishError(`${item.source} vanished from the release`);
      throw error;
    }
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    if ((await contentTag(temp, await stat(temp))) !== sourceTag) {
      throw new PublishError(`${item.source} changed while it was copied`);
    }
    await ops.rename(temp, dest);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return true;
}

/** Writes `content` to `dest` through a temporary name; false when it was there already. */
async function placeText(dest: string, content: string, ops: PublishOps): Promise<boolean> {
  const existing = await readFile(dest, 'utf8').catch(() => null);
  if (existing === content) return false;
  await mkdir(path.dirname(dest), { recursive: true });
  const temp = path.join(path.dirname(dest), `.${path.basename(dest)}.tmp-${nonce()}`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await ops.rename(temp, dest);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return true;
}

async function readHistory(target: string): Promise<PublishEntry[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(target, HISTORY), 'utf8'));
    return Array.isArray(parsed)
      ? (parsed as PublishEntry[]).filter(
          (entry) => typeof entry?.id === 'string' && Array.isArray(entry.files),
        )
      : [];
  } catch {
    return [];
  }
}

/** Deletes what no kept release lists, once older than `minAgeMs` (see the top of this file). */
async function pruneTarget(
  target: string,
  entries: PublishEntry[],
  { now, minAgeMs }: { now: number; minAgeMs: number },
): Promise<{ entries: PublishEntry[]; removed: string[] }> {
  const spans: ReleaseSpan[] = entries.map((entry, index) => ({
    id: entry.id,
    until: index === entries.length - 1 ? null : Date.parse(entry.until ?? entry.publishedAt) || 0,
  }));
  const kept = keptReleases(spans, { now, minAgeMs });
  const keptEntries = entries.filter((entry) => kept.has(entry.id));
  const needed = new Set(keptEntries.flatMap((entry) => entry.files));
  const files = await allFiles(target);
  const present = new Set(files);
  const removed: string[] = [];
  const isOld = async (relative: string, ageMs: number) =>
    now - ((await modifiedAt(path.join(target, relative))) ?? now) >= ageMs;
  for (const relative of files) {
    const base = path.posix.basename(relative);
    if (TEMP.test(base)) {
      if (await isOld(relative, LEFTOVER_MS))
        await rm(path.join(target, relative), { force: true });
      continue;
    }
    if (base.startsWith('.') || needed.has(relative)) continue;
    const isHeaders = relative.endsWith(HEADERS_SUFFIX);
    const owner = isHeaders ? relative.slice(0, -HEADERS_SUFFIX.length) : relative;
    // Only what a publish wrote (a file with its headers file, or a headers file left alone).
    if (isHeaders ? present.has(owner) : !present.has(`${relative}${HEADERS_SUFFIX}`)) continue;
    if (!(await isOld(relative, minAgeMs))) continue;
    // The file before its headers: a file is never there without them.
    await unlink(path.join(target, relative)).catch(() => undefined);
    removed.push(relative);
    if (!isHeaders) {
      await unlink(path.join(target, `${relative}${HEADERS_SUFFIX}`)).catch(() => undefined);
      removed.push(`${relative}${HEADERS_SUFFIX}`);
      present.delete(`${relative}${HEADERS_SUFFIX}`);
    }
    present.delete(relative);
  }
  return { entries: keptEntries, removed };
}

/**
 * Publishes release `id` (the complete build in `releaseDir`) into `target`, then prunes what
 * no kept release there needs. Fails, with the published manifest and entry unchanged, when a
 * file of the release is missing or vanishes on the way.
 */
export async function publishRelease(
  releaseDir: string,
  id: string,
  target: string,
  options: PublishOptions = {},
): Promise<PublishResult> {
  const ops: PublishOps = { copyFile, rename, ...options.ops };
  const now = (options.now ?? Date.now)();
  const items = await plan(releaseDir, id);
  await mkdir(target, { recursive: true });
  return withLock(
    path.join(target, LOCK),
    async (lock) => {
      const result: PublishResult = { id, copied: [], unchanged: [], removed: [] };
      const note = (relative: string, copied: boolean) =>
        (copied ? result.copied : result.unchanged).push(relative);
      try {
        for (const item of items) {
          const headersFile = `${item.relative}${HEADERS_SUFFIX}`;
          await lock.assertHeld();
          note(headersFile, await placeText(path.join(target, headersFile), item.headers, ops));
          note(item.relative, await placeFile(item, target, ops));
        }
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new PublishError(
          `publishing ${id} to ${target} stopped: ${why}. The published manifest and entry ` +
            'were not changed; publish again once the release is whole',
        );
      }
      const files = items.flatMap((item) => [`${item.relative}${HEADERS_SUFFIX}`, item.relative]);
      const earlier = await readHistory(target);
      const last = earlier.at(-1);
      let entries = earlier;
      if (last?.id !== id || json(last.files) !== json(files)) {
        const at = new Date(now).toISOString();
        entries = [
          ...earlier
            .filter((entry) => entry.id !== id)
            .map((entry) => (entry === last ? { ...entry, until: at } : entry)),
          { id, publishedAt: at, files },
        ];
      }
      const pruned = await pruneTarget(target, entries, {
        now,
        minAgeMs: options.minAgeMs ?? PRUNE_MIN_AGE_MS,
      });
      result.removed = pruned.removed;
      if (json(pruned.entries) !== json(earlier)) {
        await lock.assertHeld();
        await placeText(path.join(target, HISTORY), json(pruned.entries), ops);
      }
      return result;
    },
    { what: `the published folder ${target}`, ...options.lock },
  );
}
