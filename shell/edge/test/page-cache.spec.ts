// The page cache's bodies (src/shell/page-cache.ts): a kept page is compressed in a content coding
// only when a visitor first asks for that coding, once however many ask at once, and a failed
// compression is tried again for the next visitor rather than kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RenderedPage } from '../src/shell/server-render';

const made = { br: 0, gzip: 0 };
let gzipFailures = 0;

jest.mock('node:zlib', () => {
  const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');
  return {
    ...zlib,
    brotliCompress: (...args: Parameters<typeof zlib.brotliCompress>) => {
      made.br += 1;
      return zlib.brotliCompress(...args);
    },
    gzip: (...args: Parameters<typeof zlib.gzip>) => {
      made.gzip += 1;
      if (gzipFailures > 0) {
        gzipFailures -= 1;
        const callback = args.at(-1) as (error: Error | null, result?: Buffer) => void;
        setImmediate(() => callback(new Error('compression failed')));
        return;
      }
      return zlib.gzip(...args);
    },
  };
});

// Imported after the mock, so the cache compresses through it.
const { createPageCache } =
  jest.requireActual<typeof import('../src/shell/page-cache')>('../src/shell/page-cache');

const html = `<!doctype html><main>${'<p>A healing moment.</p>'.repeat(200)}</main>`;
const page = (): RenderedPage => ({
  html,
  status: 200,
  releases: { catalog: 'r1' },
  degraded: false,
});

describe('the page cache', () => {
  beforeEach(() => {
    made.br = 0;
    made.gzip = 0;
    gzipFailures = 0;
  });

  const make = () => createPageCache({ ttlMs: 60_000, liveRelease: () => 'r1' });

  it('makes brotli alone for visitors who take it, and gzip once, when first asked', async () => {
    const cache = make();
    const first = await cache.get('/', () => Promise.resolve(page()));
    expect(first.result).toBe('miss');
    const br = await Promise.all([first.page.body('br'), first.page.body('br')]);
    expect(brotliDecompressSync(br[0]).toString()).toBe(html);
    expect(br[1]).toBe(br[0]);
    expect(made).toEqual({ br: 1, gzip: 0 });

    const later = await cache.get('/', () => Promise.resolve(page()));
    expect(later.result).toBe('hit');
    expect(await later.page.body('br')).toBe(br[0]);
    const gz = await Promise.all([later.page.body('gzip'), later.page.body('gzip')]);
    expect(gunzipSync(gz[0]).toString()).toBe(html);
    expect(gz[1]).toBe(gz[0]);
    expect(made).toEqual({ br: 1, gzip: 1 });

    expect((await later.page.body(null)).toString()).toBe(html);
  });

  it('tries a failed compression again for the next visitor', async () => {
    gzipFailures = 1;
    const { page: kept } = await make().get('/', () => Promise.resolve(page()));
    await expect(kept.body('gzip')).rejects.toThrow('compression failed');
    expect(gunzipSync(await kept.body('gzip')).toString()).toBe(html);
    expect(made.gzip).toBe(2);
  });
});
