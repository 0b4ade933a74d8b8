// How long a value may be, counted in characters as the API has always counted them (validator.js's
// isLength): a character outside the BMP (an emoji) is one, and so is a character with its
// text/emoji presentation selector, not the UTF-16 units JavaScript's `length` counts.
import * as z from 'zod/mini';

/** Characters of `value`: surrogate pairs and presentation selectors (U+FE0E, U+FE0F) count once. */
export function characterCount(value: string): number {
  const presentationSequences = value.match(/[^\uFE0F\uFE0E][\uFE0F\uFE0E]/g) ?? [];
  const surrogatePairs = value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g) ?? [];
  return value.length - presentationSequences.length - surrogatePairs.length;
}

/** At most `max` characters (characterCount), said with `message`; `maxLength` to JSON Schema. */
export function maxCharacters(max: number, message: string) {
  return [
    z.refine<string>((value) => characterCount(value) <= max, message),
    z.meta({ maxLength: max }),
  ] as const;
}
