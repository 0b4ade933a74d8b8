import type { DesignProductType } from '@healing/contracts';

/** Proofs are drawn at this many pixels per inch of the printed piece. */
export const PROOF_DPI = 300;

/**
 * How wide each product type's print area is when printed, in inches. The print area is the
 * preview's (SILHOUETTES[type].print, on the 1000-unit board), so its height follows from its
 * proportions: a T-shirt's 340 x 520 area at 10 in is 10 x 15.3 in, a 3000 x 4588 px proof.
 */
export const PRINT_WIDTH_INCHES: Record<DesignProductType, number> = {
  tshirts: 10,
  caps: 4,
  books: 5,
  pendants: 1.25,
  necklace: 1,
  dogtags: 1.25,
};
