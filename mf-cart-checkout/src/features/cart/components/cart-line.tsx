import {
  Badge,
  type BadgeTone,
  type CartItemDto,
  Price,
  type ProductCategory,
  TrashIcon,
  useCart,
} from '@healing/platform';
import { Link } from 'react-router-dom';
import {
  cartLineCategory,
  cartLineDescription,
  cartLineImage,
  cartLineName,
} from '../../../components/line-text';
import { LineThumb } from '../../../components/line-thumb';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart-line.module.css';

const CATEGORY_TONES: Record<ProductCategory, BadgeTone> = {
  apparel: 'rose',
  accessories: 'lavender',
  wellness: 'sage',
  art: 'gold',
  treats: 'rose',
};

interface CartLineProps {
  item: CartItemDto;
  /** Called once the line is gone, so focus can move somewhere sensible. */
  onRemoved: () => void;
}

export function CartLine({ item, onRemoved }: CartLineProps) {
  const { updateQuantity, removeItem, busyItemId } = useCart();
  const name = cartLineName(item);
  const isBusy = busyItemId === item.id;
  const isSoldOut = item.product !== null && !item.product.inStock;
  const tone = item.product ? CATEGORY_TONES[item.product.category] : 'lavender';

  const remove = async () => {
    if (await removeItem(item.id)) onRemoved();
  };

  return (
    <li className={styles.line} aria-busy={isBusy || undefined} data-testid="cart-line">
      <LineThumb src={cartLineImage(item)} />
      <div className={styles.body}>
        <div className={styles.top}>
          <div className={styles.heading}>
            <h3 className={styles.name}>
              {item.productId !== null ? (
                <Link to={`/product/${item.productId}`} className={styles.nameLink}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </h3>
            <div className={styles.meta}>
              <Badge tone={tone}>{cartLineCategory(item)}</Badge>
            </div>
          </div>
          <div className={styles.prices}>
            <span className={styles.lineTotal} data-testid="line-total">
              <Price amount={item.lineTotal} />
            </span>
            <span className={styles.unit} data-testid="unit-price">
              <Price amount={item.unitPrice} /> each
            </span>
          </div>
        </div>
        <p className={styles.description}>{cartLineDescription(item)}</p>
        {isSoldOut && (
          <p className={styles.soldOut}>Out of stock: please remove this item to check out.</p>
        )}
        <div className={styles.controls}>
          <QuantityStepper
            name={name}
            quantity={item.quantity}
            disabled={isBusy}
            onChange={(quantity) => void updateQuantity(item.id, quantity)}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${name} from cart`}
            disabled={isBusy}
            onClick={() => void remove()}
          >
            <TrashIcon size={18} strokeWidth={1.75} />
            <span aria-hidden="true">Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
