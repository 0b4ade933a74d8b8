import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { orderLinkHash } from '../orders/order-links';
import {
  DEFAULT_REVIEWS_PAGE_SIZE,
  type CreateReviewResponse,
  type ProductReviewDto,
  type ProductReviewsPageDto,
} from '@healing/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../common/domain-errors';
import type { CreateReviewDto } from './dto/review.dto';
import { Review } from './review.entity';

export const REVIEW_RECEIVED_MESSAGE =
  'Thank you for your review. It will appear on the product once we have approved it.';

interface OrderLine {
  status: string;
  has_product: boolean;
}

/** The public side of reviews: approved ones are shown, new ones wait for the owner. */
@Injectable()
export class ReviewsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first, with the count and average of every approved review of the product. */
  async forProduct(
    productId: number,
    page = 1,
    pageSize = DEFAULT_REVIEWS_PAGE_SIZE,
  ): Promise<ProductReviewsPageDto> {
    const [product] = await this.dataSource.query<{ id: number }[]>(
      'SELECT id FROM products WHERE id = $1 AND archived_at IS NULL',
      [productId],
    );
    if (!product) throw new NotFoundError('Product not found', 'id');
    const [[summary], reviews] = await Promise.all([
      this.dataSource.query<{ count: number; average: string | null }[]>(
        `SELECT count(*)::int AS count, round(avg(rating), 1)::text AS average
           FROM product_reviews WHERE product_id = $1 AND moderation_status = 'approved'`,
        [productId],
      ),
      this.dataSource.getRepository(Review).find({
        where: { productId, moderationStatus: 'approved' },
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
    ]);
    return {
      productId,
      reviews: reviews.map(toProductReviewDto),
      page,
      pageSize,
      count: summary.count,
      average: summary.average === null ? null : Number(summary.average),
    };
  }

  /**
   * Only the session that placed the order (X-Session-Id, as for the order page), or the
   * holder of a working personal link to it (the delivery e-mail's review links), may review a
   * product on it, once the order is delivered, once per product. Anyone else learns nothing
   * about the order: for them it does not exist.
   */
  async submit(
    reviewer: { sessionId: string } | { orderLink: string },
    input: CreateReviewDto,
  ): Promise<CreateReviewResponse> {
    // The order's personal link (order-links.ts) stands for the session: a working (unrevoked)
    // link of this very order.
    const whose =
      'sessionId' in reviewer
        ? 'o.session_id = $2'
        : `EXISTS (SELECT 1 FROM order_links l
                    WHERE l.order_id = o.id AND l.token_hash = $2 AND l.revoked_at IS NULL)`;
    const [line] = await this.dataSource.query<OrderLine[]>(
      `SELECT o.status::text AS status,
              EXISTS (SELECT 1 FROM order_items i
                       WHERE i.order_id = o.id AND i.product_id = $3
                         AND NOT i.is_custom_design) AS has_product
         FROM orders o WHERE o.id = $1 AND ${whose}`,
      [
        input.orderId,
        'sessionId' in reviewer ? reviewer.sessionId : orderLinkHash(reviewer.orderLink),
        input.productId,
      ],
    );
    if (!line) throw new NotFoundError('Order not found', 'orderId');
    if (!line.has_product) {
      throw new NotFoundError(
        `Order #${input.orderId} holds no such product to review`,
        'productId',
      );
    }
    if (line.status !== 'delivered') {
      throw new ForbiddenError(
        `Order #${input.orderId} has not been delivered yet: you can review its products once it has arrived.`,
        'orderId',
      );
    }
    // One review of a product per order: of two racing submissions, one is stored.
    const stored = await this.dataSource.query<{ id: number }[]>(
      `INSERT INTO product_reviews (product_id, order_id, rating, text, name)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT uq_product_reviews_order_product DO NOTHING
       RETURNING id`,
      [input.productId, input.orderId, input.rating, input.text, input.name],
    );
    if (stored.length === 0) {
      throw new ConflictError(
        `You have already reviewed this product for order #${input.orderId}.`,
        'productId',
      );
    }
    return { id: stored[0].id, status: 'pending', message: REVIEW_RECEIVED_MESSAGE };
  }
}

export function toProductReviewDto(review: Review): ProductReviewDto {
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    text: review.text,
    name: review.name,
    createdAt: review.createdAt.toISOString(),
  };
}
