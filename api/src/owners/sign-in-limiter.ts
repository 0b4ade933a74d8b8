import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { clientNetwork } from '../common/client-network';
import { TooManySignInAttemptsError } from './owner-errors';

/** The table the counters live in (migration 1764400000000-owners-sessions-audit). */
export const SIGN_IN_LIMITS_TABLE = 'sign_in_limits';

/**
 * Sign-in attempts counted in PostgreSQL, so every replica counts them together (the same
 * rate-limiter-flexible store as common/write-limit-storage.ts, on a table of its own):
 * - per client address (an IPv6 address's /64): every attempt, right or wrong;
 * - per username: every attempt, and a successful sign-in clears the count, so what is left
 *   counts failures. The key is a hash of the lower-cased username, so the table holds no
 *   usernames anyone typed.
 * While PostgreSQL cannot be reached the counting falls back to this process's memory.
 */
@Injectable()
export class SignInLimiter {
  private readonly perAddress: RateLimiterPostgres;
  private readonly perUsername: RateLimiterPostgres;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.perAddress = limiter(
      dataSource,
      'sign-in-address',
      config.signInAttemptsPerAddress,
      config,
    );
    this.perUsername = limiter(
      dataSource,
      'sign-in-username',
      config.signInFailuresPerUsername,
      config,
    );
  }

  /** Counts one attempt from this address; throws once it is over the limit. */
  async countAddress(address: string): Promise<void> {
    await this.consume(this.perAddress, clientNetwork(address));
  }

  /** Counts one attempt for this username; throws once it is over the limit. */
  async countUsername(username: string): Promise<void> {
    await this.consume(this.perUsername, usernameKey(username));
  }

  /** After a successful sign-in: that username's failures are forgiven. */
  async forgetUsername(username: string): Promise<void> {
    await this.perUsername.delete(usernameKey(username));
  }

  private async consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(Math.ceil(refusal.msBeforeNext / 1000), 1);
      throw new TooManySignInAttemptsError(seconds, this.config.signInWindowMs);
    }
  }
}

function usernameKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase(), 'utf8').digest('hex');
}

function limiter(
  dataSource: DataSource,
  keyPrefix: string,
  points: number,
  config: AppConfig,
): RateLimiterPostgres {
  const duration = Math.max(Math.ceil(config.signInWindowMs / 1000), 1);
  return new RateLimiterPostgres({
    storeClient: dataSource,
    storeType: 'typeorm',
    tableName: SIGN_IN_LIMITS_TABLE,
    tableCreated: true,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}
