import { Controller, Get, Header, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import type { AdminHealingMomentDto, StoryCountsDto } from '@healing/contracts/admin';
import { Actor, type AdminActor } from '../owners/admin-actor';
import { OwnerGuard } from '../owners/owner.guard';
import { AdminModerationService } from './admin-moderation.service';
import { AdminListQuery } from './dto/admin-list.query';
import { ModerationService } from './moderation.service';

/**
 * The owner's moderation of stories (an owner session, or the automation token: OwnerGuard);
 * left out of the public API description on purpose.
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/healing-moments')
export class AdminHealingMomentsController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly decisions: AdminModerationService,
  ) {}

  @Get()
  list(@Query() query: AdminListQuery): Promise<AdminHealingMomentDto[]> {
    return this.moderation.list(query.status ?? 'pending');
  }

  /** The back office's tabs: pending, approved and rejected stories. */
  @Get('counts')
  @Header('Cache-Control', 'no-store')
  counts(): Promise<StoryCountsDto> {
    return this.moderation.counts();
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminHealingMomentDto> {
    return this.decisions.decide(actor, id, 'approved');
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminHealingMomentDto> {
    return this.decisions.decide(actor, id, 'rejected');
  }
}
