// No zod here (see catalog-values.ts): the storefront names custom pieces without the schemas.
import { variantDisplayName } from './cart-values';
import { COLLECTION_NAMES } from './catalog-values';
import type { DesignProductType } from './design-values';
import type { CustomDesignData } from './designs';

/** One piece of each product type, as a custom item is named: "Custom T-Shirt". */
export const DESIGN_PRODUCT_NAMES: Record<DesignProductType, string> = {
  tshirts: 'T-Shirt',
  caps: 'Cap',
  books: 'Book',
  pendants: 'Pendant',
  necklace: 'Necklace',
  dogtags: 'Dog Tag',
};

/**
 * The piece itself, in SPEC.md's shape 'Custom {productType} - {category} ({selectedDesign})'
 * with the words a shopper reads: "Custom T-Shirt - Love Is (Rose Healing)". An order line of a
 * sized piece is named this, with the size as its variant's label (as "Inner Peace Tee", "M").
 */
export function customPieceName(
  data: Pick<CustomDesignData, 'productType' | 'category' | 'selectedDesign'>,
): string {
  const base = `Custom ${DESIGN_PRODUCT_NAMES[data.productType]} - ${COLLECTION_NAMES[data.category]}`;
  const design = data.selectedDesign?.trim();
  return design ? `${base} (${design})` : base;
}

/**
 * A custom item's name in the cart, on orders and in e-mails: the piece, then its size the way
 * a catalogue line shows its variant: "Custom T-Shirt - Love Is (Rose Healing) — M". A piece
 * without a size (a cap, or a T-shirt designed before sizes) is just the piece.
 */
export function customDesignName(
  data: Pick<CustomDesignData, 'productType' | 'category' | 'selectedDesign' | 'size'>,
): string {
  return variantDisplayName(customPieceName(data), data.size);
}
