// The "Sizes and versions" editor's values: options with their values, and one row per
// combination of them. Options and values carry keys of their own, so renaming "M" to "Medium"
// or reordering sizes keeps each row's stock, SKU and price; only a value removed takes its rows.
import type { AdminVariantsDto, AdminVariantsRequest } from '@healing/contracts/admin';

export interface ValueDraft {
  key: string;
  text: string;
}

export interface OptionDraft {
  key: string;
  name: string;
  values: ValueDraft[];
}

export interface RowDraft {
  key: string;
  /** The stored variant this row is (kept with its cart lines and history); absent when new. */
  id?: number;
  /** The value key of each option, by option key. */
  choice: Record<string, string>;
  sku: string;
  price: string;
  stock: string;
}

export interface VariantsDraft {
  options: OptionDraft[];
  rows: RowDraft[];
}

/** What a product sold in one size calls its only variant (the API's own word). */
export const ONE_SIZE = 'One size';

let nextKey = 0;
/** A key no other option, value or row of this page has. */
export function newKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}${nextKey}`;
}

/** The stored options and variants, as the editor starts from them. */
export function draftFrom(dto: AdminVariantsDto): VariantsDraft {
  const options = dto.options.map((option) => ({
    key: newKey('o'),
    name: option.name,
    values: option.values.map((text) => ({ key: newKey('v'), text })),
  }));
  const rows = dto.variants.map((variant) => {
    const choice: Record<string, string> = {};
    for (const option of options) {
      const value = option.values.find((each) => each.text === variant.options[option.name]);
      if (value) choice[option.key] = value.key;
    }
    return {
      key: newKey('r'),
      id: variant.id,
      choice,
      sku: variant.sku ?? '',
      price: variant.price ?? '',
      stock: String(variant.stock),
    };
  });
  return { options, rows };
}

/** How many rows the options make: the product of their value counts (1 without options). */
export function combinationCount(options: readonly OptionDraft[]): number {
  return options.reduce((count, option) => count * option.values.length, 1);
}

/** Every combination of the options' values, in order (sizes first, then colours within each). */
function combinations(options: readonly OptionDraft[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (partial, option) =>
      partial.flatMap((choice) =>
        option.values.map((value) => ({ ...choice, [option.key]: value.key })),
      ),
    [{}],
  );
}

/**
 * The rows the options make now. A combination takes the row that chose the same values, else
 * (an option added or removed) the first unused row that agrees on the options both share, so
 * the stock of "M" goes on with "M / Rose" when a colour is added. The rest start empty.
 */
export function regenerate(options: readonly OptionDraft[], rows: readonly RowDraft[]): RowDraft[] {
  const keys = options.map((option) => option.key);
  const wanted = combinations(options);
  const unused = new Set(rows);
  const sameAs = (row: RowDraft, choice: Record<string, string>) =>
    Object.keys(row.choice).length === keys.length &&
    keys.every((key) => row.choice[key] === choice[key]);
  const agrees = (row: RowDraft, choice: Record<string, string>) =>
    keys.every((key) => row.choice[key] === undefined || row.choice[key] === choice[key]);
  const exact = wanted.map((choice) => {
    const row = [...unused].find((each) => sameAs(each, choice));
    if (row) unused.delete(row);
    return row;
  });
  return wanted.map((choice, index) => {
    let row = exact[index];
    if (!row) {
      row = [...unused].find((each) => agrees(each, choice));
      if (row) unused.delete(row);
    }
    return row ? { ...row, choice } : { key: newKey('r'), choice, sku: '', price: '', stock: '0' };
  });
}

/** "M", "M / Rose", or "One size", as the API names a variant. */
export function rowLabel(options: readonly OptionDraft[], row: RowDraft): string {
  if (options.length === 0) return ONE_SIZE;
  return options
    .map((option) => option.values.find((value) => value.key === row.choice[option.key]))
    .map((value) => value?.text.trim() ?? '')
    .join(' / ');
}

/** The rows of the stored variants the draft no longer has (removed on save). */
export function removedVariants(
  stored: AdminVariantsDto,
  rows: readonly RowDraft[],
): AdminVariantsDto['variants'] {
  const kept = new Set(rows.map((row) => row.id));
  return stored.variants.filter((variant) => !kept.has(variant.id));
}

/** The PUT's body: names and values trimmed, an empty SKU or price sent as none. */
export function toRequest(draft: VariantsDraft): AdminVariantsRequest {
  return {
    options: draft.options.map((option) => ({
      name: option.name.trim(),
      values: option.values.map((value) => value.text.trim()),
    })),
    variants: draft.rows.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      options: Object.fromEntries(
        draft.options.map((option) => [
          option.name.trim(),
          option.values.find((value) => value.key === row.choice[option.key])?.text.trim() ?? '',
        ]),
      ),
      sku: row.sku.trim() || null,
      price: row.price.trim() || null,
      stock: /^\d+$/.test(row.stock.trim()) ? Number(row.stock.trim()) : Number.NaN,
    })),
  };
}
