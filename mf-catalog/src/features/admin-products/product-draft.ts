import { COLLECTIONS, type CollectionSlug } from '@healing/platform';
import type { AdminProductDto, AdminProductRequest } from './api/admin-products-api';

/** The form's values, as typed: text until sent. */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  kind: string;
  collection: string;
  inStock: boolean;
}

export type DraftField = keyof ProductDraft | 'image';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: ProductDraft = {
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

/** The same rule as the API: more than 0, at most 99999.99, two decimals at most. */
const PRICE = /^(?!0+(\.0{1,2})?$)\d{1,5}(\.\d{1,2})?$/;

export const FIELD_ORDER: readonly DraftField[] = [
  'name',
  'description',
  'price',
  'kind',
  'collection',
  'inStock',
  'image',
];

export function draftOf(product: AdminProductDto): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    kind: product.kind,
    collection: product.collection,
    inStock: product.inStock,
  };
}

/** One message per refused field, worded like the API's. */
export function validateDraft(draft: ProductDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name.length < 2) errors.name = 'Name must be at least 2 characters';
  else if (name.length > 200) errors.name = 'Name must be at most 200 characters';
  const description = draft.description.trim();
  if (description.length < 10) errors.description = 'Description must be at least 10 characters';
  else if (description.length > 5000) {
    errors.description = 'Description must be at most 5000 characters';
  }
  if (!PRICE.test(draft.price.trim())) {
    errors.price = 'Price must be an amount from 0.01 to 99999.99, like 24.99';
  }
  if (!KIND_OPTIONS.some((option) => option.value === draft.kind)) {
    errors.kind = 'Please choose a category';
  }
  if (!(COLLECTIONS as readonly string[]).includes(draft.collection)) {
    errors.collection = 'Please choose a collection';
  }
  return errors;
}

/** The request for a draft that passed `validateDraft`. */
export function requestOf(draft: ProductDraft): AdminProductRequest {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    price: draft.price.trim(),
    kind: draft.kind as AdminProductRequest['kind'],
    collection: draft.collection as CollectionSlug,
    inStock: draft.inStock,
  };
}

export function isDraftField(value: string | undefined): value is DraftField {
  return FIELD_ORDER.includes(value as DraftField);
}
