import type {
  AdminDiscountCodeDto,
  AdminDiscountCodeRequest,
  DiscountCodeState,
} from '../../api/discount-code-contracts';

/** The form's fields as typed: dates as the browser's local date-time inputs give them. */
export interface DiscountCodeValues {
  code: string;
  kind: 'percentage' | 'fixed';
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
}

export type DiscountCodeField = keyof DiscountCodeValues;

export const DISCOUNT_CODE_FIELDS: readonly DiscountCodeField[] = [
  'code',
  'kind',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
];

export function isDiscountCodeField(field: string | undefined): field is DiscountCodeField {
  return DISCOUNT_CODE_FIELDS.includes(field as DiscountCodeField);
}

export const EMPTY_DISCOUNT_CODE: DiscountCodeValues = {
  code: '',
  kind: 'percentage',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
};

export function fieldId(field: DiscountCodeField): string {
  return `discount-code-${field}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 -> "2026-12-01T09:00" in the owner's own time zone (a datetime-local input). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** "2026-12-01T09:00" (the owner's time) -> ISO 8601; anything else is sent for the API to refuse. */
function fromLocalInput(local: string): string | null {
  const text = local.trim();
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
}

export function valuesOf(code: AdminDiscountCodeDto): DiscountCodeValues {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    minSubtotal: code.minSubtotal ?? '',
    startsAt: toLocalInput(code.startsAt),
    endsAt: toLocalInput(code.endsAt),
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
  };
}

/** What the API takes: empty optional fields are none (null). */
export function requestOf(values: DiscountCodeValues): AdminDiscountCodeRequest {
  const limit = values.usageLimit.trim();
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.value.trim(),
    minSubtotal: values.minSubtotal.trim() || null,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    // A whole number goes as one; other text goes as typed, for the API's message.
    usageLimit: limit === '' ? null : /^\d{1,9}$/.test(limit) ? Number(limit) : (limit as never),
  };
}

export const STATE_LABELS: Record<DiscountCodeState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  ended: 'Ended',
  'used-up': 'Used up',
  archived: 'Archived',
};

/** "3 of 10 used", "3 used, no limit". */
export function usesText(code: Pick<AdminDiscountCodeDto, 'timesUsed' | 'usageLimit'>): string {
  return code.usageLimit === null
    ? `${code.timesUsed} used, no limit`
    : `${code.timesUsed} of ${code.usageLimit} used`;
}
