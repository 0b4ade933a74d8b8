import { ArrowLeftIcon, buttonClassName, cartKeys, useCart, usePageMeta } from '@healing/platform';
import { useIsFetching } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError, PageSpinner } from '../components/page-states';
import { CartLine } from '../features/cart/components/cart-line';
import { CartSummaryPanel } from '../features/cart/components/cart-summary-panel';
import { ClearCartButton } from '../features/cart/components/clear-cart-button';
import { EmptyCart } from '../features/cart/components/empty-cart';
import { useCartSummary } from '../hooks/use-cart-summary';
import { useIncomingPromo } from '../hooks/use-incoming-promo';
import pageStyles from '../components/page.module.css';
import styles from './cart-page.module.css';

export function itemsInCartText(count: number): string {
  return `${count} healing ${count === 1 ? 'item' : 'items'} in your cart`;
}

export function CartPage() {
  usePageMeta({
    title: 'Your Cart',
    description: 'Review your healing items, apply a promo code and check out securely.',
    path: '/cart',
    robots: 'noindex',
  });
  const cart = useCart();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryQuery = useCartSummary();
  useIncomingPromo();
  const cartFetches = useIsFetching({ queryKey: cartKeys.session(cart.sessionId) });

  if (cart.isLoading) return <PageSpinner label="Loading your cart" waitsFor="your cart" />;
  if (cart.error) {
    return (
      <LoadError
        title="Failed to fetch cart"
        text="We couldn't load your cart just now. Your items are safe; please try again."
        onRetry={() => void cart.refreshCart()}
      />
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className={pageStyles.page}>
        <EmptyCart />
      </div>
    );
  }

  const summary = summaryQuery.data;
  const isRefreshing =
    cartFetches > 0 ||
    cart.isUpdating ||
    cart.isRemoving ||
    cart.isClearing ||
    cart.isAdding ||
    cart.isChangingPromo;
  const hasSoldOutLine = cart.items.some((item) => item.product && !item.product.inStock);

  return (
    <div className={pageStyles.page}>
      <header className={styles.header}>
        <div>
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            Your Cart
          </h1>
          <p className={styles.count} aria-live="polite">
            {itemsInCartText(cart.itemCount)}
          </p>
        </div>
        <div className={styles.headerActions}>
          <Link to="/inner-beauty" className={buttonClassName({ variant: 'outline' })}>
            <ArrowLeftIcon size={18} strokeWidth={1.75} />
            Continue Shopping
          </Link>
          {cart.items.length > 1 && <ClearCartButton />}
        </div>
      </header>
      <div className={styles.layout}>
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className={styles.visuallyHidden}>
            Items in your cart
          </h2>
          <ul className={styles.lines}>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} onRemoved={() => headingRef.current?.focus()} />
            ))}
          </ul>
        </section>
        <div className={styles.aside}>
          {summaryQuery.isError && !summary ? (
            <LoadError
              title="Failed to fetch cart"
              text="We couldn't load your totals just now."
              onRetry={() => void summaryQuery.refetch()}
            />
          ) : (
            <CartSummaryPanel
              summary={summary}
              isRefreshing={isRefreshing}
              checkoutBlocker={
                hasSoldOutLine ? 'Please remove the out-of-stock items to check out.' : null
              }
              onCheckout={() => void navigate('/checkout')}
            />
          )}
        </div>
      </div>
    </div>
  );
}
