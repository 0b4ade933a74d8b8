import {
  CATEGORY_NAMES,
  type ProductDto,
  type ProductReviewsPageDto,
  SITE_NAME,
} from '@healing/platform';

/** The address in full; on the server (no window) as given: the page's head resolves it. */
function absolute(path: string): string {
  if (typeof window === 'undefined') return path;
  return new URL(path, window.location.origin).href;
}

/**
 * schema.org Product with its offer, and its aggregateRating only when approved reviews exist:
 * structured data states facts only, and a product has no rating until customers have given one
 * (DECISIONS.md).
 */
export function productJsonLd(product: ProductDto, reviews?: ProductReviewsPageDto): object {
  const rated = reviews !== undefined && reviews.count > 0 && reviews.average !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: absolute(product.image),
    sku: String(product.id),
    category: CATEGORY_NAMES[product.category],
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url: absolute(`/product/${product.id}`),
      price: product.price,
      priceCurrency: 'USD',
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviews.average,
        reviewCount: reviews.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
