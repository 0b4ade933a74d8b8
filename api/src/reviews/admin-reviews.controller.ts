import { Controller, Get, Header, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DEFAULT_ADMIN_PAGE_SIZE } from '@healing/contracts/admin';
import type { AdminReviewDto, AdminReviewsPageDto } from '@healing/contracts/admin';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { Actor, type AdminActor } from '../owners/admin-actor';
import { OwnerGuard } from '../owners/owner.guard';
import { AdminReviewsService } from './admin-reviews.service';
import { AdminReviewsQuery } from './dto/review.dto';

/**
 * The owner's moderation of reviews (an owner session, or the automation token: OwnerGuard);
 * left out of the public API description, as the other back-office endpoints are.
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminReviewsQuery): Promise<AdminReviewsPageDto> {
    return this.reviews.page(
      query.status ?? 'pending',
      query.page ?? 1,
      query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE,
    );
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  approve(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminReviewDto> {
    return this.reviews.decide(actor, id, 'approved');
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  reject(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminReviewDto> {
    return this.reviews.decide(actor, id, 'rejected');
  }
}
