import { COLLECTION_NAMES, type CollectionSlug, type ToastInput } from '@healing/platform';

export interface CollectionCopy {
  slug: CollectionSlug;
  name: string;
  /** One line under the title. */
  tagline: string;
  /** The hero's paragraph and the page's meta description. */
  description: string;
}

export const COLLECTION_COPY: Record<CollectionSlug, CollectionCopy> = {
  'inner-beauty': {
    slug: 'inner-beauty',
    name: COLLECTION_NAMES['inner-beauty'],
    tagline: 'Gentle reminders that you are already enough',
    description:
      'Soft tees, keepsakes and journals for the quiet, everyday work of liking who you are. Designed by a psychologist, made to be worn close.',
  },
  'life-happens': {
    slug: 'life-happens',
    name: COLLECTION_NAMES['life-happens'],
    tagline: 'For the hard days, and the brave ones after',
    description:
      'Pieces that honour resilience, setbacks included, because healing is rarely a straight line. Carry them on the days you need a little courage.',
  },
  'love-is': {
    slug: 'love-is',
    name: COLLECTION_NAMES['love-is'],
    tagline: 'Love that keeps its thorns and blooms anyway',
    description:
      'Gifts for partners, friends, family and yourself, inspired by the patient, ordinary kind of love that holds the soft parts and the sharp ones.',
  },
};

/** SPEC.md section 8: the product add toast, worded per collection. */
export function addedToCartToast(collection: CollectionSlug, productName: string): ToastInput {
  return {
    title: 'Added to Cart! 💖',
    description:
      collection === 'life-happens'
        ? `${productName} added to your healing journey.`
        : `${productName} has been added to your cart.`,
  };
}
