// The community's healing moments (stories) and their likes.
import * as z from 'zod/mini';
import { wholeNumberBetween } from '../rules/query-rules';
import { STORY_CATEGORIES } from './community-values';

export * from './community-values';

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const healingMomentSchema = z.object({
  id: z.number(),
  name: z.string(),
  story: z.string(),
  emotionBefore: z.nullable(z.string()),
  emotionAfter: z.nullable(z.string()),
  category: z.enum(STORY_CATEGORIES),
  isAnonymous: z.boolean(),
  likeCount: z.number(),
  submittedAt: z.string(),
});
export type HealingMomentDto = z.output<typeof healingMomentSchema>;

export const createHealingMomentSchema = z.object({
  name: z.string(),
  story: z.string(),
  category: z.enum(STORY_CATEGORIES),
  isAnonymous: z.optional(z.boolean()),
  emotionBefore: z.optional(z.nullable(z.string())),
  emotionAfter: z.optional(z.nullable(z.string())),
});
export type CreateHealingMomentRequest = z.input<typeof createHealingMomentSchema>;

export const createHealingMomentResponseSchema = z.object({
  id: z.number(),
  status: z.literal('pending'),
  message: z.string(),
});
export type CreateHealingMomentResponse = z.output<typeof createHealingMomentResponseSchema>;

export const likeResponseSchema = z.object({ likeCount: z.number(), liked: z.boolean() });
export type LikeResponse = z.output<typeof likeResponseSchema>;

/** GET /api/healing-moments/likes: the published stories the session (X-Session-Id) liked. */
export const likedMomentsResponseSchema = z.object({ likedIds: z.array(z.number()) });
export type LikedMomentsResponse = z.output<typeof likedMomentsResponseSchema>;

export const MAX_LIST_LIMIT = 200;

/** `GET /api/healing-moments?limit=`: the newest `limit` published stories (default and cap 200). */
export const listHealingMomentsQuerySchema = z.object({
  limit: z.optional(
    wholeNumberBetween(
      `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}`,
      1,
      MAX_LIST_LIMIT,
    ),
  ),
});
export type ListHealingMomentsQuery = z.input<typeof listHealingMomentsQuerySchema>;
