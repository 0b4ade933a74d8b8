import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { clientNetwork } from '../common/client-network';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  addressRule,
  admit,
  usernameAtAddressRule,
  withFailure,
  withoutLastFailure,
  type FailureRun,
  type Refusal,
  type WaitRule,
} from './sign-in-policy';

/** The table the counters live in (migration 1765040000000-sign-in-failures). */
export const SIGN_IN_FAILURES_TABLE = 'sign_in_failures';

/**
 * First key of the counters' two-key advisory locks, used by nothing else: one counter's reads
 * and writes are serialised across replicas, so concurrent attempts from one address are counted
 * one after the other.
 */
const COUNTER_LOCK_SPACE = 0x5349474e; // 'SIGN'

/** The counters one sign-in attempt reads and writes. Usernames are stored only as hashes. */
export interface SignInCounterKeys {
  address: string;
  usernameAtAddress: string;
  username: string;
}

interface FailureRow {
  key: string;
  failures: number;
  first_failure_at: Date;
  last_failure_at: Date;
  previous_failure_at: Date | null;
  alerted_at: Date | null;
}

/** The attempt's place in its address's counters once admitted (for the audit log). */
export interface AdmittedAttempt {
  admitted: true;
  failuresFromAddress: number;
}

export function signInCounterKeys(username: string, address: string): SignInCounterKeys {
  const network = clientNetwork(address);
  const name = username.trim().toLowerCase();
  return {
    address: `address:${network}`,
    usernameAtAddress: `username-at-address:${sha256(`${network}\n${name}`)}`,
    username: `username:${sha256(name)}`,
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The owner sign-in's counters (rules in sign-in-policy.ts), kept in PostgreSQL so every replica
 * counts together. An attempt is counted as a failure *before* its password is checked, so a
 * burst of parallel attempts from one address cannot all slip in under the limit; an attempt
 * that turns out right is then taken back (`succeeded`). Times come from the caller's clock.
 */
@Injectable()
export class SignInLimiter {
  private readonly rules: { address: WaitRule; usernameAtAddress: WaitRule };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.rules = {
      address: addressRule(config.signIn),
      usernameAtAddress: usernameAtAddressRule(config.signIn),
    };
  }

  /** Counts the attempt against its address and username-at-address, unless either must wait. */
  async admit(keys: SignInCounterKeys, now: Date): Promise<Refusal | AdmittedAttempt> {
    return this.dataSource.transaction(async (manager) => {
      const counted = [keys.address, keys.usernameAtAddress];
      await lockCounters(manager, counted);
      const runs = await readRuns(manager, counted);
      const address = runs.get(keys.address) ?? null;
      const usernameAtAddress = runs.get(keys.usernameAtAddress) ?? null;
      const admission = admit({ address, usernameAtAddress }, now, this.rules);
      if (!admission.admitted) return admission;
      const addressRun = withFailure(address, now, this.rules.address.forgetAfterMs);
      await writeRun(manager, keys.address, addressRun);
      await writeRun(
        manager,
        keys.usernameAtAddress,
        withFailure(usernameAtAddress, now, this.rules.usernameAtAddress.forgetAfterMs),
      );
      return { admitted: true, failuresFromAddress: addressRun.failures };
    });
  }

  /**
   * The password was right: the attempt is taken back from its address, and the username's
   * failures at that address are forgotten.
   */
  async succeeded(keys: SignInCounterKeys): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockCounters(manager, [keys.address]);
      const runs = await readRuns(manager, [keys.address]);
      const left = withoutLastFailure(runs.get(keys.address) ?? null);
      if (left) await writeRun(manager, keys.address, left);
      else await deleteRun(manager, keys.address);
      await deleteRun(manager, keys.usernameAtAddress);
    });
  }

  /**
   * Inside the caller's transaction: the username's burst as it stands, locked until that
   * transaction ends, so one replica at a time decides whether this failure alerts the owner.
   */
  async burstFor(manager: EntityManager, keys: SignInCounterKeys): Promise<FailureRun | null> {
    await lockCounters(manager, [keys.username]);
    return (await readRuns(manager, [keys.username])).get(keys.username) ?? null;
  }

  async saveBurst(
    manager: EntityManager,
    keys: SignInCounterKeys,
    burst: FailureRun,
  ): Promise<void> {
    await writeRun(manager, keys.username, burst);
  }

  /** Removes counters nobody needs any more (quiet longer than any rule remembers). */
  async forgetOld(manager: EntityManager, now: Date): Promise<void> {
    const keepMs = Math.max(this.config.signIn.forgetAfterMs, this.config.signIn.burstQuietMs);
    await manager.query(`DELETE FROM ${SIGN_IN_FAILURES_TABLE} WHERE last_failure_at < $1`, [
      new Date(now.getTime() - keepMs),
    ]);
  }
}

/** Takes the keys' advisory locks in one order, so two attempts never wait for each other. */
async function lockCounters(manager: EntityManager, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await manager.query(`SELECT pg_advisory_xact_lock($1::int, hashtext($2))`, [
      COUNTER_LOCK_SPACE,
      key,
    ]);
  }
}

async function readRuns(manager: EntityManager, keys: string[]): Promise<Map<string, FailureRun>> {
  const rows = await manager.query<FailureRow[]>(
    `SELECT key, failures, first_failure_at, last_failure_at, previous_failure_at, alerted_at
       FROM ${SIGN_IN_FAILURES_TABLE} WHERE key = ANY($1)`,
    [keys],
  );
  return new Map(
    rows.map((row) => [
      row.key,
      {
        failures: row.failures,
        firstFailureAt: row.first_failure_at,
        lastFailureAt: row.last_failure_at,
        previousFailureAt: row.previous_failure_at,
        alertedAt: row.alerted_at,
      },
    ]),
  );
}

async function writeRun(manager: EntityManager, key: string, run: FailureRun): Promise<void> {
  await manager.query(
    `INSERT INTO ${SIGN_IN_FAILURES_TABLE}
       (key, failures, first_failure_at, last_failure_at, previous_failure_at, alerted_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (key) DO UPDATE SET
       failures = excluded.failures,
       first_failure_at = excluded.first_failure_at,
       last_failure_at = excluded.last_failure_at,
       previous_failure_at = excluded.previous_failure_at,
       alerted_at = excluded.alerted_at`,
    [
      key,
      run.failures,
      run.firstFailureAt,
      run.lastFailureAt,
      run.previousFailureAt,
      run.alertedAt,
    ],
  );
}

async function deleteRun(manager: EntityManager, key: string): Promise<void> {
  await manager.query(`DELETE FROM ${SIGN_IN_FAILURES_TABLE} WHERE key = $1`, [key]);
}
