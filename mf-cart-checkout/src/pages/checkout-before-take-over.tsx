import { NeedsJavaScript, useCart } from '@healing/platform';
import { CheckoutHeader } from '../features/checkout/components/checkout-header';
import { CheckoutSummary } from '../features/checkout/components/checkout-summary';
import { useCartSummary } from '../hooks/use-cart-summary';
import pageStyles from '../components/page.module.css';
import styles from './checkout-page.module.css';

/**
 * The checkout as the server renders it, and the browser's first frame over that HTML: the
 * visitor's order and, with JavaScript off, why the form is not there. No spinner: without
 * JavaScript nothing would ever stop it.
 */
export function CheckoutBeforeTakeOver() {
  const cart = useCart();
  const summary = useCartSummary().data;
  return (
    <div className={pageStyles.page}>
      <CheckoutHeader />
      <div className={styles.layout}>
        <NeedsJavaScript
          title="Checkout needs JavaScript"
          actions={[{ href: '/cart', label: 'Back to your cart' }]}
        >
          <p>
            Our checkout runs in your browser. Please turn JavaScript on to enter your address and
            place your order; your cart is kept for you until then.
          </p>
        </NeedsJavaScript>
        {cart.items.length > 0 && summary && (
          <aside className={styles.aside}>
            <CheckoutSummary
              items={cart.items}
              summary={summary}
              isRefreshing={false}
              onRetry={null}
              readOnly
            />
          </aside>
        )}
      </div>
    </div>
  );
}
