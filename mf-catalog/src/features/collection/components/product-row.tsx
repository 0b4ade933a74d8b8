import { CATEGORY_NAMES, COLLECTION_NAMES, Price } from '@healing/platform';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { StockBadge } from '../../../components/stock-badge';
import { AddToCartButton } from './add-to-cart-button';
import type { ProductItemProps } from './product-card';
import styles from './product-row.module.css';
import stretched from './stretched-link.module.css';

/** A list row: picture, name, description and the purchase column. The whole row opens it. */
export const ProductRow = memo(function ProductRow({
  product,
  isAdding,
  onAdd,
  isPriority = false,
}: ProductItemProps) {
  return (
    <li className={styles.row}>
      <img
        className={styles.image}
        src={product.image}
        alt=""
        width="400"
        height="400"
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.category}>{CATEGORY_NAMES[product.category]}</span>
          <span className={styles.label}>{COLLECTION_NAMES[product.collection]}</span>
        </div>
        <h3 className={styles.name}>
          <Link to={`/product/${product.id}`} className={stretched.link}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.description}>{product.description}</p>
      </div>
      <div className={styles.buy}>
        <Price amount={product.price} className={styles.price} />
        <StockBadge inStock={product.inStock} />
        <AddToCartButton
          className={styles.add}
          productName={product.name}
          inStock={product.inStock}
          isAdding={isAdding}
          onAdd={() => onAdd(product)}
        />
      </div>
    </li>
  );
});
