import { INNER_BEAUTY_PRODUCTS } from './products-inner-beauty.data';
import { LIFE_HAPPENS_PRODUCTS } from './products-life-happens.data';
import { LOVE_IS_PRODUCTS } from './products-love-is.data';
import type { ProductSeed } from './product-seed';

/** The whole catalogue the seed loads: 18 products in each collection. */
export const PRODUCT_SEEDS: readonly ProductSeed[] = [
  ...INNER_BEAUTY_PRODUCTS,
  ...LIFE_HAPPENS_PRODUCTS,
  ...LOVE_IS_PRODUCTS,
];
