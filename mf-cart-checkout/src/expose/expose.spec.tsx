import { renderWithPlatform } from '@healing/platform/testing';
import { screen } from '@testing-library/react';
import { cartApi } from '../test-support/shop-fixtures';
import CartPageModule from './cart-page';
import CheckoutPageModule from './checkout-page';
import AdminDashboardPageModule from './admin-dashboard-page';
import AdminDiscountCodesPageModule from './admin-discount-codes-page';
import AdminOrderPageModule from './admin-order-page';
import AdminOrdersPageModule from './admin-orders-page';
import FindMyOrderPageModule from './find-my-order-page';
import OrderConfirmationPageModule from './order-confirmation-page';
import OrderLinkPageModule from './order-link-page';
import PackingSlipPageModule from './packing-slip-page';

describe('the exposed modules', () => {
  it.each([
    ['./CartPage', CartPageModule, '/cart', '*'],
    ['./CheckoutPage', CheckoutPageModule, '/checkout', '*'],
    [
      './OrderConfirmationPage',
      OrderConfirmationPageModule,
      '/order-confirmation/x',
      '/order-confirmation/:id',
    ],
    ['./OrderLinkPage', OrderLinkPageModule, '/orders/x', '/orders/:token'],
    ['./FindMyOrderPage', FindMyOrderPageModule, '/find-my-order', '*'],
    ['./AdminDashboardPage', AdminDashboardPageModule, '/admin', '/admin'],
    ['./AdminOrdersPage', AdminOrdersPageModule, '/admin/orders', '/admin/orders'],
    ['./AdminOrderPage', AdminOrderPageModule, '/admin/orders/42', '/admin/orders/:id'],
    [
      './PackingSlipPage',
      PackingSlipPageModule,
      '/admin/orders/42/packing-slip',
      '/admin/orders/:id/packing-slip',
    ],
    [
      './AdminDiscountCodesPage',
      AdminDiscountCodesPageModule,
      '/admin/discount-codes',
      '/admin/discount-codes',
    ],
  ])('%s renders inside the remote root', async (_name, Module, path, routePath) => {
    const api = cartApi();
    const { container } = renderWithPlatform(<Module />, { path, routePath });
    const root = container.querySelector('[data-remote="cartCheckout"]');
    expect(root).toHaveAttribute('data-release', 'test');
    expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
    api.restore();
  });
});
