// The back office's review moderation (`/api/admin/reviews`).
import * as z from 'zod/mini';
import { oneOfParameter } from '../rules/query-rules';
import { MODERATION_STATUSES } from '../store/community';
import { productReviewSchema } from '../store/reviews';
import { adminPageQuerySchema } from './paging';

export const adminReviewSchema = z.extend(productReviewSchema, {
  productName: z.string(),
  orderId: z.number(),
  moderationStatus: z.enum(MODERATION_STATUSES),
  /** ISO 8601; null while it waits. */
  reviewedAt: z.nullable(z.string()),
});
export type AdminReviewDto = z.output<typeof adminReviewSchema>;

export const reviewCountsSchema = z.record(z.enum(MODERATION_STATUSES), z.number());
export type ReviewCountsDto = z.output<typeof reviewCountsSchema>;

/** `GET /api/admin/reviews?status=&page=&pageSize=`: pending (the queue) when absent. */
export const adminReviewsQuerySchema = z.extend(adminPageQuerySchema, {
  status: z.optional(oneOfParameter('status', MODERATION_STATUSES)),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

/** The queue oldest first; decided reviews latest decision first. */
export const adminReviewsPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  status: z.enum(MODERATION_STATUSES),
  page: z.number(),
  pageSize: z.number(),
  /** How many reviews of this status there are. */
  total: z.number(),
  counts: reviewCountsSchema,
});
export type AdminReviewsPageDto = z.output<typeof adminReviewsPageSchema>;
