import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The table the counters live in (migration 1765270000000-upload-read-limits). */
export const UPLOAD_READ_LIMITS_TABLE = 'upload_read_limits';

const WINDOW_SECONDS = 60;

/** 429: this address has read its minute's worth of uploads from the API. */
export class UploadReadsLimitedError extends DomainError {
  readonly statusCode = 429;

  constructor(readonly retryAfterSeconds: number) {
    super(
      'Too many images were downloaded from your network in a short time. Please wait a minute and try again.',
    );
  }
}

/**
 * Upload reads per client address (an IPv6 address's /64) per minute, counted in PostgreSQL so
 * every replica counts them together (rate-limiter-flexible's store, as the write limit's and
 * the sign-in limits'). An address past its limit is then refused from this process's memory
 * until its minute ends, so a flood costs the database nothing more; while PostgreSQL cannot be
 * reached, counting falls back to memory. Reads a browser makes are few (it keeps an upload for
 * good) and the edge's cache answers repeats, so the limit is met by clients that loop.
 */
@Injectable()
export class UploadReadLimit {
  private readonly limiter: RateLimiterPostgres;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    const points = Math.max(config.uploadReadsPerMinute, 1);
    this.limiter = new RateLimiterPostgres({
      storeClient: dataSource,
      storeType: 'typeorm',
      tableName: UPLOAD_READ_LIMITS_TABLE,
      tableCreated: true,
      keyPrefix: 'upload-reads',
      points,
      duration: WINDOW_SECONDS,
      inMemoryBlockOnConsumed: points + 1,
      insuranceLimiter: new RateLimiterMemory({ points, duration: WINDOW_SECONDS }),
    });
  }

  /** Counts one read from this address (as clientNetwork() keys it); throws past the limit. */
  async count(clientAddress: string): Promise<void> {
    try {
      await this.limiter.consume(clientAddress);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new UploadReadsLimitedError(Math.max(Math.ceil(refusal.msBeforeNext / 1000), 1));
    }
  }
}
