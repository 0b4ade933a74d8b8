import { RemoteRoot } from '@healing/platform';
import { CartPage } from '../pages/cart-page';

/** Route `/cart`. */
export default function CartPageModule() {
  return (
    <RemoteRoot remote="cartCheckout" release={__RELEASE__}>
      <CartPage />
    </RemoteRoot>
  );
}
