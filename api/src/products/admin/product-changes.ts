import type { AuditDetails, AdminProductRequest } from '@healing/contracts/admin';
import type { Product } from '../product.entity';

export const EDITABLE_FIELDS = [
  'name',
  'description',
  'price',
  'kind',
  'collection',
  'inStock',
] as const satisfies readonly (keyof AdminProductRequest & keyof Product)[];

type Editable = (typeof EDITABLE_FIELDS)[number];

/** Long texts are cut in the audit log: it says what changed, not a copy of the catalogue. */
const AUDIT_TEXT_MAX = 200;

function auditValue(value: string | boolean): string | boolean {
  return typeof value === 'string' && value.length > AUDIT_TEXT_MAX
    ? `${value.slice(0, AUDIT_TEXT_MAX)}…`
    : value;
}

/** The fields whose value differs; prices compared as amounts ("12.5" is "12.50"). */
export function changedFields(product: Product, next: AdminProductRequest): Editable[] {
  return EDITABLE_FIELDS.filter((field) =>
    field === 'price'
      ? Number(product.price) !== Number(next.price)
      : product[field] !== next[field],
  );
}

/** `{ changed: 'price, inStock', price: '14.00', priceBefore: '12.00', ... }` for the audit log. */
export function changeDetails(
  before: Product,
  after: Product,
  fields: readonly Editable[],
): AuditDetails {
  const details: AuditDetails = { changed: fields.join(', ') };
  for (const field of fields) {
    details[field] = auditValue(after[field]);
    details[`${field}Before`] = auditValue(before[field]);
  }
  return details;
}

/** What a new product is, for the audit log. */
export function creationDetails(product: Product): AuditDetails {
  const details: AuditDetails = {};
  for (const field of EDITABLE_FIELDS) details[field] = auditValue(product[field]);
  return details;
}
