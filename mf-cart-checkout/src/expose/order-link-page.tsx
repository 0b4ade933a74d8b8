import { RemoteRoot } from '@healing/platform';
import { OrderLinkPage } from '../pages/order-link-page';

/** Route `/orders/:token`: the order a personal link from an order e-mail opens. */
export default function OrderLinkPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <OrderLinkPage />
    </RemoteRoot>
  );
}
