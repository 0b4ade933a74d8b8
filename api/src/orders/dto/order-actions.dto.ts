import {
  cancelOrderSchema,
  issueOrderLinkSchema,
  markDeliveredSchema,
  markPaidSchema,
  markShippedSchema,
  paymentLinkSchema,
  revokeOrderLinkSchema,
} from '@healing/contracts/admin';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/** Blank counts as not given (null); anything else goes to the schema, which trims it. */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export class PaymentLinkDto extends createSchemaDto(paymentLinkSchema) {}

export class MarkPaidDto extends createSchemaDto(markPaidSchema, {
  prepare: prepareFields({ custom: { reference: blankAsNull } }),
}) {}

export class MarkShippedDto extends createSchemaDto(markShippedSchema) {}

/** `POST .../delivered` takes an empty body; any field is refused. */
export class MarkDeliveredDto extends createSchemaDto(markDeliveredSchema) {}

/** A refund's blank amount (everything left) or reference counts as not given. */
const refundBlanksAsNull = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const refund = { ...(value as Record<string, unknown>) };
  for (const key of ['amount', 'reference']) {
    if (key in refund) refund[key] = blankAsNull(refund[key]);
  }
  return refund;
};

export class CancelOrderDto extends createSchemaDto(cancelOrderSchema, {
  prepare: prepareFields({ custom: { reason: blankAsNull, refund: refundBlanksAsNull } }),
}) {}

/** `POST .../link/revoke` and `POST .../link` take empty bodies; any field is refused. */
export class RevokeOrderLinkDto extends createSchemaDto(revokeOrderLinkSchema) {}

export class IssueOrderLinkDto extends createSchemaDto(issueOrderLinkSchema) {}
