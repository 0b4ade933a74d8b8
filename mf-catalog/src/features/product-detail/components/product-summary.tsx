import {
  Badge,
  BagIcon,
  Button,
  CATEGORY_NAMES,
  Price,
  type ProductDto,
  type ProductReviewsPageDto,
} from '@healing/platform';
import { Link } from 'react-router-dom';
import { StockBadge } from '../../../components/stock-badge';
import { RatingLine } from '../../reviews/components/rating-line';
import { FavouriteButton } from './favourite-button';
import { ProductAssurances } from './product-assurances';
import styles from './product-summary.module.css';

interface ProductSummaryProps {
  product: ProductDto;
  /** Its approved reviews; undefined while they load (or when they could not be loaded). */
  reviews: ProductReviewsPageDto | undefined;
  collectionName: string;
  isAdding: boolean;
  onAdd: () => void;
}

/** Everything beside the gallery: what it is, what it costs, whether it can be had, and the buttons. */
export function ProductSummary({
  product,
  reviews,
  collectionName,
  isAdding,
  onAdd,
}: ProductSummaryProps) {
  return (
    <div className={styles.summary}>
      <div className={styles.badges}>
        <Badge tone="rose">{CATEGORY_NAMES[product.category]}</Badge>
        <span className={styles.collection}>{collectionName} Collection</span>
      </div>
      <h1 className={styles.name}>{product.name}</h1>
      <RatingLine reviews={reviews} />
      <Price amount={product.price} className={styles.price} />
      <p className={styles.description}>{product.description}</p>
      <div className={styles.stock}>
        <StockBadge inStock={product.inStock} />
        <span className={styles.stockText}>
          {product.inStock
            ? 'Ready to ship, wrapped with care.'
            : 'Resting for now. We are making more.'}
        </span>
      </div>
      <div className={styles.actions}>
        <Button
          size="large"
          className={styles.add}
          disabled={!product.inStock}
          isLoading={isAdding}
          onClick={onAdd}
        >
          {!isAdding && <BagIcon size={20} />}
          Add to Cart
        </Button>
        <FavouriteButton productId={product.id} name={product.name} />
      </div>
      {!product.inStock && (
        <p className={styles.outNote}>
          While this piece is away, the{' '}
          <Link to={`/${product.collection}`}>{collectionName} collection</Link> has others in the
          same spirit.
        </p>
      )}
      <ProductAssurances />
    </div>
  );
}
