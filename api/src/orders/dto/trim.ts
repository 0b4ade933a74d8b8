import { Transform } from 'class-transformer';

/** Trims a string before validation; other values pass through to be refused by the checks. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() : value,
  );
}
