// What cart-and-checkout renders on the server: the shell asks for these areas' HTML when it
// renders a page (see build-kit's ssr/render-remote.tsx). The cart page's frame and heading come
// from the server; the visitor's own cart is never fetched there, so it loads in the browser.
import CartPage from './expose/cart-page';

export const serverRendered = {
  './CartPage': CartPage,
};
