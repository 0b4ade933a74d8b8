import type { ThrottlerStorage } from '@nestjs/throttler';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/** What the throttler needs back for one counted write (not exported by @nestjs/throttler). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The table the counters live in (migration 1764250000000-write-limits). */
export const WRITE_LIMITS_TABLE = 'write_limits';

/**
 * The throttler's counters, kept in PostgreSQL so every API replica counts one client's writes
 * together: three replicas behind a balancer allow a client the limit once, not three times.
 *
 * The counting is rate-limiter-flexible's PostgreSQL store (one upsert per write, a fixed window
 * per key; expired rows are deleted by the store every few minutes). Two things stay local:
 * - a client past its limit is then refused from this process's memory until its window ends,
 *   so a flood costs the database nothing after the first refusals;
 * - while PostgreSQL cannot be reached, counting falls back to this process's memory (the write
 *   itself will then meet the database outage and get its 503).
 *
 * The count may wait at most STORE_DEADLINE_MS for PostgreSQL (a healthy upsert takes a few
 * milliseconds) before this process's memory counts instead. Without that deadline a write
 * during a frozen database waited out the driver's query timeout twice, once for its count and
 * once for itself, and answered after more than the 5 s the API promises.
 */
export const STORE_DEADLINE_MS = 500;

export class WriteLimitStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RLWrapperTimeouts>();

  constructor(private readonly dataSource: DataSource) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const limiter = this.limiterFor(throttlerName, ttl, limit);
    let result: RateLimiterRes;
    let refused = false;
    try {
      result = await limiter.consume(key);
    } catch (refusal) {
      // consume() rejects with the counter when the key is over its limit, or with an empty one
      // when this process already knows it is (the memory counter answers for the store's own
      // errors and its deadline, so anything else is a real failure).
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      result = refusal;
      refused = true;
    }
    const secondsLeft = Math.max(Math.ceil(result.msBeforeNext / 1000), 0);
    return {
      totalHits: refused ? Math.max(result.consumedPoints, limit + 1) : result.consumedPoints,
      timeToExpire: secondsLeft,
      isBlocked: refused,
      timeToBlockExpire: refused ? secondsLeft : 0,
    };
  }

  private limiterFor(throttlerName: string, ttl: number, limit: number): RLWrapperTimeouts {
    const id = `${throttlerName}:${ttl}:${limit}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const duration = Math.max(Math.ceil(ttl / 1000), 1);
      const shared = new RateLimiterPostgres({
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: WRITE_LIMITS_TABLE,
        tableCreated: true,
        // The key already names the throttler and the client (WriteThrottlerGuard.generateKey).
        keyPrefix: '',
        points: limit,
        duration,
        // Without inMemoryBlockDuration, the local refusal lasts until the window's end.
        inMemoryBlockOnConsumed: limit + 1,
      });
      // The memory counter is the wrapper's alone: a store that fails (at once, or after the
      // deadline) has the write counted there once, not once by each.
      limiter = new RLWrapperTimeouts({
        limiter: shared,
        timeoutMs: STORE_DEADLINE_MS,
        insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
