// Rendered remote areas kept by the shell's server, so a page made of areas rendered before costs
// it little more than its own layout: no HTTP hop to the remote and no render there.
//
// Only an area that is the same for every visitor is kept: one the shell asked for without a
// session (a shared page) and that its remote answered `shared` for (rendered from no visitor's
// data: no cart, nothing asked for by a session id; build-kit's render-remote decides from the
// queries the render read). An area rendered for a visitor is never kept, whatever it answered.
//
// An area is kept by remote manifest, module, address, route pattern, props and place in the
// shell's tree (what the remote renders it from), and shown again only while all of these hold:
//  - the remote's live release is still the one that rendered it (watchReleases in
//    page-cache.ts: each remote's manifest ETag, polled, and the releases render answers name);
//  - the public data's version (the API's GET /api/data-version, which the database bumps when a
//    write to the catalogue, stock, reviews or stories commits, a checkout's stock included) is
//    still the one read before the area was asked for; the version is polled by one watcher per
//    server (watchDataVersion) every DATA_VERSION_POLL_MS, and when no poll has answered for
//    DATA_VERSION_STALE_MS the version is unknown: nothing is shown from the cache or kept;
//  - it is younger than AREA_CACHE_MS (a cap for anything the version does not cover).
// So a product's stock, say, is never shown from the cache more than about one poll interval
// (1 s) after the checkout that changed it committed.
// The cache is bounded by entries and by bytes (least recently used go first).
import { LRUCache } from 'lru-cache';
import { dataVersionResponseSchema } from '@healing/contracts';

/** How often each shell server asks the API for the public data's version. */
export const DATA_VERSION_POLL_MS = 1_000;
/** How long without an answer before the version counts as unknown. */
export const DATA_VERSION_STALE_MS = 3_000;

export interface KeptArea<Area> {
  area: Area;
  /** The remote release that rendered it. */
  release: string;
  /** The public data's version read before it was asked for. */
  dataVersion: string;
  storedAt: number;
}

export interface AreaCacheOptions {
  /** The longest an area is shown from the cache, whatever the versions say. */
  ttlMs: number;
  maxEntries?: number;
  /** The most bytes of areas kept (their HTML and data as the remote sent them). */
  maxBytes?: number;
  /** The release of a remote as last seen live (undefined: not known yet: nothing is shown). */
  liveRelease: (remote: string) => string | undefined;
  /** The public data's version as last polled (undefined: unknown: nothing shown or kept). */
  dataVersion: () => string | undefined;
  now?: () => number;
}

/** What an area is kept by: everything its remote renders it from. */
export function areaKey(parts: {
  manifest: string;
  module: string;
  url: string;
  pattern: string;
  props: Record<string, string> | undefined;
  treePosition: string | undefined;
}): string {
  return JSON.stringify([
    parts.manifest,
    parts.module,
    parts.url,
    parts.pattern,
    parts.props ?? {},
    parts.treePosition ?? null,
  ]);
}

export function createAreaCache<Area>({
  ttlMs,
  maxEntries = 2_000,
  maxBytes = 64 * 1024 * 1024,
  liveRelease,
  dataVersion,
  now = Date.now,
}: AreaCacheOptions) {
  // Least recently used first out, past maxEntries or maxBytes (each entry's size is its bytes).
  const entries = new LRUCache<string, KeptArea<Area> & { remote: string }>({
    max: maxEntries,
    maxSize: maxBytes,
  });

  return {
    /** The area kept for `key`, while it is still what its remote would render now. */
    get(key: string, remote: string): Area | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const release = liveRelease(remote);
      const version = dataVersion();
      if (
        entry.remote !== remote ||
        release === undefined ||
        release !== entry.release ||
        version === undefined ||
        version !== entry.dataVersion ||
        now() - entry.storedAt >= ttlMs
      ) {
        entries.delete(key);
        return undefined;
      }
      return entry.area;
    },
    /**
     * Keeps `area` of `remote`, rendered by `release` from data at `version` (read before the
     * area was asked for), `bytes` long. Nothing is kept without a known version, or when the
     * version has moved on since (the area may show older data than the current version's).
     */
    set(
      key: string,
      remote: string,
      {
        area,
        release,
        version,
        bytes,
      }: { area: Area; release: string; version: string | undefined; bytes: number },
    ): boolean {
      if (ttlMs <= 0 || version === undefined || dataVersion() !== version) return false;
      if (bytes > maxBytes) return false;
      entries.set(
        key,
        { area, release, dataVersion: version, storedAt: now(), remote },
        { size: Math.max(1, bytes) },
      );
      return true;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

export type AreaCache<Area> = ReturnType<typeof createAreaCache<Area>>;

/**
 * The public data's version as the API last told it (GET `${apiUrl}/api/data-version`), asked
 * every `intervalMs` by one timer for the whole server (never per request). Unknown until the
 * first answer and once no poll has answered for `staleMs`.
 */
export function watchDataVersion(
  apiUrl: string,
  {
    intervalMs = DATA_VERSION_POLL_MS,
    staleMs = DATA_VERSION_STALE_MS,
    now = Date.now,
    fetch: send = (input: string, init?: RequestInit) => globalThis.fetch(input, init),
  }: {
    intervalMs?: number;
    staleMs?: number;
    now?: () => number;
    fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  } = {},
) {
  let known: { version: string; at: number } | null = null;
  let polling = false;
  const poll = async () => {
    if (polling) return; // one request at a time, however slow the API is
    polling = true;
    try {
      const answer = await send(new URL('/api/data-version', apiUrl).href, {
        signal: AbortSignal.timeout(Math.max(500, intervalMs)),
      });
      if (!answer.ok) {
        await answer.body?.cancel();
        return;
      }
      const body = dataVersionResponseSchema.safeParse(await answer.json());
      if (body.success) known = { version: body.data.version, at: now() };
    } catch {
      // unreachable for now: the version turns unknown after staleMs
    } finally {
      polling = false;
    }
  };
  const timer = setInterval(() => void poll(), intervalMs);
  timer.unref();
  const first = poll();
  return {
    current: (): string | undefined =>
      known && now() - known.at < staleMs ? known.version : undefined,
    /** The first poll's end (tests, and a server that wants a version before its first page). */
    ready: () => first,
    /** Polls now (tests). */
    poll,
    stop: () => clearInterval(timer),
  };
}

export type DataVersionWatch = ReturnType<typeof watchDataVersion>;
