import { RemoteRoot } from '@healing/platform';
import { FindMyOrderPage } from '../pages/find-my-order-page';

/** Route `/find-my-order`: a shopper asks for the links to their orders. */
export default function FindMyOrderPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <FindMyOrderPage />
    </RemoteRoot>
  );
}
