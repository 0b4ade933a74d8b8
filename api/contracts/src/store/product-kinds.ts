import type { ProductCategory } from './catalog';

/**
 * What a product is, as the home page's product grid names it: the twelve kinds of the grid,
 * plus books, which the shop also sells.
 */
export const PRODUCT_KINDS = [
  'iron-on-patch',
  't-shirt',
  'cap',
  'infant-onesie',
  'dog-tag',
  'infant-bib',
  'journal',
  'coloring-book',
  'candies',
  'gift-box',
  'jewelry',
  'painting',
  'book',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const HOME_PAGE_KINDS: readonly ProductKind[] = PRODUCT_KINDS.filter(
  (kind) => kind !== 'book',
);

/** Each kind sits in one of the collection pages' category chips. */
export const KIND_CATEGORY: Record<ProductKind, ProductCategory> = {
  't-shirt': 'apparel',
  cap: 'apparel',
  'infant-onesie': 'apparel',
  'infant-bib': 'apparel',
  'iron-on-patch': 'accessories',
  'dog-tag': 'accessories',
  jewelry: 'accessories',
  journal: 'wellness',
  'coloring-book': 'wellness',
  book: 'wellness',
  painting: 'art',
  candies: 'treats',
  'gift-box': 'treats',
};
