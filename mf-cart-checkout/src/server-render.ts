// What cart-and-checkout renders on the server: the shell asks for these areas' HTML when it
// renders a page (see build-kit's ssr/render-remote.tsx). Both are the visitor's own pages (never
// shared between visitors): the renderer fetches the cart and the order as the visitor the shell
// names, so the page shows their cart, their order, or (an order that is not theirs or does not
// exist) the not-found view with a 404. The checkout renders the visitor's order and what to do
// without JavaScript: its form needs the app, and a spinner there would wait forever.
import CartPage from './expose/cart-page';
import CheckoutPage from './expose/checkout-page';
import FindMyOrderPage from './expose/find-my-order-page';
import OrderConfirmationPage from './expose/order-confirmation-page';
import OrderLinkPage from './expose/order-link-page';

export const serverRendered = {
  './CartPage': CartPage,
  './CheckoutPage': CheckoutPage,
  './OrderConfirmationPage': OrderConfirmationPage,
  // An order's personal link: the order for any visitor holding the link (never cached).
  './OrderLinkPage': OrderLinkPage,
  './FindMyOrderPage': FindMyOrderPage,
};
