// Card details are checked for shape in the browser only and never sent anywhere (DECISIONS.md):
// payment happens through the link or PayPal request the shop e-mails after the order.
import type { FieldErrors } from './address-rules';

export interface CardValues {
  cardholderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export type CardField = keyof CardValues;

export const CARD_FIELDS: readonly CardField[] = ['cardholderName', 'cardNumber', 'expiry', 'cvv'];

export const EMPTY_CARD: CardValues = { cardholderName: '', cardNumber: '', expiry: '', cvv: '' };

export const CARD_MESSAGES = {
  cardholderName: 'Please enter the name on the card',
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvv: 'Please enter a valid CVV (3 or 4 digits)',
} as const;

/** Card numbers are 12 to 19 digits (spaces and dashes allowed) whose Luhn checksum is 0. */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" -> { month, year } (year in full), or null when it is not that shape. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

/** Typing "1230" shows "12/30": the slash appears once there is a digit after the month. */
export function formatExpiryInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function checkCardField(
  field: CardField,
  value: string,
  now: Date = new Date(),
): string | undefined {
  switch (field) {
    case 'cardholderName':
      return value.trim().length >= 2 ? undefined : CARD_MESSAGES.cardholderName;
    case 'cardNumber':
      return isValidCardNumber(value) ? undefined : CARD_MESSAGES.cardNumber;
    case 'expiry': {
      const expiry = parseExpiry(value);
      if (!expiry) return CARD_MESSAGES.expiry;
      return isExpired(expiry, now) ? CARD_MESSAGES.expired : undefined;
    }
    case 'cvv':
      return /^\d{3,4}$/.test(value.trim()) ? undefined : CARD_MESSAGES.cvv;
  }
}

export function validateCard(values: CardValues, now: Date = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  for (const field of CARD_FIELDS) {
    const message = checkCardField(field, values[field], now);
    if (message) errors[field] = message;
  }
  return errors;
}
