// Rules of numbers and choices no form owns: query-string parameters (the API turns digit-only
// text into numbers before these run, a transport concern; what reaches them otherwise is refused
// with the parameter's message) and JSON numbers such as a cart line's quantity.
import * as z from 'zod/mini';

/** A whole number from `min` to `max`, one message for every way of missing it. */
export function wholeNumberBetween(message: string, min: number, max: number) {
  return z
    .number({ error: message })
    .check(z.refine(Number.isInteger, message), z.gte(min, message), z.lte(max, message));
}

/** `name` must be one of `values`, said in one message that lists them. */
export function oneOfParameter<const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
) {
  return z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });
}
