import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ModerationStatus } from '@healing/contracts';
import type {
  AdminReviewDto,
  AdminReviewsPageDto,
  ReviewCountsDto,
} from '@healing/contracts/admin';
import { NotFoundError } from '../common/domain-errors';
import type { AdminActor } from '../owners/admin-actor';
import { AuditLog } from '../owners/audit-log.service';

export const REVIEW_NOT_FOUND = 'Review not found';

interface AdminReviewRow {
  id: number;
  product_id: number;
  product_name: string;
  order_id: number;
  rating: number;
  text: string;
  name: string;
  moderation_status: ModerationStatus;
  created_at: Date;
  reviewed_at: Date | null;
}

/** The queue is worked oldest first; decided reviews are shown latest decision first. */
const ORDER: Record<ModerationStatus, string> = {
  pending: 'r.created_at ASC, r.id ASC',
  approved: 'r.reviewed_at DESC NULLS LAST, r.id DESC',
  rejected: 'r.reviewed_at DESC NULLS LAST, r.id DESC',
};

const SELECT = `SELECT r.id, r.product_id, p.name AS product_name, r.order_id, r.rating, r.text,
                       r.name, r.moderation_status, r.created_at, r.reviewed_at
                  FROM product_reviews r JOIN products p ON p.id = r.product_id`;

/** The owner's moderation of reviews: only approved ones reach the product page. */
@Injectable()
export class AdminReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async page(
    status: ModerationStatus,
    page: number,
    pageSize: number,
  ): Promise<AdminReviewsPageDto> {
    const [rows, counts] = await Promise.all([
      this.dataSource.query<AdminReviewRow[]>(
        `${SELECT} WHERE r.moderation_status = $1 ORDER BY ${ORDER[status]} LIMIT $2 OFFSET $3`,
        [status, pageSize, (page - 1) * pageSize],
      ),
      this.counts(),
    ]);
    return { reviews: rows.map(toDto), status, page, pageSize, total: counts[status], counts };
  }

  async counts(): Promise<ReviewCountsDto> {
    const [row] = await this.dataSource.query<ReviewCountsDto[]>(
      `SELECT count(*) FILTER (WHERE moderation_status = 'pending')::int AS pending,
              count(*) FILTER (WHERE moderation_status = 'approved')::int AS approved,
              count(*) FILTER (WHERE moderation_status = 'rejected')::int AS rejected
         FROM product_reviews`,
    );
    return row;
  }

  /** Deciding again is allowed: rejecting an approved review takes it off the product page. */
  decide(actor: AdminActor, id: number, status: 'approved' | 'rejected'): Promise<AdminReviewDto> {
    return this.dataSource.transaction(async (manager) => {
      const updated = await manager.query<unknown[]>(
        `UPDATE product_reviews SET moderation_status = $2, reviewed_at = now()
          WHERE id = $1 RETURNING id`,
        [id, status],
      );
      const [rows] = updated as [unknown[], number];
      if (rows.length === 0) throw new NotFoundError(REVIEW_NOT_FOUND, 'id');
      await this.audit.record(
        {
          actor,
          action: status === 'approved' ? 'review.approved' : 'review.rejected',
          target: { type: 'review', id },
        },
        manager,
      );
      const [row] = await manager.query<AdminReviewRow[]>(`${SELECT} WHERE r.id = $1`, [id]);
      return toDto(row);
    });
  }
}

function toDto(row: AdminReviewRow): AdminReviewDto {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    orderId: row.order_id,
    rating: row.rating,
    text: row.text,
    name: row.name,
    moderationStatus: row.moderation_status,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  };
}
