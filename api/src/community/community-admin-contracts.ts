import type { ModerationStatus } from '../contracts';

/** `GET /api/admin/healing-moments/counts`: how many stories each moderation state holds. */
export type StoryCountsDto = Record<ModerationStatus, number>;
