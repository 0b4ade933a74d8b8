import { COLLECTIONS, type CollectionSlug, type ProductCategory } from '@healing/platform';

export interface ProductKindInfo {
  /** The API's `kind` of a product. */
  kind: string;
  /** Plural, as the home page names it. */
  label: string;
  /** Its category page's address segment: `/category/t-shirts`. */
  slug: string;
  /** The collection pages' category chip the kind sits in (the API's KIND_CATEGORY). */
  category: ProductCategory;
}

/** SPEC.md section 1: the product categories of the home page, in its order. */
export const HOME_PRODUCT_KINDS: readonly ProductKindInfo[] = [
  {
    kind: 'iron-on-patch',
    slug: 'iron-on-patches',
    label: 'Iron-On Patches',
    category: 'accessories',
  },
  { kind: 't-shirt', slug: 't-shirts', label: 'T-Shirts', category: 'apparel' },
  { kind: 'cap', slug: 'caps', label: 'Caps', category: 'apparel' },
  { kind: 'infant-onesie', slug: 'infant-onesies', label: 'Infant Onesies', category: 'apparel' },
  { kind: 'dog-tag', slug: 'dog-tags', label: 'Dog Tags', category: 'accessories' },
  { kind: 'infant-bib', slug: 'infant-bibs', label: 'Infant Bibs', category: 'apparel' },
  { kind: 'journal', slug: 'journals', label: 'Journals with Pens', category: 'wellness' },
  { kind: 'coloring-book', slug: 'coloring-books', label: 'Coloring Books', category: 'wellness' },
  { kind: 'candies', slug: 'candies', label: 'Candies', category: 'treats' },
  { kind: 'gift-box', slug: 'gift-boxes', label: 'Gift Boxes', category: 'treats' },
  { kind: 'jewelry', slug: 'jewelry', label: 'Jewelry', category: 'accessories' },
  { kind: 'painting', slug: 'paintings', label: 'Paintings', category: 'art' },
];

export function kindInfo(kind: string | null | undefined): ProductKindInfo | undefined {
  return HOME_PRODUCT_KINDS.find((info) => info.kind === kind);
}

/** The kind a category page's address names (`t-shirts`), if any. */
export function kindBySlug(slug: string | undefined): ProductKindInfo | undefined {
  return HOME_PRODUCT_KINDS.find((info) => info.slug === slug);
}

/** A kind's page across the three collections. */
export function categoryPath(info: ProductKindInfo): string {
  return `/category/${info.slug}`;
}

/**
 * Which collection a home tile opens: the three take turns, so the grid shows all of them.
 * Every collection carries every kind.
 */
export function tileCollection(index: number): CollectionSlug {
  return COLLECTIONS[index % COLLECTIONS.length];
}
