// What the API refuses in a variants PUT, checked before sending with the API's own words and
// field names ("options.0.values.2", "variants.1.sku"), so its refusals and these show alike.
import { productSchema } from '@healing/platform/forms';
import {
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANT_STOCK,
  MAX_VARIANTS,
  OPTION_TEXT_MAX_LENGTH,
  SKU_PATTERN,
  VARIANT_MESSAGES,
  VARIANT_REFUSALS,
} from '@healing/contracts/admin';
import { combinationCount, type VariantsDraft } from './variant-drafts';

/** Messages by field, in the order a form reads them. */
export type VariantErrors = Record<string, string>;

function isShortText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= OPTION_TEXT_MAX_LENGTH && !/[\r\n]/.test(text);
}

/** A variant's own price follows the product price's rule (0.01 to 99999.99). */
function isPrice(text: string): boolean {
  return productSchema.shape.price.safeParse(text).success;
}

function isStock(text: string): boolean {
  return /^\d{1,6}$/.test(text.trim()) && Number(text.trim()) <= MAX_VARIANT_STOCK;
}

export function checkDraft(draft: VariantsDraft): VariantErrors {
  const errors: VariantErrors = {};
  if (draft.options.length > MAX_OPTIONS) errors.options = VARIANT_MESSAGES.options;
  const names = new Set<string>();
  draft.options.forEach((option, at) => {
    const name = option.name.trim();
    if (!isShortText(option.name)) {
      errors[`options.${at}.name`] = VARIANT_MESSAGES.optionName;
    } else if (names.has(name.toLowerCase())) {
      errors[`options.${at}.name`] = VARIANT_REFUSALS.optionTwice(name);
    }
    names.add(name.toLowerCase());
    if (option.values.length < 1 || option.values.length > MAX_OPTION_VALUES) {
      errors[`options.${at}.values`] = VARIANT_MESSAGES.optionValues;
    }
    const values = new Set<string>();
    option.values.forEach((value, valueAt) => {
      const text = value.text.trim();
      if (!isShortText(value.text)) {
        errors[`options.${at}.values.${valueAt}`] = VARIANT_MESSAGES.optionValue;
      } else if (values.has(text.toLowerCase())) {
        errors[`options.${at}.values.${valueAt}`] = VARIANT_REFUSALS.valueTwice(name || 'it');
      }
      values.add(text.toLowerCase());
    });
  });
  if (combinationCount(draft.options) > MAX_VARIANTS) {
    errors.variants = VARIANT_MESSAGES.tooManyVariants;
    return errors;
  }
  const skus = new Set<string>();
  draft.rows.forEach((row, index) => {
    const sku = row.sku.trim();
    if (!SKU_PATTERN.test(sku)) {
      errors[`variants.${index}.sku`] = VARIANT_MESSAGES.sku;
    } else if (sku && skus.has(sku.toLowerCase())) {
      errors[`variants.${index}.sku`] = VARIANT_REFUSALS.skuTwice(sku);
    }
    if (sku) skus.add(sku.toLowerCase());
    if (row.price.trim() && !isPrice(row.price)) {
      errors[`variants.${index}.price`] = VARIANT_MESSAGES.price;
    }
    if (!isStock(row.stock)) errors[`variants.${index}.stock`] = VARIANT_MESSAGES.stock;
  });
  return errors;
}

const SHOWN_FIELD =
  /^(options|variants|options\.\d+\.(name|values(\.\d+)?)|variants\.\d+(\.(sku|price|stock))?)$/;

/**
 * Where the API's refusal goes: the field it names when the editor shows one ("variants.1.sku"),
 * the row for the rest of a row ("variants.1.options" goes to "variants.1"), else the section.
 */
export function errorField(field: string | undefined): string {
  if (!field) return 'variants';
  if (SHOWN_FIELD.test(field)) return field;
  if (field.startsWith('options')) return 'options';
  const row = /^variants\.\d+/.exec(field);
  return row ? row[0] : 'variants';
}
