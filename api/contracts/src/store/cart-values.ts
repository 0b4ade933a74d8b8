// The cart's limits and how a line names its variant. No zod here (see catalog-values.ts).
/** What one cart may hold: the API refuses more, and the cart page never offers more. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

/** The label of the only variant of a product that has no options. */
export const ONE_SIZE_LABEL = 'One size';

/** "Inner Peace Tee — M"; just the name for a product sold in one size. */
export function variantDisplayName(name: string, variantLabel: string | null | undefined): string {
  return variantLabel && variantLabel !== ONE_SIZE_LABEL ? `${name} — ${variantLabel}` : name;
}
