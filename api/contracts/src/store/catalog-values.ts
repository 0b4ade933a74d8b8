// The catalogue's fixed lists: collections, categories and sorts. No zod here, so the shop's
// front ends can show them without building the schemas (that costs a phone's first seconds).
export const COLLECTIONS = ['inner-beauty', 'life-happens', 'love-is'] as const;
export type CollectionSlug = (typeof COLLECTIONS)[number];

export const COLLECTION_NAMES: Record<CollectionSlug, string> = {
  'inner-beauty': 'Inner Beauty',
  'life-happens': 'Life Happens',
  'love-is': 'Love Is',
};

export const PRODUCT_CATEGORIES = ['apparel', 'accessories', 'wellness', 'art', 'treats'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_SORTS = ['name', 'price-low', 'price-high', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
