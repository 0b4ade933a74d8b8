import { productReviewsQuerySchema, reviewSchema } from '@healing/contracts';
import { adminReviewsQuerySchema } from '@healing/contracts/admin';
import { ADMIN_PAGE_NUMBERS } from '../../common/admin-page.query';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/** `POST /api/reviews`: the review form's own schema (@healing/contracts' form rules). */
export class CreateReviewDto extends createSchemaDto(reviewSchema, {
  prepare: prepareFields({ text: ['text', 'name'] }),
}) {}

/** `GET /api/products/:id/reviews?page=&pageSize=`. */
export class ProductReviewsQuery extends createSchemaDto(productReviewsQuerySchema, {
  prepare: prepareFields({ wholeNumbers: ['page', 'pageSize'] }),
}) {}

/** `GET /api/admin/reviews?status=&page=&pageSize=`. */
export class AdminReviewsQuery extends createSchemaDto(adminReviewsQuerySchema, {
  prepare: prepareFields({ wholeNumbers: ADMIN_PAGE_NUMBERS }),
}) {}
