import { RemoteRoot } from '@healing/platform';
import { OrderConfirmationPage } from '../pages/order-confirmation-page';

/** Route `/order-confirmation/:id`. */
export default function OrderConfirmationPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <OrderConfirmationPage />
    </RemoteRoot>
  );
}
