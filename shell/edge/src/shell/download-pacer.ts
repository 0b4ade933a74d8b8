// The pace at which one client address gets the uploads this server keeps: a bucket of bytes per
// address that a download spends and that fills again at a steady rate. A visitor looking at a
// few images never waits (the bucket starts full, with room for two of the largest), while one
// address pulling the same image hundreds of times gets a steady 16 MB/s in all, however many
// downloads it opens, so the server's CPU and network stay free for everyone else's pages.
import { Transform, type TransformCallback } from 'node:stream';
import { LRUCache } from 'lru-cache';

export const DOWNLOAD_BYTES_PER_SECOND = 16 * 1024 * 1024;
export const DOWNLOAD_BURST_BYTES = 24 * 1024 * 1024;
/** Addresses remembered at once; one forgotten starts again with a full bucket. */
const MAX_ADDRESSES = 10_000;

export interface DownloadPacerOptions {
  bytesPerSecond?: number;
  burstBytes?: number;
  /** Milliseconds (tests pass their own clock). */
  now?: () => number;
}

interface Bucket {
  /** Bytes that may go now; below 0, a debt the next bytes wait for. */
  bytes: number;
  at: number;
}

export interface DownloadPacer {
  /** How long `bytes` for this address wait before they go, in ms (they are counted now). */
  delayFor: (address: string, bytes: number) => number;
  /** A stream passing a download's bytes at the address's pace. */
  pace: (address: string) => Transform;
}

export function createDownloadPacer(options: DownloadPacerOptions = {}): DownloadPacer {
  const rate = options.bytesPerSecond ?? DOWNLOAD_BYTES_PER_SECOND;
  const burst = options.burstBytes ?? DOWNLOAD_BURST_BYTES;
  const now = options.now ?? (() => performance.now());
  const buckets = new LRUCache<string, Bucket>({ max: MAX_ADDRESSES });

  function delayFor(address: string, bytes: number): number {
    const at = now();
    const bucket = buckets.get(address) ?? { bytes: burst, at };
    bucket.bytes = Math.min(burst, bucket.bytes + ((at - bucket.at) * rate) / 1000) - bytes;
    bucket.at = at;
    buckets.set(address, bucket);
    return bucket.bytes >= 0 ? 0 : (-bucket.bytes / rate) * 1000;
  }

  function pace(address: string): Transform {
    let timer: NodeJS.Timeout | undefined;
    return new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        const wait = delayFor(address, chunk.length);
        if (wait <= 0) return done(null, chunk);
        timer = setTimeout(() => done(null, chunk), wait);
      },
      destroy(error, done) {
        clearTimeout(timer);
        done(error);
      },
    });
  }

  return { delayFor, pace };
}
