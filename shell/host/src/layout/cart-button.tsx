import { BagIcon, useCart } from '@healing/platform';
import styles from './header.module.css';

/** The header's cart button: where focus goes back when the sidebar closes and its opener is gone. */
export const CART_BUTTON_ID = 'cart-button';

/**
 * Opens the cart sidebar. Without JavaScript the sidebar cannot open, so a plain link to the
 * cart page stands in for it (`data-no-js-only`, global.css).
 */
export function CartButton() {
  const { itemCount, toggleSidebar } = useCart();
  const count = itemCount === 1 ? '1 item' : `${itemCount} items`;
  const badge = (testId?: string) =>
    itemCount > 0 && (
      <span className={styles.badge} data-testid={testId} aria-hidden="true">
        {itemCount > 99 ? '99+' : itemCount}
      </span>
    );
  return (
    <>
      <button
        id={CART_BUTTON_ID}
        type="button"
        className={styles.iconButton}
        onClick={toggleSidebar}
        aria-label={`Open cart, ${count}`}
        data-js-only=""
      >
        <BagIcon size={22} strokeWidth={1.75} />
        {badge('cart-count')}
      </button>
      <a
        href="/cart"
        className={styles.iconButton}
        aria-label={`Cart, ${count}`}
        data-no-js-only=""
      >
        <BagIcon size={22} strokeWidth={1.75} />
        {badge()}
      </a>
    </>
  );
}
