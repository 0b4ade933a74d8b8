import {
  adminLowStockQuerySchema,
  adminStockRequestSchema,
  adminVariantsRequestSchema,
} from '@healing/contracts/admin';
import { prepareFields } from '../../../common/prepare-fields';
import { createSchemaDto } from '../../../common/schema-dto';

/** `PUT /api/admin/products/:id/variants`: options and every variant (the contracts' schema). */
export class AdminVariantsBody extends createSchemaDto(adminVariantsRequestSchema) {}

/** `PUT /api/admin/products/variants/:variantId/stock`. */
export class AdminStockBody extends createSchemaDto(adminStockRequestSchema) {}

/** `GET /api/admin/products/low-stock?threshold=`. */
export class AdminLowStockQueryDto extends createSchemaDto(adminLowStockQuerySchema, {
  prepare: prepareFields({ wholeNumbers: ['threshold'] }),
}) {}
