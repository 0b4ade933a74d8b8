// Sizes: the adult sizes a T-shirt comes in, in the catalogue and in the design studio. No zod
// here, so a remote can import the list without the schemas.
import type { DesignProductType } from './designs';

/** A T-shirt's sizes, smallest first: the catalogue's tees and the designer's custom tees. */
export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type AdultSize = (typeof ADULT_SIZES)[number];

/** The sizes of each product type a shopper designs; a type not listed has none. */
export const DESIGN_SIZES: Partial<Record<DesignProductType, readonly AdultSize[]>> = {
  tshirts: ADULT_SIZES,
};

/** What a shopper chooses from for a custom piece of this type; empty: it has no size. */
export function designSizes(productType: DesignProductType): readonly AdultSize[] {
  return (Object.hasOwn(DESIGN_SIZES, productType) && DESIGN_SIZES[productType]) || [];
}

/** The product types that have a size: "tshirts". */
export const SIZED_DESIGN_PRODUCT_TYPES = Object.keys(DESIGN_SIZES) as DesignProductType[];
