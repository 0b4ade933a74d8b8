// The back office's story moderation (`/api/admin/healing-moments`).
import * as z from 'zod/mini';
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
