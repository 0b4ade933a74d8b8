import {
  CATEGORY_NAMES,
  type CatalogVariantDto,
  type ProductDto,
  type ProductReviewsPageDto,
  SITE_NAME,
} from '@healing/platform';
import { optionParam } from './variant-choice';

/** The address in full; on the server (no window) as given: the page's head resolves it. */
function absolute(path: string): string {
  if (typeof window === 'undefined') return path;
  return new URL(path, window.location.origin).href;
}

/** The schema.org properties a variant's options map to; others are named as they are. */
const OPTION_PROPERTIES: Record<string, string> = {
  size: 'size',
  colour: 'color',
  color: 'color',
  material: 'material',
  pattern: 'pattern',
};

const propertyOf = (optionName: string) => OPTION_PROPERTIES[optionName.toLowerCase()];

function offer(product: ProductDto, variant: CatalogVariantDto | undefined, path: string) {
  return {
    '@type': 'Offer',
    url: absolute(path),
    price: variant?.price ?? product.price,
    priceCurrency: 'USD',
    availability:
      product.inStock && (variant?.inStock ?? true)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
}

/** The product page that chooses `variant` (`/product/8?size=M`). */
function variantPath(product: ProductDto, variant: CatalogVariantDto): string {
  const params = new URLSearchParams();
  for (const option of product.options) {
    const value = variant.options[option.name];
    if (value !== undefined) params.set(optionParam(option), value);
  }
  return `/product/${product.id}?${params.toString()}`;
}

/**
 * schema.org data for a product page: a Product with its offer, or, for a product sold in sizes
 * or versions, a ProductGroup whose variants are Products with their own offer, SKU and option
 * values (what search engines read to show sizes and stock). aggregateRating only when approved
 * reviews exist: structured data states facts only, and a product has no rating until customers
 * have given one (DECISIONS.md).
 */
export function productJsonLd(product: ProductDto, reviews?: ProductReviewsPageDto): object {
  const rated = reviews !== undefined && reviews.count > 0 && reviews.average !== null;
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description,
    image: absolute(product.image),
    category: CATEGORY_NAMES[product.category],
    brand: { '@type': 'Brand', name: SITE_NAME },
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
  const path = `/product/${product.id}`;
  if (product.options.length === 0 || product.variants.length === 0) {
    const only = product.variants[0];
    return {
      '@type': 'Product',
      ...common,
      sku: only?.sku ?? String(product.id),
      offers: offer(product, only, path),
    };
  }
  return {
    '@type': 'ProductGroup',
    ...common,
    productGroupID: String(product.id),
    url: absolute(path),
    variesBy: product.options.map((option) => {
      const property = propertyOf(option.name);
      return property ? `https://schema.org/${property}` : option.name;
    }),
    hasVariant: product.variants.map((variant) => ({
      '@type': 'Product',
      name: `${product.name} — ${variant.label}`,
      sku: variant.sku ?? `${product.id}-${variant.id}`,
      image: absolute(product.image),
      ...Object.fromEntries(
        product.options.flatMap((option) => {
          const property = propertyOf(option.name);
          const value = variant.options[option.name];
          return property && value !== undefined ? [[property, value]] : [];
        }),
      ),
      offers: offer(product, variant, variantPath(product, variant)),
    })),
  };
}
