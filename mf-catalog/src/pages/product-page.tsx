import {
  ArrowLeftIcon,
  breadcrumbJsonLd,
  type ProductDto,
  Spinner,
  usePageMeta,
  LoadError,
} from '@healing/platform';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ProductFeatures } from '../features/product-detail/components/product-features';
import { ProductGallery } from '../features/product-detail/components/product-gallery';
import { ProductNotFound } from '../features/product-detail/components/product-not-found';
import { ProductSummary } from '../features/product-detail/components/product-summary';
import { RelatedProducts } from '../features/product-detail/components/related-products';
import { productJsonLd } from '../features/product-detail/product-json-ld';
import { useProductReviews } from '../features/reviews/api/product-reviews';
import { ProductReviews } from '../features/reviews/components/product-reviews';
import { chosenValues, chosenVariant } from '../features/product-detail/variant-choice';
import { isMissingProduct, parseProductId, useProduct } from '../features/products/api/get-product';
import { productSocialImagePath } from '../features/products/api/social-image';
import { COLLECTION_COPY } from '../features/products/collection-copy';
import { useAddToCart } from '../features/products/hooks/use-add-to-cart';
import styles from './product-page.module.css';

/** /product/:id */
export function ProductPage() {
  const { id: rawId } = useParams();
  const id = parseProductId(rawId);
  const query = useProduct(id);

  if (id === null || (query.isError && isMissingProduct(query.error))) return <ProductNotFound />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <LoadError
          title="This product is taking a breather"
          what="this product"
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label="Loading product" waitsFor="this product" />
      </div>
    );
  }
  return <ProductDetail product={query.data} />;
}

function ProductDetail({ product }: { product: ProductDto }) {
  const collection = COLLECTION_COPY[product.collection];
  const { addToCart, isAdding } = useAddToCart();
  const reviews = useProductReviews(product.id).data;
  const [params] = useSearchParams();
  const [showMissing, setShowMissing] = useState(false);
  const chosen = chosenValues(product, params);
  const variant = chosenVariant(product, chosen);
  const path = `/product/${product.id}`;

  usePageMeta({
    title: product.name,
    description: product.description,
    path,
    image: productSocialImagePath(product.id),
    type: 'product',
    jsonLd: [
      productJsonLd(product, reviews),
      breadcrumbJsonLd([
        ['Home', '/'],
        [collection.name, `/${product.collection}`],
        [product.name, path],
      ]),
    ],
  });

  return (
    <div className={styles.page}>
      <Link to={`/${product.collection}`} className={styles.back}>
        <ArrowLeftIcon size={18} />
        Back to {collection.name}
      </Link>
      <div className={styles.layout}>
        <ProductGallery key={product.id} name={product.name} image={product.image} />
        <ProductSummary
          product={product}
          reviews={reviews}
          collectionName={collection.name}
          chosen={chosen}
          params={params}
          variant={variant}
          showMissing={showMissing}
          isAdding={isAdding(product.id)}
          onAdd={() => {
            if (!variant) {
              setShowMissing(true);
              return;
            }
            void addToCart(product, variant.id);
          }}
        />
      </div>
      <ProductReviews productId={product.id} reviews={reviews} />
      <ProductFeatures />
      <RelatedProducts
        key={product.id}
        productId={product.id}
        isAdding={isAdding}
        onAdd={(related) => void addToCart(related)}
      />
    </div>
  );
}
