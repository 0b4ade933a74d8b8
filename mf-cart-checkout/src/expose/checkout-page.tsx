import { RemoteRoot } from '@healing/platform';
import { CheckoutPage } from '../pages/checkout-page';

/** Route `/checkout` (`?step=billing|payment`: the wizard's step). */
export default function CheckoutPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <CheckoutPage />
    </RemoteRoot>
  );
}
