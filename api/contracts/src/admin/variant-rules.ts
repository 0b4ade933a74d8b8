// The limits and messages of a product's options and variants, without zod: the back office's
// variants editor checks what it sends with these (the words the API answers with), and
// importing them brings no schema into a remote's bundle. The schemas are in products.ts.

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
/** One variant per combination of the options' values: at most this many per product. */
export const MAX_VARIANTS = 500;
export const MAX_VARIANT_STOCK = 100_000;
/** An option's name and each value: 1 to this many characters. */
export const OPTION_TEXT_MAX_LENGTH = 30;
export const SKU_MAX_LENGTH = 64;
/** Letters, digits, dashes, dots and underscores; empty for none. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]{0,64}$/;
/** The low-stock list's threshold when the owner names none. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export const VARIANT_MESSAGES = {
  options: `Options must be a list of at most ${MAX_OPTIONS}, each with a name and its values`,
  optionName: 'An option name must be 1 to 30 characters, like Size',
  optionValue: 'An option value must be 1 to 30 characters, like M',
  optionValues: `An option has 1 to ${MAX_OPTION_VALUES} values`,
  variants: 'Variants must be a list with at least one variant',
  tooManyVariants: `A product has at most ${MAX_VARIANTS} variants: fewer options or values, please`,
  variantOptions: 'A variant names a value for each option, like { "Size": "M" }',
  sku: 'A SKU must be at most 64 letters, digits, dashes, dots or underscores',
  price: 'A variant price must be an amount from 0.01 to 99999.99, or null for the product price',
  stock: `Stock must be a whole number from 0 to ${MAX_VARIANT_STOCK}`,
  variantId: 'id must be the id of one of this product’s variants (a positive whole number)',
  threshold: 'threshold must be a whole number from 0 to 1000',
} as const;

/** The refusals that name what the owner typed, in the API's words. */
export const VARIANT_REFUSALS = {
  optionTwice: (name: string) => `Each option needs its own name: "${name}" is there twice.`,
  valueTwice: (optionName: string) => `A value of ${optionName} is there twice.`,
  skuTwice: (sku: string) => `Two variants have the SKU ${sku}.`,
} as const;
