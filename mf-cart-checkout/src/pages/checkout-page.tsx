import { cartKeys, type CheckoutResponse, toast, useCart, usePageMeta } from '@healing/platform';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError, PageSpinner } from '../components/page-states';
import { CheckoutHeader } from '../features/checkout/components/checkout-header';
import { CheckoutSummary } from '../features/checkout/components/checkout-summary';
import { CheckoutWizard } from '../features/checkout/components/checkout-wizard';
import { goToPaymentPage, isPaymentPage } from '../features/orders/api/order-payment';
import { orderQueryOptions, toShopperOrder } from '../features/orders/api/order-query';
import { useCartSummary } from '../hooks/use-cart-summary';
import { useHasTakenOver } from '../hooks/use-has-taken-over';
import { useIncomingPromo } from '../hooks/use-incoming-promo';
import { CheckoutBeforeTakeOver } from './checkout-before-take-over';
import pageStyles from '../components/page.module.css';
import styles from './checkout-page.module.css';

export const EMPTY_CART_TOAST = {
  title: 'Cart is empty',
  description: 'Please add items to your cart before checking out.',
} as const;

/** Said before the browser leaves for the payment provider's page. */
export const PAYMENT_REDIRECT_TEXT = 'Taking you to our secure payment page…';

export function orderPlacedToast(id: number) {
  return {
    title: 'Order placed successfully!',
    description: `Your order #${id} has been received. You'll receive a confirmation email shortly.`,
  };
}

function Checkout() {
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const summaryQuery = useCartSummary();
  const cartFetches = useIsFetching({ queryKey: cartKeys.session(cart.sessionId) });
  useIncomingPromo();
  // Once the order is placed the cart empties: that must not read as "nothing to check out".
  const isPlaced = useRef(false);
  // With a payment provider: the order is placed, and the shopper pays on the provider's page.
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const isCartEmpty = !cart.isLoading && !cart.error && cart.items.length === 0;

  useEffect(() => {
    if (!isCartEmpty || isPlaced.current) return;
    toast({ ...EMPTY_CART_TOAST, variant: 'destructive' });
    void navigate('/', { replace: true });
  }, [isCartEmpty, navigate]);

  useEffect(() => {
    if (paymentUrl) goToPaymentPage(paymentUrl);
  }, [paymentUrl]);

  if (paymentUrl) {
    return (
      <div className={pageStyles.page} data-testid="payment-redirect">
        <PageSpinner label={PAYMENT_REDIRECT_TEXT} />
      </div>
    );
  }

  if (cart.isLoading) return <PageSpinner label="Loading your checkout" />;
  if (cart.error) {
    return (
      <LoadError
        title="Failed to fetch cart"
        text="We couldn't load your cart just now. Your items are safe; please try again."
        onRetry={() => void cart.refreshCart()}
      />
    );
  }
  if (isCartEmpty) return null;

  const summary = summaryQuery.data;
  const appliedCode = summary?.promoApplied ? summary.promoCode : null;
  const isRefreshing =
    cartFetches > 0 ||
    cart.isUpdating ||
    cart.isRemoving ||
    cart.isClearing ||
    cart.isChangingPromo;

  const onPlaced = (response: CheckoutResponse) => {
    isPlaced.current = true;
    queryClient.setQueryData(
      orderQueryOptions(cart.sessionId, response.id).queryKey,
      toShopperOrder(response.order),
    );
    if (isPaymentPage(response.paymentUrl)) {
      // Coming back from the provider's page, the browser history skips the checkout form.
      window.history.replaceState(window.history.state, '', `/order-confirmation/${response.id}`);
      setPaymentUrl(response.paymentUrl);
    } else {
      toast(orderPlacedToast(response.id));
      void navigate(`/order-confirmation/${response.id}`, { replace: true });
    }
    // The server emptied the cart with the order: refetch so the header's badge empties too.
    void cart.refreshCart();
  };

  return (
    <div className={pageStyles.page}>
      <CheckoutHeader />
      <div className={styles.layout}>
        <CheckoutWizard
          promoCode={appliedCode}
          total={summary?.total}
          canPlaceOrder={summary !== undefined && !isRefreshing}
          onPlaced={onPlaced}
        />
        <aside className={styles.aside}>
          <CheckoutSummary
            items={cart.items}
            summary={summary}
            isRefreshing={isRefreshing}
            onRetry={summaryQuery.isError ? () => void summaryQuery.refetch() : null}
          />
        </aside>
      </div>
    </div>
  );
}

export function CheckoutPage() {
  usePageMeta({
    title: 'Checkout',
    description: 'Complete your order: shipping, billing and payment in three calm steps.',
    path: '/checkout',
    robots: 'noindex',
  });
  return useHasTakenOver() ? <Checkout /> : <CheckoutBeforeTakeOver />;
}
