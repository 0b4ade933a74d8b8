import { DomainError } from '../common/domain-errors';

/** 503: every connection upload reads may hold is busy, and the line for one is full or too slow. */
export class UploadReadsBusyError extends DomainError {
  readonly statusCode = 503;

  constructor(readonly retryAfterSeconds: number) {
    super('Many images are being downloaded right now. Please try again in a moment.');
  }
}

export interface UploadReadGateOptions {
  /** Reads at once: each holds at most one database connection at a time. */
  permits: number;
  /** Reads that may wait for a permit; the next one is refused at once. */
  maxWaiting: number;
  /** How long a read waits for a permit before it is refused. */
  maxWaitMs: number;
}

/** Gives the permit back; calling it again does nothing. */
export type ReleasePermit = () => void;

interface Waiter {
  grant: (release: ReleasePermit) => void;
  timer: NodeJS.Timeout;
}

/**
 * A semaphore in front of everything an upload read does with the database: at most `permits`
 * reads at once, so they never hold more than that many of the pool's connections and every
 * other route always finds one free. A read that finds no permit waits in line (first come,
 * first served) for at most `maxWaitMs`; when the line is full or the wait runs out it is
 * refused with a 503 and Retry-After, and never waits longer. Only upload reads pass here: no
 * other route ever waits for it.
 */
export class UploadReadGate {
  private inUse = 0;
  private readonly line: Waiter[] = [];

  constructor(private readonly options: UploadReadGateOptions) {}

  /** Reads holding a permit, and reads waiting for one (for tests and metrics). */
  get usage(): { inUse: number; waiting: number } {
    return { inUse: this.inUse, waiting: this.line.length };
  }

  /** A permit, at once or after waiting; UploadReadsBusyError when none is free in time. */
  acquire(): Promise<ReleasePermit> {
    if (this.inUse < this.options.permits) {
      this.inUse += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.line.length >= this.options.maxWaiting) {
      return Promise.reject(this.busy());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(waiter), 1);
          reject(this.busy());
        }, this.options.maxWaitMs).unref(),
      };
      this.line.push(waiter);
    });
  }

  private releaser(): ReleasePermit {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      if (next) {
        // The permit passes straight to the first in line.
        clearTimeout(next.timer);
        next.grant(this.releaser());
      } else {
        this.inUse -= 1;
      }
    };
  }

  private busy(): UploadReadsBusyError {
    return new UploadReadsBusyError(Math.max(1, Math.ceil(this.options.maxWaitMs / 1000)));
  }
}
