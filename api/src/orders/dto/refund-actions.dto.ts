import { createRefundSchema, undoOrderStepSchema } from '@healing/contracts/admin';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/** Blank counts as not given (null); anything else goes to the schema, which trims it. */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** `POST /api/admin/orders/:id/refunds`. */
export class CreateRefundDto extends createSchemaDto(createRefundSchema, {
  prepare: prepareFields({ custom: { reference: blankAsNull, note: blankAsNull } }),
}) {}

/** `POST /api/admin/orders/:id/undo`. */
export class UndoOrderStepDto extends createSchemaDto(undoOrderStepSchema) {}
