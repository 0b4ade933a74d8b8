import type { HealingMomentDto } from '@healing/contracts';
import type { AdminHealingMomentDto } from '@healing/contracts/admin';
import type { HealingMoment } from './healing-moment.entity';

export const ANONYMOUS_NAME = 'Anonymous';

/** The public view: an anonymous story never carries its author's name. */
export function toHealingMomentDto(moment: HealingMoment): HealingMomentDto {
  return {
    id: moment.id,
    name: moment.isAnonymous ? ANONYMOUS_NAME : moment.name,
    story: moment.story,
    emotionBefore: moment.emotionBefore,
    emotionAfter: moment.emotionAfter,
    category: moment.category,
    isAnonymous: moment.isAnonymous,
    likeCount: moment.likeCount,
    submittedAt: moment.submittedAt.toISOString(),
  };
}

/** The owner's view, for moderation: the real name and the review state. */
export function toAdminHealingMomentDto(moment: HealingMoment): AdminHealingMomentDto {
  return {
    ...toHealingMomentDto(moment),
    name: moment.name,
    moderationStatus: moment.moderationStatus,
    isApproved: moment.isApproved,
    reviewedAt: moment.reviewedAt ? moment.reviewedAt.toISOString() : null,
  };
}
