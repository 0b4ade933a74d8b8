const { createBuildConfigs } = require('@healing/build-kit');

module.exports = createBuildConfigs({
  dir: __dirname,
  exposes: {
    './CartPage': './src/expose/cart-page.tsx',
    './CheckoutPage': './src/expose/checkout-page.tsx',
    './OrderConfirmationPage': './src/expose/order-confirmation-page.tsx',
    './OrderLinkPage': './src/expose/order-link-page.tsx',
    './FindMyOrderPage': './src/expose/find-my-order-page.tsx',
    './AdminOrdersPage': './src/expose/admin-orders-page.tsx',
    './AdminOrderPage': './src/expose/admin-order-page.tsx',
    './PackingSlipPage': './src/expose/packing-slip-page.tsx',
    './AdminDiscountCodesPage': './src/expose/admin-discount-codes-page.tsx',
    './AdminDashboardPage': './src/expose/admin-dashboard-page.tsx',
  },
});
