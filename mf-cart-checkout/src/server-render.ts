// What cart-and-checkout renders on the server: the shell asks for these areas' HTML when it
// renders a page (see build-kit's ssr/render-remote.tsx). Both are the visitor's own pages (never
// shared between visitors): the renderer fetches the cart and the order as the visitor the shell
// names, so the page shows their cart, their order, or (an order that is not theirs or does not
// exist) the not-found view with a 404. The checkout renders the visitor's order and what to do
// without JavaScript: its form needs the app, and a spinner there would wait forever.
// Beside each module, the data its first screen reads beyond the visitor's cart (which the
// renderer loads for every visitor's page), from the same query options its components use: the
// renderer loads it and renders the module once (server-render.spec holds each module to one).
import type { ServerRenderedModules } from '@healing/build-kit/render-remote';
import { ORDER_LINK_TOKEN_PATTERN } from '@healing/contracts';
import CartPage from './expose/cart-page';
import CheckoutPage from './expose/checkout-page';
import FindMyOrderPage from './expose/find-my-order-page';
import OrderConfirmationPage from './expose/order-confirmation-page';
import OrderLinkPage from './expose/order-link-page';
import {
  orderLinkQueryOptions,
  orderQueryOptions,
  parseOrderId,
} from './features/orders/api/order-query';

export const serverRendered = {
  './CartPage': { component: CartPage, data: () => [] },
  './CheckoutPage': { component: CheckoutPage, data: () => [] },
  './OrderConfirmationPage': {
    component: OrderConfirmationPage,
    data: ({ params, session }) => {
      const id = parseOrderId(params.id);
      return id === null || !session ? [] : [orderQueryOptions(session, id)];
    },
  },
  // An order's personal link: the order for any visitor holding the link (never cached).
  './OrderLinkPage': {
    component: OrderLinkPage,
    data: ({ params }) => {
      const token = params.token ?? '';
      return ORDER_LINK_TOKEN_PATTERN.test(token) ? [orderLinkQueryOptions(token)] : [];
    },
  },
  './FindMyOrderPage': { component: FindMyOrderPage, data: () => [] },
} satisfies ServerRenderedModules;
