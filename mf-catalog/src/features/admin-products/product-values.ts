import { COLLECTIONS, type CollectionSlug } from '@healing/platform';
import { type ProductValues } from '@healing/platform/forms';
import type { AdminProductDto, AdminProductRequest } from './api/admin-products-api';

export type ProductField = keyof ProductValues;

/** A new product's form: every choice still to make, in stock by default. */
export const EMPTY_PRODUCT: ProductValues = {
  name: '',
  description: '',
  price: '',
  kind: '',
  collection: '',
  inStock: true,
};

/** The kinds the API knows (product-kinds.ts there), as the owner reads them, by category. */
export const KIND_OPTIONS = [
  { value: 't-shirt', label: 'T-shirt (apparel)' },
  { value: 'cap', label: 'Cap (apparel)' },
  { value: 'infant-onesie', label: 'Infant onesie (apparel)' },
  { value: 'infant-bib', label: 'Infant bib (apparel)' },
  { value: 'iron-on-patch', label: 'Iron-on patch (accessories)' },
  { value: 'dog-tag', label: 'Dog tag (accessories)' },
  { value: 'jewelry', label: 'Jewelry (accessories)' },
  { value: 'journal', label: 'Journal with pen (wellness)' },
  { value: 'coloring-book', label: 'Coloring book (wellness)' },
  { value: 'book', label: 'Book (wellness)' },
  { value: 'painting', label: 'Painting (art)' },
  { value: 'candies', label: 'Candies (treats)' },
  { value: 'gift-box', label: 'Gift box (treats)' },
] as const satisfies readonly { value: AdminProductRequest['kind']; label: string }[];

export const COLLECTION_LABELS: Record<CollectionSlug, string> = {
  'inner-beauty': 'Inner Beauty',
  'life-happens': 'Life Happens',
  'love-is': 'Love Is',
};

export const COLLECTION_OPTIONS = COLLECTIONS.map((value) => ({
  value,
  label: COLLECTION_LABELS[value],
}));

/** A stored product as the form starts from it. */
export function valuesOf(product: AdminProductDto): ProductValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    kind: product.kind,
    collection: product.collection,
    inStock: product.inStock,
  };
}

export function isProductField(name: string | undefined): name is ProductField {
  return name !== undefined && Object.hasOwn(EMPTY_PRODUCT, name);
}

/** The ids the labels, the API's refusals and the site tests find the fields by. */
export function fieldId(field: ProductField | 'image'): string {
  return `product-${field}`;
}
