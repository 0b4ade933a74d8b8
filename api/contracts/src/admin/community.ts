// The back office's story moderation (`/api/admin/healing-moments`).
import * as z from 'zod/mini';
import { oneOfParameter } from '../rules/query-rules';
import { MODERATION_STATUSES, healingMomentSchema } from '../store/community';

export const adminHealingMomentSchema = z.extend(healingMomentSchema, {
  moderationStatus: z.enum(MODERATION_STATUSES),
  isApproved: z.boolean(),
  reviewedAt: z.nullable(z.string()),
});
export type AdminHealingMomentDto = z.output<typeof adminHealingMomentSchema>;

/** `GET /api/admin/healing-moments/counts`: how many stories each moderation state holds. */
export const storyCountsSchema = z.record(z.enum(MODERATION_STATUSES), z.number());
export type StoryCountsDto = z.output<typeof storyCountsSchema>;

/** `GET /api/admin/healing-moments?status=`: pending (the review queue) when absent. */
export const adminHealingMomentsQuerySchema = z.object({
  status: z.optional(oneOfParameter('status', MODERATION_STATUSES)),
});
export type AdminHealingMomentsQuery = z.input<typeof adminHealingMomentsQuerySchema>;
