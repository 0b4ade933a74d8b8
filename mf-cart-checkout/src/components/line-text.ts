// How a cart line or an order line is named and described, for catalogue products and custom
// designs alike (a custom line has no product: its name and design data come from the server,
// the words for its product type from the same table the server names it with).
import {
  type CartItemDto,
  CATEGORY_NAMES,
  COLLECTION_NAMES,
  type CustomDesignData,
  customDesignName,
  DESIGN_PRODUCT_NAMES,
} from '@healing/platform';

/**
 * The server names a custom line ("Custom T-Shirt - Love Is (Rose Healing)"): shown as it is,
 * or (a line stored before it did) named by the same rule from its design.
 */
export function cartLineName(item: CartItemDto): string {
  // The server's name for a catalogue line says which size: "Inner Peace Tee — M".
  if (item.product) return item.displayName;
  if (item.customProductName) return item.customProductName;
  return item.customDesignData ? customDesignName(item.customDesignData) : 'Custom design';
}

export function cartLineImage(item: CartItemDto): string | null {
  return item.product?.image ?? item.previewImage;
}

/** "Your own Cap from the Love Is collection, design Rose Peace, with the words “Be gentle”." */
export function describeCustomDesign(data: CustomDesignData | null): string {
  if (!data) return 'A one-of-a-kind piece designed by you.';
  const type = DESIGN_PRODUCT_NAMES[data.productType] ?? 'piece';
  const parts = [`Your own ${type} from the ${COLLECTION_NAMES[data.category]} collection`];
  if (data.selectedDesign) parts.push(`design ${data.selectedDesign}`);
  if (data.customText) parts.push(`with the words “${data.customText}”`);
  return `${parts.join(', ')}.`;
}

export function cartLineDescription(item: CartItemDto): string {
  return item.product?.description ?? describeCustomDesign(item.customDesignData);
}

/** The category badge's text: the product's category, or 'Custom design'. */
export function cartLineCategory(item: CartItemDto): string {
  return item.product ? CATEGORY_NAMES[item.product.category] : 'Custom design';
}
