import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { removeAbandonedCarts } from '../cart/cart-activity';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UPLOAD_DAY_SQL } from './upload-limits';

export interface CleanupReport {
  /** Carts nobody changed or opened for 30 days, removed with their lines and promo codes. */
  cartsRemoved: number;
  /** Uploads older than a day that no cart line and no order line refers to. */
  removed: number;
  /** Rows whose client address was erased: the quota no longer needs it. */
  addressesErased: number;
}

/** The first run comes soon after start, then one every interval. */
const FIRST_RUN_DELAY_MS = 30_000;
/** Rows per statement: few enough that deleting up to 10 MB each stays a short statement. */
const BATCH_SIZE = 100;
/** Bounds one run; a larger backlog is left to the next run. */
const MAX_BATCHES_PER_RUN = 100;

/**
 * Where an upload can be referred to: a cart line's `upload_id` (a foreign key, ON DELETE SET
 * NULL, so deleting a referenced upload would silently strip it from the cart), and an order
 * line's copy of the design (`custom_design_data.uploadId`, and, for orders placed before lines
 * showed the designed piece, the `image` that named the raw upload; no foreign key). Checkout moves a reference from the cart to the order in one
 * transaction, so a statement always sees it in one place or the other.
 */
const UNREFERENCED = `
  NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.upload_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM order_items o WHERE o.custom_design_data ->> 'uploadId' = u.id::text)
  AND NOT EXISTS (SELECT 1 FROM order_items o WHERE o.image = '/api/uploads/' || u.id::text)`;

/**
 * Locks the candidates, skipping any row a transaction holds. A cart line being added locks
 * its upload (the foreign key's FOR KEY SHARE), so such an upload is skipped; a cart line
 * added once the lock is ours waits for it, then finds the upload gone and is refused as
 * "Upload not found".
 */
const LOCK_CANDIDATES = `
  SELECT u.id FROM uploads u
   WHERE u.created_at <= now() - ${UPLOAD_DAY_SQL} AND ${UNREFERENCED}
   ORDER BY u.created_at
   LIMIT $1
   FOR UPDATE SKIP LOCKED`;

/**
 * The deletion itself, one statement. It checks the references again because it starts after
 * the locks were taken, so it sees every reference committed before then, including one added
 * between the candidates' lookup and their locking.
 */
const DELETE_CANDIDATES = `
  WITH removed AS (
    DELETE FROM uploads u WHERE u.id = ANY($1::uuid[]) AND ${UNREFERENCED} RETURNING 1
  )
  SELECT count(*)::int AS n FROM removed`;

/** The raw address is kept only as long as the quota counts the upload. */
const ERASE_ADDRESSES = `
  WITH erased AS (
    UPDATE uploads SET client_address = NULL
     WHERE id IN (SELECT id FROM uploads
                   WHERE client_address IS NOT NULL AND created_at <= now() - ${UPLOAD_DAY_SQL}
                   LIMIT $1
                   FOR NO KEY UPDATE SKIP LOCKED)
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM erased`;

/**
 * Removes abandoned carts (cart/cart-activity.ts: no activity for 30 days), then uploads nobody
 * refers to once they are a day old (a shopper who uploaded and never added the design to the
 * cart, and the uploads of the carts just removed; an upload on an order is always kept), and
 * erases client addresses the quota no longer needs. Every replica runs it; a cart is claimed
 * with its own advisory lock and rows with SKIP LOCKED, so runs at once neither wait for each
 * other nor do anything twice.
 */
@Injectable()
export class UploadCleanupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    'Upload cleanup',
    new Logger(UploadCleanupService.name),
    async () => {
      const { cartsRemoved, removed, addressesErased } = await this.run();
      return `Upload cleanup: removed ${cartsRemoved} abandoned cart(s), ${removed} unreferenced upload(s) older than a day, erased ${addressesErased} client address(es)`;
    },
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.uploadCleanupIntervalMs, FIRST_RUN_DELAY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** One cleanup, now; the timer calls it, and so do the tests. */
  async run(): Promise<CleanupReport> {
    const cartsRemoved = await this.inBatches(() => this.removeCartBatch());
    const removed = await this.inBatches(() => this.removeBatch());
    const addressesErased = await this.inBatches(async () => {
      const [{ n }] = await this.dataSource.query<{ n: number }[]>(ERASE_ADDRESSES, [BATCH_SIZE]);
      return { done: n, more: n === BATCH_SIZE };
    });
    return { cartsRemoved, removed, addressesErased };
  }

  private removeCartBatch(): Promise<{ done: number; more: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = '60s'`);
      const { removed, more } = await removeAbandonedCarts(manager, BATCH_SIZE);
      return { done: removed, more };
    });
  }

  private removeBatch(): Promise<{ done: number; more: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      // Deleting a hundred large images may take longer than the pool's 2 s statement limit.
      await manager.query(`SET LOCAL statement_timeout = '60s'`);
      const candidates = await manager.query<{ id: string }[]>(LOCK_CANDIDATES, [BATCH_SIZE]);
      if (candidates.length === 0) return { done: 0, more: false };
      const [{ n }] = await manager.query<{ n: number }[]>(DELETE_CANDIDATES, [
        candidates.map((row) => row.id),
      ]);
      return { done: n, more: candidates.length === BATCH_SIZE };
    });
  }

  private async inBatches(batch: () => Promise<{ done: number; more: boolean }>): Promise<number> {
    let total = 0;
    for (let round = 0; round < MAX_BATCHES_PER_RUN && !this.job.stopped; round += 1) {
      const { done, more } = await batch();
      total += done;
      if (!more) break;
    }
    return total;
  }
}
