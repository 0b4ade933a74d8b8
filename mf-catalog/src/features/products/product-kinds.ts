import { COLLECTIONS, type CollectionSlug, type ProductCategory } from '@healing/platform';

export interface ProductKindInfo {
  /** The API's `kind` of a product. */
  kind: string;
  /** Plural, as the home page names it. */
  label: string;
  /** The collection pages' category chip the kind sits in (the API's KIND_CATEGORY). */
  category: ProductCategory;
}

/** SPEC.md section 1: the product categories of the home page, in its order. */
export const HOME_PRODUCT_KINDS: readonly ProductKindInfo[] = [
  { kind: 'iron-on-patch', label: 'Iron-On Patches', category: 'accessories' },
  { kind: 't-shirt', label: 'T-Shirts', category: 'apparel' },
  { kind: 'cap', label: 'Caps', category: 'apparel' },
  { kind: 'infant-onesie', label: 'Infant Onesies', category: 'apparel' },
  { kind: 'dog-tag', label: 'Dog Tags', category: 'accessories' },
  { kind: 'infant-bib', label: 'Infant Bibs', category: 'apparel' },
  { kind: 'journal', label: 'Journals with Pens', category: 'wellness' },
  { kind: 'coloring-book', label: 'Coloring Books', category: 'wellness' },
  { kind: 'candies', label: 'Candies', category: 'treats' },
  { kind: 'gift-box', label: 'Gift Boxes', category: 'treats' },
  { kind: 'jewelry', label: 'Jewelry', category: 'accessories' },
  { kind: 'painting', label: 'Paintings', category: 'art' },
];

export function kindInfo(kind: string | null | undefined): ProductKindInfo | undefined {
  return HOME_PRODUCT_KINDS.find((info) => info.kind === kind);
}

/**
 * Which collection a home tile opens: the three take turns, so the grid shows all of them.
 * Every collection carries every kind.
 */
export function tileCollection(index: number): CollectionSlug {
  return COLLECTIONS[index % COLLECTIONS.length];
}

/** The collection page narrowed to one kind: its category chip plus the kind. */
export function kindPath(collection: CollectionSlug, info: ProductKindInfo): string {
  return `/${collection}?category=${info.category}&kind=${info.kind}`;
}
