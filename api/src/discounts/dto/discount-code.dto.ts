import { adminDiscountCodeRequestSchema } from '@healing/contracts/admin';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/**
 * `POST /api/admin/discount-codes` and `PUT /api/admin/discount-codes/:id`: the whole editable
 * code (the contracts' schema); an empty optional field is none.
 */
export class AdminDiscountCodeBody extends createSchemaDto(adminDiscountCodeRequestSchema, {
  prepare: prepareFields({
    text: ['code', 'value'],
    blankAsNull: ['minSubtotal', 'startsAt', 'endsAt'],
  }),
}) {}
