import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { CreateHealingMomentResponse, HealingMomentDto } from '@healing/contracts';
import type { CreateHealingMomentDto } from './dto/create-healing-moment.dto';
import { storeOncePerKey } from '../common/once-per-key';
import { MAX_LIST_LIMIT } from './dto/list-healing-moments.query';
import { HealingMoment } from './healing-moment.entity';
import { toHealingMomentDto } from './healing-moment.mapper';

export const STORY_RECEIVED_MESSAGE =
  'Thank you for sharing your healing moment. It will be reviewed and published soon.';

/** The public side of stories: published ones are listed, new ones wait for review. */
@Injectable()
export class HealingMomentsService {
  constructor(
    @InjectRepository(HealingMoment) private readonly moments: Repository<HealingMoment>,
  ) {}

  async listPublished(limit = MAX_LIST_LIMIT): Promise<HealingMomentDto[]> {
    const moments = await this.moments.find({
      where: { moderationStatus: 'approved' },
      order: { submittedAt: 'DESC', id: 'DESC' },
      take: Math.min(limit, MAX_LIST_LIMIT),
    });
    return moments.map(toHealingMomentDto);
  }

  /** A story sent again with its Idempotency-Key is recognised, not stored twice. */
  submit(
    input: CreateHealingMomentDto,
    idempotencyKey: string | null = null,
  ): Promise<CreateHealingMomentResponse> {
    const received = (id: number): CreateHealingMomentResponse => ({
      id,
      status: 'pending',
      message: STORY_RECEIVED_MESSAGE,
    });
    return storeOncePerKey({
      key: idempotencyKey,
      index: 'uq_healing_moments_idempotency',
      what: 'story',
      store: async () => {
        const saved = await this.moments.save(
          this.moments.create({
            name: input.name,
            story: input.story,
            category: input.category,
            isAnonymous: input.isAnonymous ?? false,
            emotionBefore: input.emotionBefore ?? null,
            emotionAfter: input.emotionAfter ?? null,
            moderationStatus: 'pending',
            idempotencyKey,
          }),
        );
        return received(saved.id);
      },
      earlier: (key) => this.moments.findOneBy({ idempotencyKey: key }),
      sameRequest: (earlier) =>
        earlier.name === input.name &&
        earlier.story === input.story &&
        earlier.category === input.category,
      answer: (earlier) => received(earlier.id),
    });
  }
}
