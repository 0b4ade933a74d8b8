import {
  Button,
  buttonClassName,
  type CartItemDto,
  Dialog,
  MinusIcon,
  PlusIcon,
  Price,
  Spinner,
  TOAST_AVOID_ATTRIBUTE,
  TrashIcon,
  useCart,
} from '@healing/platform';
import { Link, useNavigate } from 'react-router-dom';
import { CartTotals } from './cart-totals';
import { useFocusReturn } from './use-focus-return';
import styles from './cart-sidebar.module.css';

export function cartLineName(item: CartItemDto): string {
  // "Inner Peace Tee — M": the server names a catalogue line with its size.
  return item.product ? item.displayName : (item.customProductName ?? 'Custom design');
}

function CartLine({ item }: { item: CartItemDto }) {
  const { updateQuantity, removeItem, busyItemId } = useCart();
  const name = cartLineName(item);
  const image = item.product?.image ?? item.previewImage;
  const isBusy = busyItemId === item.id;
  return (
    <li className={styles.line} aria-busy={isBusy || undefined}>
      {image ? (
        <img className={styles.image} src={image} alt="" width="72" height="72" loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <p className={styles.name}>{name}</p>
        <Price amount={item.unitPrice} className={styles.price} />
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
            <button
              type="button"
              className={styles.step}
              aria-label={`Decrease quantity of ${name}`}
              disabled={item.quantity <= 1 || isBusy}
              onClick={() => void updateQuantity(item.id, item.quantity - 1)}
            >
              <MinusIcon size={16} />
            </button>
            <span className={styles.quantity} aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              className={styles.step}
              aria-label={`Increase quantity of ${name}`}
              disabled={isBusy}
              onClick={() => void updateQuantity(item.id, item.quantity + 1)}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${name} from cart`}
            disabled={isBusy}
            onClick={() => void removeItem(item.id)}
          >
            <TrashIcon size={18} strokeWidth={1.75} />
          </button>
        </div>
      </div>
    </li>
  );
}

function SidebarBody() {
  const cart = useCart();
  const navigate = useNavigate();
  if (cart.isLoading) {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading your cart" />
      </div>
    );
  }
  if (cart.error) {
    return (
      <div className={styles.centered} role="alert">
        <p className={styles.emptyTitle}>Failed to fetch cart</p>
        <p className={styles.emptyText}>
          We couldn&apos;t load your cart just now. Your items are safe.
        </p>
        <Button variant="outline" onClick={() => void cart.refreshCart()}>
          Try again
        </Button>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className={styles.centered}>
        <p className={styles.emptyTitle}>Your cart is empty</p>
        <p className={styles.emptyText}>Find something gentle for yourself or someone you love.</p>
        <Link to="/inner-beauty" className={buttonClassName()} onClick={cart.closeSidebar}>
          Continue Shopping
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.filled}>
      <ul className={styles.lines} aria-label="Items in your cart">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      {/* What the shopper came for: toasts never cover it. */}
      <div className={styles.footer} {...{ [TOAST_AVOID_ATTRIBUTE]: '' }}>
        {cart.summary && <CartTotals summary={cart.summary} />}
        <Button
          size="large"
          fullWidth
          onClick={() => {
            cart.closeSidebar();
            void navigate('/checkout');
          }}
        >
          Proceed to Checkout
        </Button>
        <Link
          to="/cart"
          className={buttonClassName({ variant: 'ghost', fullWidth: true })}
          onClick={cart.closeSidebar}
        >
          View Cart
        </Link>
      </div>
    </div>
  );
}

/**
 * The slide-in cart: opens after every add, closes on Escape, locks the page while open, and
 * gives focus back to what opened it when it closes.
 */
export function CartSidebar() {
  const { isSidebarOpen, setSidebarOpen, itemCount } = useCart();
  useFocusReturn(isSidebarOpen);
  return (
    <Dialog
      open={isSidebarOpen}
      onOpenChange={setSidebarOpen}
      placement="right"
      title={<>Your Cart {itemCount > 0 && <span className={styles.count}>({itemCount})</span>}</>}
      className={styles.panel}
    >
      <SidebarBody />
    </Dialog>
  );
}
