import {
  Badge,
  BagIcon,
  Button,
  CATEGORY_NAMES,
  Price,
  type CatalogVariantDto,
  type ProductDto,
  type ProductReviewsPageDto,
} from '@healing/platform';
import { Link } from 'react-router-dom';
import { StockBadge } from '../../../components/stock-badge';
import { RatingLine } from '../../reviews/components/rating-line';
import { FavouriteButton } from './favourite-button';
import { ProductAssurances } from './product-assurances';
import styles from './product-summary.module.css';
import { VariantPicker } from './variant-picker';

interface ProductSummaryProps {
  product: ProductDto;
  /** Its approved reviews; undefined while they load (or when they could not be loaded). */
  reviews: ProductReviewsPageDto | undefined;
  collectionName: string;
  /** Each option's value the address chooses (`?size=M`). */
  chosen: Record<string, string | undefined>;
  params: URLSearchParams;
  /** The variant chosen, or the only one; undefined while a size is still to choose. */
  variant: CatalogVariantDto | undefined;
  showMissing: boolean;
  isAdding: boolean;
  onAdd: () => void;
}

/** What the stock line says, for the product or its chosen variant. */
function stockText(product: ProductDto, variant: CatalogVariantDto | undefined): string {
  if (!product.inStock) return 'Resting for now. We are making more.';
  const which = variant && product.options.length > 0 ? ` in ${variant.label}` : '';
  if (variant && !variant.inStock) return `Sold out${which} for now. Another size may be here.`;
  if (variant?.fewLeft) return `Only ${variant.fewLeft} left${which}, wrapped with care.`;
  return 'Ready to ship, wrapped with care.';
}

/** Everything beside the gallery: what it is, what it costs, whether it can be had, and the buttons. */
export function ProductSummary({
  product,
  reviews,
  collectionName,
  chosen,
  params,
  variant,
  showMissing,
  isAdding,
  onAdd,
}: ProductSummaryProps) {
  const canAdd = product.inStock && (variant === undefined || variant.inStock);
  return (
    <div className={styles.summary}>
      <div className={styles.badges}>
        <Badge tone="rose">{CATEGORY_NAMES[product.category]}</Badge>
        <span className={styles.collection}>{collectionName} Collection</span>
      </div>
      <h1 className={styles.name}>{product.name}</h1>
      <RatingLine reviews={reviews} />
      <Price amount={variant?.price ?? product.price} className={styles.price} />
      <p className={styles.description}>{product.description}</p>
      {product.options.length > 0 && product.inStock && (
        <VariantPicker
          product={product}
          chosen={chosen}
          params={params}
          showMissing={showMissing}
        />
      )}
      <div className={styles.stock}>
        <StockBadge inStock={product.inStock && (variant?.inStock ?? true)} />
        <span className={styles.stockText} aria-live="polite">
          {stockText(product, variant)}
        </span>
      </div>
      <div className={styles.actions}>
        <Button
          size="large"
          className={styles.add}
          disabled={!canAdd}
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
