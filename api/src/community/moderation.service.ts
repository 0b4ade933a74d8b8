import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type FindOptionsOrder } from 'typeorm';
import { NotFoundError } from '../common/domain-errors';
import type { ModerationStatus } from '@healing/contracts';
import type { AdminHealingMomentDto, StoryCountsDto } from '@healing/contracts/admin';
import { HealingMoment } from './healing-moment.entity';
import { toAdminHealingMomentDto } from './healing-moment.mapper';

/** How many stories one moderation list shows; the queue shrinks as the owner works through it. */
export const MODERATION_LIST_LIMIT = 200;

/** The review queue is worked oldest first; decided stories are shown latest decision first. */
const ORDER: Record<ModerationStatus, FindOptionsOrder<HealingMoment>> = {
  pending: { submittedAt: 'ASC', id: 'ASC' },
  approved: { reviewedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
  rejected: { reviewedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
};

/** The owner's review of submitted stories: only approved ones reach the public list. */
@Injectable()
export class ModerationService {
  constructor(
    @InjectRepository(HealingMoment) private readonly moments: Repository<HealingMoment>,
  ) {}

  async list(status: ModerationStatus): Promise<AdminHealingMomentDto[]> {
    const moments = await this.moments.find({
      where: { moderationStatus: status },
      order: ORDER[status],
      take: MODERATION_LIST_LIMIT,
    });
    return moments.map(toAdminHealingMomentDto);
  }

  /** Every state is named, with 0 when it holds no story. */
  async counts(): Promise<StoryCountsDto> {
    const [row] = await this.moments.query<StoryCountsDto[]>(
      `SELECT count(*) FILTER (WHERE moderation_status = 'pending')::int AS pending,
              count(*) FILTER (WHERE moderation_status = 'approved')::int AS approved,
              count(*) FILTER (WHERE moderation_status = 'rejected')::int AS rejected
         FROM healing_moments`,
    );
    return row;
  }

  /** Deciding again is allowed: rejecting an approved story takes it off the public list. */
  async decide(id: number, status: 'approved' | 'rejected'): Promise<AdminHealingMomentDto> {
    const result = await this.moments.update(
      { id },
      { moderationStatus: status, reviewedAt: () => 'now()' },
    );
    if (!result.affected) throw new NotFoundError('Story not found', 'id');
    const moment = await this.moments.findOneByOrFail({ id });
    return toAdminHealingMomentDto(moment);
  }
}
