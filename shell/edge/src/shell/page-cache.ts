// Public first screens reused for a few seconds: the server HTML of a page that is the same for
// every visitor (home, collections, products, stories, blog, content) is rendered once per path
// and per live release of the remotes on it, kept compressed, and served to everyone until it is
// PAGE_CACHE_MS old or one of those remotes has released. Each content coding of a page is made
// when a visitor first asks for it, then kept: a crawler taking brotli never pays for gzip (about
// 1.5 ms of a 90 KB page's 6 ms). Pages are rendered anonymously for the cache (no visitor's cart
// is ever in them); the cart, checkout and order pages never come here.
// A degraded page (an area its remote should have rendered was left to the browser) goes to the
// visitors who waited for that render and is never kept: the next visitor gets a fresh render.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderedPage } from './server-render';
import type { PageCacheResult } from './shell-metrics';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/**
 * A page in one content coding, made off the event loop (zlib's thread pool). Brotli 5 makes a
 * 90 KB page in about 2 ms, to about a fifth of its size.
 */
export function encodePage(html: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzipAsync(html, { level: 6 });
}

export interface CachedPage {
  status: number;
  /** The page in `encoding` (null: as rendered), made on first request and kept. */
  body(encoding: PageEncoding | null): Promise<Buffer>;
  releases: Record<string, string>;
  storedAt: number;
}

/** A rendered page's bodies: each coding made once, when first asked for. */
function lazyBodies(identity: Buffer): CachedPage['body'] {
  const made = new Map<PageEncoding, Promise<Buffer>>();
  return (encoding) => {
    if (!encoding) return Promise.resolve(identity);
    let body = made.get(encoding);
    if (!body) {
      body = encodePage(identity, encoding);
      made.set(encoding, body);
      // A failed compression is not kept: the next visitor's request tries again.
      body.catch(() => made.delete(encoding));
    }
    return body;
  };
}

export interface PageLookup {
  page: CachedPage;
  result: PageCacheResult;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** The release of a remote as last seen live (undefined: not known yet). */
  liveRelease: (remote: string) => string | undefined;
  now?: () => number;
  /** Told how each lookup went (the shell's metrics). */
  onLookup?: (result: PageCacheResult) => void;
}

export function createPageCache({
  ttlMs,
  maxEntries = 500,
  liveRelease,
  now = Date.now,
  onLookup = () => {},
}: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  /** Renders under way, so a burst of visitors to one page costs one render. */
  const pending = new Map<string, Promise<CachedPage>>();

  function isFresh(entry: CachedPage): boolean {
    if (now() - entry.storedAt >= ttlMs) return false;
    return Object.entries(entry.releases).every(([remote, release]) => {
      const live = liveRelease(remote);
      return live === undefined || live === release;
    });
  }

  function store(key: string, page: RenderedPage): CachedPage {
    const entry: CachedPage = {
      status: page.status,
      body: lazyBodies(Buffer.from(page.html)),
      releases: page.releases,
      storedAt: now(),
    };
    entries.delete(key);
    if (page.degraded) return entry;
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  }

  return {
    /**
     * The page for `key`, from the cache or rendered by `render` (once, however many ask), and
     * how it was found: a fresh copy (hit), rendered for this lookup (miss), or a render another
     * lookup had under way (coalesced).
     */
    async get(key: string, render: () => Promise<RenderedPage>): Promise<PageLookup> {
      const entry = entries.get(key);
      if (entry && isFresh(entry)) {
        onLookup('hit');
        return { page: entry, result: 'hit' };
      }
      let producing = pending.get(key);
      const result = producing ? 'coalesced' : 'miss';
      onLookup(result);
      if (!producing) {
        producing = render()
          .then((page) => store(key, page))
          .finally(() => pending.delete(key));
        pending.set(key, producing);
      }
      return { page: await producing, result };
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Which release each remote has live, learnt from its render answers and by asking for its
 * manifest's ETag (a conditional request; the remote's server tags files by content) every
 * `intervalMs`, so a release is noticed even while its pages are served from the cache.
 */
export function watchReleases(remotes: Record<string, string>, intervalMs: number) {
  const live = new Map<string, string>();
  const check = async (remote: string, manifest: string) => {
    try {
      const known = live.get(remote);
      const answer = await fetch(manifest, {
        method: 'HEAD',
        headers: {
          'Accept-Encoding': 'identity',
          ...(known ? { 'If-None-Match': `"${known}"` } : {}),
        },
        signal: AbortSignal.timeout(Math.max(200, intervalMs)),
      });
      const etag = answer.headers.get('etag')?.replace(/^W\//, '').replace(/"/g, '');
      if (answer.status === 200 && etag) live.set(remote, etag);
    } catch {
      // unreachable for now: pages on it expire by age
    }
  };
  const poll = () => {
    for (const [remote, manifest] of Object.entries(remotes)) void check(remote, manifest);
  };
  const timer = intervalMs > 0 ? setInterval(poll, intervalMs) : null;
  timer?.unref();
  poll();
  return {
    liveRelease: (remote: string) => live.get(remote),
    observe: (releases: Record<string, string>) => {
      for (const [remote, release] of Object.entries(releases)) live.set(remote, release);
    },
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
