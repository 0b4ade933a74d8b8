// Test data shaped like the back office's order endpoints.
import type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderSummary,
} from '../../api/order-contracts';

export function orderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: 42,
    createdAt: '2026-11-23T15:00:00.000Z',
    status: 'pending',
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Lin',
    total: '51.52',
    itemCount: 3,
    ...overrides,
  };
}

export function orderPage(
  items: AdminOrderSummary[],
  overrides: Partial<AdminOrderPage> = {},
): AdminOrderPage {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

export function orderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 42,
    createdAt: '2026-11-23T15:00:00.000Z',
    status: 'pending',
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Lin',
    phone: '503 555 0199',
    address: '12 Willow Lane',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    paymentMethod: 'card',
    promoCode: 'HEALING10',
    subtotal: '53.00',
    discount: '5.30',
    shipping: '0.00',
    tax: '3.82',
    total: '51.52',
    paymentLink: null,
    paymentReference: null,
    trackingNumber: null,
    carrier: null,
    items: [
      {
        name: 'Bloom Within Tee',
        variantLabel: 'One size',
        sku: null,
        quantity: 1,
        unitPrice: '28.00',
        lineTotal: '28.00',
        imageUrl: '/api/images/products/bloom.svg',
        isCustomDesign: false,
        id: 501,
        customDesignData: null,
        proofUrl: null,
        uploadDownloadUrl: null,
      },
      {
        name: 'Custom caps - love-is (Rose Peace)',
        variantLabel: null,
        sku: null,
        quantity: 1,
        unitPrice: '25.00',
        lineTotal: '25.00',
        imageUrl: null,
        isCustomDesign: true,
        id: 502,
        customDesignData: {
          productType: 'caps',
          category: 'love-is',
          selectedDesign: 'Rose Peace',
          customText: 'You are enough',
          fontSize: 'large',
          textColor: '#5A4B8A',
          templateId: 'li-peace2',
          uploadId: '8f0c2d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f',
          designImage: 'our-garden.jpg',
        },
        proofUrl: '/api/admin/orders/42/items/502/proof.png',
        uploadDownloadUrl: '/api/admin/orders/42/items/502/upload',
      },
    ],
    history: [{ at: '2026-11-23T15:00:00.000Z', action: 'placed', status: 'pending', note: null }],
    ...overrides,
  };
}

/** One attempt to pay on Stripe's page, paid unless told otherwise. */
export function providerPayment(
  overrides: Partial<NonNullable<AdminOrderDetail['payments']>[number]> = {},
): NonNullable<AdminOrderDetail['payments']>[number] {
  return {
    provider: 'stripe',
    attempt: 1,
    sessionId: 'cs_test_a1',
    state: 'paid',
    amount: '51.52',
    amountReceived: '51.52',
    currency: 'USD',
    createdAt: '2026-11-23T15:00:00.000Z',
    updatedAt: '2026-11-23T15:03:00.000Z',
    paymentReference: 'pi_test_1',
    dashboardUrl: 'https://dashboard.stripe.com/test/payments/pi_test_1',
    refunds: [],
    ...overrides,
  };
}

export const SESSION_ENDED = {
  status: 401,
  body: { statusCode: 401, message: 'Please sign in', error: 'Unauthorized' },
};
