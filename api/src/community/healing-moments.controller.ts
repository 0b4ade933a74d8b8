import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CreateHealingMomentResponse, HealingMomentDto } from '../contracts';
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

  @Post()
  submit(@Body() body: CreateHealingMomentDto): Promise<CreateHealingMomentResponse> {
    return this.healingMoments.submit(body);
  }
}
