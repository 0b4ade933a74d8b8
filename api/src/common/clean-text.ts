import { Transform } from 'class-transformer';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Visitor text as stored: trimmed, without ASCII control characters (PostgreSQL refuses NUL,
 * and the others only hide text), keeping tabs and line breaks. No HTML escaping: the front
 * ends render it as text.
 */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').trim();
}

/**
 * DTO decorator applying `cleanText` to strings; other types pass through for the validators
 * to refuse. With `emptyAsNull`, text that is empty once cleaned becomes null (optional fields).
 */
export function CleanText(options: { emptyAsNull?: boolean } = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const cleaned = cleanText(value);
    return options.emptyAsNull && cleaned === '' ? null : cleaned;
  });
}
