// What one build of a remote (a release folder) holds and refers to, for pruning and publishing.
// A release refers to the hashed files its manifest names (each exposed module's scripts and
// stylesheets) and to those whose hash its entry's chunk map holds (webpack builds a chunk's
// name as prefix + "." + {id: "c33cf90a"}[id] + ".js"), and, through them, to whatever those
// files name in turn (a stylesheet's fonts and images). A name that merely looks like a hash
// keeps a file it did not need: references err towards keeping.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isHashedName, publicPath } from '../http/static-files';

export const MANIFEST = 'mf-manifest.json';
const DEFAULT_ENTRY = 'remoteEntry.js';
/** Precompressed copies the edge sends as they are (static-files.ts sendStatic). */
export const VARIANT_ENCODINGS = ['br'] as const;
const TEXT = /\.(m?js|css|json|html|svg|txt)$/i;
const HASH_TOKEN = /(?<![0-9a-f])[0-9a-f]{8}(?![0-9a-f])/g;

/** The server's own files (its renderer), never public: remote-server.ts's rule. */
export const isServerFile = (relative: string) => relative.startsWith('server/');

/** Every regular file under `dir`, build-relative with '/' separators, sorted. */
export async function allFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) found.push(name);
    }
  };
  await walk('');
  return found.sort();
}

/** The files of a build the remote's server would serve: no renderer, dot-file, map or copy. */
export function publicOnly(files: string[]): string[] {
  return files.filter((relative) => publicPath(`/${relative}`, isServerFile) === relative);
}

const hashOf = (relative: string) => path.basename(relative).split('.').at(-2)!;

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`${file} is missing: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as Manifest;
  } catch {
    throw new Error(`${file} is not JSON: the build is damaged`);
  }
}

/** The entry file a manifest names (remoteEntry.js), build-relative. */
export function entryOf(manifest: Manifest): string {
  const entry = manifest.metaData?.remoteEntry;
  const name = typeof entry?.name === 'string' && entry.name ? entry.name : DEFAULT_ENTRY;
  const folder = typeof entry?.path === 'string' ? entry.path : '';
  return path.posix.join(folder, name).replace(/^\.?\//, '');
}

/** Hashed file names anywhere in the manifest (assets of exposes and shared modules). */
function namedInManifest(value: unknown, names: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const name = value.replace(/^\.?\//, '');
    if (isHashedName(name)) names.add(name);
  } else if (Array.isArray(value)) {
    for (const item of value) namedInManifest(item, names);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) namedInManifest(item, names);
  }
  return names;
}

export interface ReleaseReferences {
  /** The entry file, build-relative. */
  entry: string;
  /** The hashed files the release refers to that it holds. */
  files: Set<string>;
  /** Files the manifest names (its entry, its hashed assets) that the release does not hold. */
  missing: string[];
}

/** What the build in `dir` refers to (see the top of this file). */
export async function releaseReferences(dir: string): Promise<ReleaseReferences> {
  const manifest = await readManifest(dir);
  const entry = entryOf(manifest);
  const held = new Set(publicOnly(await allFiles(dir)));
  const byHash = new Map<string, string[]>();
  for (const file of held) {
    if (isHashedName(file)) byHash.set(hashOf(file), [...(byHash.get(hashOf(file)) ?? []), file]);
  }
  const named = [entry, ...namedInManifest(manifest, new Set())];
  const missing = named.filter((name) => !held.has(name));
  const files = new Set(named.filter((name) => held.has(name) && isHashedName(name)));
  const toScan = [MANIFEST, entry, ...files].filter((name) => held.has(name));
  const scanned = new Set<string>();
  while (toScan.length > 0) {
    const file = toScan.pop()!;
    if (scanned.has(file) || !TEXT.test(file)) continue;
    scanned.add(file);
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const [token] of text.matchAll(HASH_TOKEN)) {
      for (const referred of byHash.get(token) ?? []) {
        if (!files.has(referred)) {
          files.add(referred);
          toScan.push(referred);
        }
      }
    }
  }
  return { entry, files, missing };
}

/** When a path was last changed, or null when it is gone. */
export async function modifiedAt(full: string): Promise<number | null> {
  try {
    return (await stat(full)).mtimeMs;
  } catch {
    return null;
  }
}

export interface ReleaseSpan {
  id: string;
  /** When it stopped being live (the caller's best guess when not recorded); null while live. */
  until: number | null;
}

/**
 * The prune rule, for a remote's releases and for a published folder alike: of `releases`
 * (oldest first, the live one last) these stay: the live one, the one before it (what a
 * rollback goes to), the `keepNewest` newest, and every one that was live less than `minAgeMs`
 * ago, since pages that loaded it may still ask for its chunks.
 */
export function keptReleases(
  releases: ReleaseSpan[],
  { now, minAgeMs, keepNewest = 0 }: { now: number; minAgeMs: number; keepNewest?: number },
): Set<string> {
  const kept = new Set(releases.slice(-Math.max(2, keepNewest)).map((release) => release.id));
  for (const release of releases) {
    if (release.until === null || now - release.until < minAgeMs) kept.add(release.id);
  }
  return kept;
}
