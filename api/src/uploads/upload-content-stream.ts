import { Readable } from 'node:stream';

/** Reads `length` bytes of the upload from `offset`; fewer only when the upload is gone. */
export type SliceReader = (offset: number, length: number) => Promise<Buffer>;

export interface UploadContentStreamOptions {
  readSlice: SliceReader;
  /** The first byte and the byte after the last one sent. */
  start: number;
  end: number;
  sliceBytes: number;
  /**
   * A download whose client takes no new slice for this long is cut off, freeing its permit:
   * with 128 KB slices and 30 s, a client slower than about 4 KB/s.
   */
  idleTimeoutMs: number;
  /** Once, when the stream ends, fails or is destroyed (the client went away). */
  onClose: () => void;
}

/**
 * An upload's bytes, sent as they are read: one slice from the database at a time, and the next
 * only once the client has taken the last (backpressure), so a download holds at most about two
 * slices in memory and one database connection at a time, whatever the upload's size.
 * `prefetch()` reads the first slice before the answer starts, so a database that fails then is
 * still a clean 503; a failure later can only cut the download short, and the client sees it
 * end before Content-Length.
 */
export class UploadContentStream extends Readable {
  private offset: number;
  private first?: Buffer;
  private idleTimer?: NodeJS.Timeout;

  constructor(private readonly options: UploadContentStreamOptions) {
    super({ highWaterMark: options.sliceBytes });
    this.offset = options.start;
  }

  async prefetch(): Promise<void> {
    this.first = await this.nextSlice();
  }

  override _read(): void {
    clearTimeout(this.idleTimer);
    const first = this.first;
    if (first) {
      this.first = undefined;
      this.deliver(first);
      return;
    }
    this.nextSlice().then(
      (slice) => this.deliver(slice),
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    clearTimeout(this.idleTimer);
    this.options.onClose();
    done(error);
  }

  private deliver(slice: Buffer): void {
    if (this.destroyed) return;
    if (slice.length > 0) this.push(slice);
    if (this.offset >= this.options.end) {
      this.push(null);
      return;
    }
    this.idleTimer = setTimeout(() => {
      this.destroy(new Error('the client took nothing for too long'));
    }, this.options.idleTimeoutMs);
    // A stalled download alone must not keep a stopping process alive.
    this.idleTimer.unref();
  }

  private async nextSlice(): Promise<Buffer> {
    const length = Math.min(this.options.sliceBytes, this.options.end - this.offset);
    if (length <= 0) return Buffer.alloc(0);
    const slice = await this.options.readSlice(this.offset, length);
    if (slice.length !== length) throw new Error('the upload was removed during its download');
    this.offset += length;
    return slice;
  }
}
