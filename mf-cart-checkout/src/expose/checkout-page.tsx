import { RemoteRoot } from '@healing/platform';
import { CheckoutPage } from '../pages/checkout-page';

/** Route `/checkout` (`?promo=` carries the cart's promo code). */
export default function CheckoutPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <CheckoutPage />
    </RemoteRoot>
  );
}
