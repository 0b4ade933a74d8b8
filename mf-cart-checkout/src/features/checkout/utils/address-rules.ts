// The checkout's address rules: SPEC.md section 5 (single-page form), which DECISIONS.md makes
// the one checkout's rules. The API checks the same (api/src/orders/dto/checkout.dto.ts); the
// browser checks first so a mistake is shown beside its field before anything is sent.
import { US_STATE_CODES } from '@healing/platform';

export interface AddressValues {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

export type AddressField = keyof AddressValues;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** In the order the form shows them: the first refused one gets the focus. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
];

export const ADDRESS_MESSAGES: Record<AddressField, string> = {
  email: 'Please enter a valid email address',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  address: 'Please enter a complete address',
  city: 'Please enter a city',
  state: 'Please select a state',
  zipCode: 'Please enter a valid ZIP code',
  phone: 'Please enter a valid phone number (7 to 20 digits, spaces or + ( ) - .)',
};

export const EMPTY_ADDRESS: AddressValues = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
/** 7 to 20 characters of digits, spaces and + ( ) - ., at least 7 of them digits (as the API). */
const PHONE = /^(?=(?:\D*\d){7})[0-9 ()+\-.]{7,20}$/;
const STATES: ReadonlySet<string> = new Set(US_STATE_CODES);

const CHECKS: Record<AddressField, (value: string) => boolean> = {
  email: (value) => EMAIL.test(value),
  firstName: (value) => value.length >= 2,
  lastName: (value) => value.length >= 2,
  address: (value) => value.length >= 5,
  city: (value) => value.length >= 2,
  state: (value) => STATES.has(value.toUpperCase()),
  zipCode: (value) => ZIP.test(value),
  // Optional: blank is fine.
  phone: (value) => value === '' || PHONE.test(value),
};

/** The message for one field's value, or undefined when it is fine. Values are trimmed first. */
export function checkAddressField(field: AddressField, value: string): string | undefined {
  return CHECKS[field](value.trim()) ? undefined : ADDRESS_MESSAGES[field];
}

export function validateAddress(
  values: AddressValues,
  fields: readonly AddressField[] = ADDRESS_FIELDS,
): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of fields) {
    const message = checkAddressField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
