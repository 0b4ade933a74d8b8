import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UPLOAD_DAY_SQL } from './upload-limits';

/** Who an upload counts against. */
export interface UploadOwner {
  /** A valid X-Session-Id, or null: then only the address's quota applies. */
  sessionId: string | null;
  /** The client's address as clientNetwork() keys it. */
  clientAddress: string;
}

/** 429: the visitor or the address has stored its day's worth of uploads. */
export class UploadQuotaExceededError extends DomainError {
  readonly statusCode = 429;

  constructor(
    message: string,
    /** When the oldest upload counted leaves the day, for Retry-After. */
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'file');
  }
}

interface Budget {
  column: 'client_address' | 'session_id';
  key: string;
  /** First key of the two-key advisory lock: one namespace per budget, used by nothing else. */
  lockSpace: number;
  maxUploads: number;
  maxBytes: number;
  refusal: string;
}

interface Usage {
  uploads: number;
  bytes: string;
  frees_in_seconds: number | null;
}

const ADDRESS_LOCK_SPACE = 0x55504c41; // 'UPLA'
const VISITOR_LOCK_SPACE = 0x55504c56; // 'UPLV'
const DAY_SECONDS = 24 * 60 * 60;

function describeBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Math.round(megabytes * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * At most so many uploads and bytes per rolling 24 hours, per visitor (session id) and per
 * client address (a larger budget: a household or an office shares one), counted from the
 * `uploads` rows themselves, so every replica sees the same numbers.
 *
 * Exact under concurrency, on any number of replicas: the new row is inserted first, then the
 * transaction takes an advisory lock per budget (address before visitor, always, so two uploads
 * never wait for each other in a circle) and counts with the row included. The lock is held
 * until commit, so the next upload of the same key counts after this one is committed, and an
 * upload that would go over is rolled back. Inserting before locking keeps the lock held for
 * a count and a commit only, not while up to 10 MB are written.
 */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Before the body is read: a visitor or address with no room left is refused at once. */
  async assertRoomFor(owner: UploadOwner): Promise<void> {
    for (const budget of this.budgets(owner)) {
      const usage = await this.usage(this.dataSource.manager, budget);
      if (usage.uploads >= budget.maxUploads || Number(usage.bytes) >= budget.maxBytes) {
        throw this.refuse(budget, usage);
      }
    }
  }

  /** Inside the transaction that has just inserted the owner's new upload. */
  async assertWithinAfterInsert(manager: EntityManager, owner: UploadOwner): Promise<void> {
    const budgets = this.budgets(owner);
    for (const budget of budgets) {
      await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
        budget.lockSpace,
        budget.key,
      ]);
    }
    for (const budget of budgets) {
      const usage = await this.usage(manager, budget);
      if (usage.uploads > budget.maxUploads || Number(usage.bytes) > budget.maxBytes) {
        throw this.refuse(budget, usage);
      }
    }
  }

  /** The address first, then the visitor: the lock order every upload follows. */
  private budgets(owner: UploadOwner): Budget[] {
    const { config } = this;
    const perAddress = `${config.uploadQuotaPerAddress} images or ${describeBytes(config.uploadQuotaBytesPerAddress)} in 24 hours`;
    const budgets: Budget[] = [
      {
        column: 'client_address',
        key: owner.clientAddress,
        lockSpace: ADDRESS_LOCK_SPACE,
        maxUploads: config.uploadQuotaPerAddress,
        maxBytes: config.uploadQuotaBytesPerAddress,
        refusal: `Too many images were uploaded from your network today (at most ${perAddress}). Please try again later.`,
      },
    ];
    if (owner.sessionId !== null) {
      const perVisitor = `${config.uploadQuotaPerVisitor} images or ${describeBytes(config.uploadQuotaBytesPerVisitor)} in 24 hours`;
      budgets.push({
        column: 'session_id',
        key: owner.sessionId,
        lockSpace: VISITOR_LOCK_SPACE,
        maxUploads: config.uploadQuotaPerVisitor,
        maxBytes: config.uploadQuotaBytesPerVisitor,
        refusal: `You have reached today's upload limit (at most ${perVisitor}). Please try again later.`,
      });
    }
    return budgets;
  }

  private async usage(manager: EntityManager, budget: Budget): Promise<Usage> {
    // `column` is one of two names fixed above, never input.
    const [usage] = await manager.query<Usage[]>(
      `SELECT count(*)::int AS uploads,
              coalesce(sum(size_bytes), 0)::bigint AS bytes,
              ceil(extract(epoch FROM min(created_at) + ${UPLOAD_DAY_SQL} - now()))::int
                AS frees_in_seconds
         FROM uploads
        WHERE ${budget.column} = $1 AND created_at > now() - ${UPLOAD_DAY_SQL}`,
      [budget.key],
    );
    return usage;
  }

  private refuse(budget: Budget, usage: Usage): UploadQuotaExceededError {
    const retryAfter = Math.min(Math.max(usage.frees_in_seconds ?? DAY_SECONDS, 1), DAY_SECONDS);
    return new UploadQuotaExceededError(budget.refusal, retryAfter);
  }
}
