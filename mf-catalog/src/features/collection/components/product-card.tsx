import {
  buttonClassName,
  COLLECTION_NAMES,
  Price,
  type ProductDto,
  VisuallyHidden,
} from '@healing/platform';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StockBadge } from '../../../components/stock-badge';
import { AddToCartButton } from './add-to-cart-button';
import styles from './product-card.module.css';
import stretched from './stretched-link.module.css';

export interface ProductItemProps {
  product: ProductDto;
  isAdding: boolean;
  onAdd: (product: ProductDto) => void;
  /** The first items are above the fold: their pictures load at once, first. */
  isPriority?: boolean;
}

interface ProductCardProps extends ProductItemProps {
  /** A control over the picture's corner (a favourite's remove button). */
  corner?: ReactNode;
}

/**
 * A grid card. The name's link stretches over the card, so a click anywhere opens the product.
 * Memoised: a list re-rendering (the cart answering, the list refreshed) leaves its cards be.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isAdding,
  onAdd,
  isPriority = false,
  corner,
}: ProductCardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.media}>
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
        <StockBadge inStock={product.inStock} className={styles.stock} />
        {corner && <div className={styles.corner}>{corner}</div>}
      </div>
      <div className={styles.body}>
        {/* Every card names its collection, so cards mixed on one page (favourites, related
            products, books) read alike and each says where it belongs. */}
        <div className={styles.meta}>
          <span className={styles.label}>{COLLECTION_NAMES[product.collection]}</span>
        </div>
        <h3 className={styles.name}>
          <Link to={`/product/${product.id}`} className={stretched.link}>
            {product.name}
          </Link>
        </h3>
        <div className={styles.footer}>
          <Price amount={product.price} className={styles.price} />
          {product.variants.length > 1 && product.inStock ? (
            // A size is chosen on the product's page, before it goes in the cart.
            <Link
              to={`/product/${product.id}`}
              className={buttonClassName({ size: 'small', className: styles.add })}
            >
              Choose {chooseWhat(product)}
              <VisuallyHidden>: {product.name}</VisuallyHidden>
            </Link>
          ) : (
            <AddToCartButton
              className={styles.add}
              productName={product.name}
              inStock={product.inStock}
              isAdding={isAdding}
              onAdd={() => onAdd(product)}
            />
          )}
        </div>
      </div>
    </li>
  );
});

/** "size", or "options" for a product with more than one thing to choose. */
function chooseWhat(product: ProductDto): string {
  return product.options.length === 1 ? product.options[0].name.toLowerCase() : 'options';
}
