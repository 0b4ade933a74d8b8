import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdempotencyKey } from '../common/idempotency-key';
import type { CreateHealingMomentResponse, HealingMomentDto } from '@healing/contracts';
import { CreateHealingMomentDto } from './dto/create-healing-moment.dto';
import { ListHealingMomentsQuery } from './dto/list-healing-moments.query';
import { HealingMomentsService } from './healing-moments.service';

@ApiTags('community')
@Controller('healing-moments')
export class HealingMomentsController {
  constructor(private readonly healingMoments: HealingMomentsService) {}

  /** Published stories, newest first; `?limit=` (1..200, default 200). */
  @Get()
  list(@Query() query: ListHealingMomentsQuery): Promise<HealingMomentDto[]> {
    return this.healingMoments.listPublished(query.limit);
  }

  /** A story sent again with the same Idempotency-Key answers the first one's id. */
  @Post()
  submit(
    @Body() body: CreateHealingMomentDto,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<CreateHealingMomentResponse> {
    return this.healingMoments.submit(body, idempotencyKey);
  }
}
