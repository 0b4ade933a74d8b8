import { IsIn, IsOptional } from 'class-validator';
import { MODERATION_STATUSES, type ModerationStatus } from '@healing/contracts';

/** `?status=` on the moderation list; pending (the review queue) when absent. */
export class AdminListQuery {
  @IsOptional()
  @IsIn(MODERATION_STATUSES, {
    message: `status must be one of: ${MODERATION_STATUSES.join(', ')}`,
  })
  status?: ModerationStatus;
}
