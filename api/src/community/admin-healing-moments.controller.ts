import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import type { AdminHealingMomentDto } from '../contracts';
import { AdminTokenGuard } from './admin-token.guard';
import { AdminListQuery } from './dto/admin-list.query';
import { ModerationService } from './moderation.service';

/**
 * The owner's moderation of stories (Authorization: Bearer <ADMIN_TOKEN>); left out of the
 * public API description on purpose.
 */
@ApiExcludeController()
@UseGuards(AdminTokenGuard)
@Controller('admin/healing-moments')
export class AdminHealingMomentsController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  list(@Query() query: AdminListQuery): Promise<AdminHealingMomentDto[]> {
    return this.moderation.list(query.status ?? 'pending');
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id', ParseIdPipe) id: number): Promise<AdminHealingMomentDto> {
    return this.moderation.decide(id, 'approved');
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@Param('id', ParseIdPipe) id: number): Promise<AdminHealingMomentDto> {
    return this.moderation.decide(id, 'rejected');
  }
}
