import { Body, Controller, Get, Header, Headers, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CreateReviewResponse, ProductReviewsPageDto } from '@healing/contracts';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { assertSessionId, SESSION_HEADER } from '../common/session-id';
import { CreateReviewDto, ProductReviewsQuery } from './dto/review.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** A product's approved reviews, newest first, with their count and average rating. */
  @Get('products/:id/reviews')
  @Header('Cache-Control', 'no-cache')
  list(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ProductReviewsQuery,
  ): Promise<ProductReviewsPageDto> {
    return this.reviews.forProduct(id, query.page, query.pageSize);
  }

  /**
   * A review of one product of a delivered order, from the session (X-Session-Id) that placed
   * it, or from any browser with the token of the order's personal link (`orderLink`, from the
   * delivery e-mail's review links); held for the owner's approval.
   */
  @Post('reviews')
  submit(
    @Headers(SESSION_HEADER) session: string | string[] | undefined,
    @Body() body: CreateReviewDto,
  ): Promise<CreateReviewResponse> {
    if (body.orderLink) return this.reviews.submit({ orderLink: body.orderLink }, body);
    const sessionId = assertSessionId(Array.isArray(session) ? session[0] : session);
    return this.reviews.submit({ sessionId }, body);
  }
}
