// Product reviews: a shopper whose order was delivered rates and reviews its products; the owner
// approves them before they are shown.
import * as z from 'zod/mini';
import { wholeNumberBetween } from '../rules/query-rules';

export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_NAME_MAX_LENGTH = 60;
export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

/** One approved review, as the product page shows it. */
export const productReviewSchema = z.object({
  id: z.number(),
  productId: z.number(),
  /** 1 to 5 stars. */
  rating: z.number(),
  text: z.string(),
  /** The name the reviewer chose to show. */
  name: z.string(),
  /** ISO 8601: when it was written. */
  createdAt: z.string(),
});
export type ProductReviewDto = z.output<typeof productReviewSchema>;

/** `GET /api/products/:id/reviews?page=&pageSize=`: newest first. */
export const productReviewsQuerySchema = z.object({
  page: z.optional(wholeNumberBetween('page must be a whole number from 1 to 100000', 1, 100_000)),
  pageSize: z.optional(
    wholeNumberBetween(
      `pageSize must be a whole number from 1 to ${MAX_REVIEWS_PAGE_SIZE}`,
      1,
      MAX_REVIEWS_PAGE_SIZE,
    ),
  ),
});
export type ProductReviewsQuery = z.input<typeof productReviewsQuerySchema>;

/** The approved reviews of one product, their count and average (null when there are none). */
export const productReviewsPageSchema = z.object({
  productId: z.number(),
  reviews: z.array(productReviewSchema),
  page: z.number(),
  pageSize: z.number(),
  /** How many approved reviews the product has. */
  count: z.number(),
  /** Their average rating, to one decimal; null when there are none. */
  average: z.nullable(z.number()),
});
export type ProductReviewsPageDto = z.output<typeof productReviewsPageSchema>;

/** `POST /api/reviews`: held for the owner's approval. */
export const createReviewResponseSchema = z.object({
  id: z.number(),
  status: z.literal('pending'),
  message: z.string(),
});
export type CreateReviewResponse = z.output<typeof createReviewResponseSchema>;
