import { type CustomDesignData, type DesignProductType } from './designs';
import { COLLECTION_NAMES } from './catalog';

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
 * A custom item's name in the cart, on orders and in e-mails, in SPEC.md's shape
 * 'Custom {productType} - {category} ({selectedDesign})' with the words a shopper reads:
 * "Custom T-Shirt - Love Is (Rose Healing)".
 */
export function customDesignName(
  data: Pick<CustomDesignData, 'productType' | 'category' | 'selectedDesign'>,
): string {
  const base = `Custom ${DESIGN_PRODUCT_NAMES[data.productType]} - ${COLLECTION_NAMES[data.category]}`;
  const design = data.selectedDesign?.trim();
  return design ? `${base} (${design})` : base;
}
