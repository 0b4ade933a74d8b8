// The back office's product: what the owner's product form and the API both accept, with the
// API's messages word for word. Runtime code shared with the browser: no Node or Nest imports.
import * as z from 'zod/mini';
import { COLLECTIONS } from '../store/catalog';
import { PRODUCT_KINDS } from '../store/product-kinds';
import { RULE_MESSAGES } from './form-rules';
import { isPlainText, isSingleLine } from './text-rules';

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;

/** "1", "1.5", "1.50"; more than 0 and at most 99999.99 (numeric(10,2) holds far more). */
export const PRICE_PATTERN = /^(?!0+(\.0{1,2})?$)\d{1,5}(\.\d{1,2})?$/;

export const PRODUCT_MESSAGES = {
  nameText: 'Name must be text',
  nameShort: 'Name must be at least 2 characters',
  nameLong: `Name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`,
  descriptionText: 'Description must be text',
  descriptionShort: 'Description must be at least 10 characters',
  descriptionLong: `Description must be at most ${PRODUCT_DESCRIPTION_MAX_LENGTH} characters`,
  price: 'Price must be an amount from 0.01 to 99999.99, like 24.99',
  chooseKind: 'Please choose a category',
  kind: `Category must be one of: ${PRODUCT_KINDS.join(', ')}`,
  chooseCollection: 'Please choose a collection',
  collection: `Collection must be one of: ${COLLECTIONS.join(', ')}`,
  inStock: 'In stock must be true or false',
} as const;

/**
 * One of a fixed list: the form's empty choice asks to choose, anything else outside the list
 * names the list. Typed as a string going in (the select's value) and as the list's type out.
 */
function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { choose: string; unknown: string },
) {
  const known = (value: string) => (values as readonly string[]).includes(value);
  return z.pipe(
    z.string({ error: messages.unknown }).check(
      z.minLength(1, messages.choose),
      z.refine((value) => value === '' || known(value), messages.unknown),
    ),
    z.enum(values, { error: messages.unknown }),
  );
}

/** Every editable field of a product, as the form sends it (create and edit alike). */
export const productSchema = z.object({
  name: z
    .string({ error: PRODUCT_MESSAGES.nameText })
    .check(
      z.trim(),
      z.minLength(2, PRODUCT_MESSAGES.nameShort),
      z.maxLength(PRODUCT_NAME_MAX_LENGTH, PRODUCT_MESSAGES.nameLong),
      z.refine(isSingleLine, RULE_MESSAGES.singleLine),
    ),
  description: z
    .string({ error: PRODUCT_MESSAGES.descriptionText })
    .check(
      z.trim(),
      z.minLength(10, PRODUCT_MESSAGES.descriptionShort),
      z.maxLength(PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_MESSAGES.descriptionLong),
      z.refine(isPlainText, RULE_MESSAGES.plainText),
    ),
  price: z
    .string({ error: PRODUCT_MESSAGES.price })
    .check(z.trim(), z.regex(PRICE_PATTERN, PRODUCT_MESSAGES.price)),
  kind: oneOf(PRODUCT_KINDS, {
    choose: PRODUCT_MESSAGES.chooseKind,
    unknown: PRODUCT_MESSAGES.kind,
  }),
  collection: oneOf(COLLECTIONS, {
    choose: PRODUCT_MESSAGES.chooseCollection,
    unknown: PRODUCT_MESSAGES.collection,
  }),
  inStock: z.boolean({ error: PRODUCT_MESSAGES.inStock }),
});

/** The form's values (a kind and a collection are any string until checked). */
export type ProductValues = z.input<typeof productSchema>;
/** What the rules keep: trimmed, with a known kind and collection. */
export type ProductRequestValues = z.output<typeof productSchema>;
