import type { ProductDto } from '@healing/platform';
import gridStyles from '../../../components/product-grid.module.css';
import { SectionHeading } from '../../../components/section-heading';
import { ProductCard } from '../../collection/components/product-card';
import { useRelatedProducts } from '../../products/api/get-related-products';
import styles from './related-products.module.css';

interface RelatedProductsProps {
  productId: number;
  isAdding: (productId: number) => boolean;
  onAdd: (product: ProductDto) => void;
}

/**
 * "You may also like": others of the product's kind from the other collections, then of its
 * collection. Nothing at all while loading or when the API could not answer: the page is
 * whole without it.
 */
export function RelatedProducts({ productId, isAdding, onAdd }: RelatedProductsProps) {
  const { data } = useRelatedProducts(productId);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="catalog-related-title">
      <SectionHeading
        id="catalog-related-title"
        eyebrow="Keep exploring"
        title="You may also like"
        align="start"
      />
      <ul className={`${gridStyles.grid} ${styles.grid}`} aria-label="You may also like">
        {data.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            isAdding={isAdding(product.id)}
            onAdd={onAdd}
          />
        ))}
      </ul>
    </section>
  );
}
