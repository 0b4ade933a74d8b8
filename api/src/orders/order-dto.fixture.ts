// One placed order as the mail builders get it, for their unit tests (not built into the API).
import type { OrderDto } from '@healing/contracts';
import { paymentInstructions } from './payment-instructions';

/** Order #42: two catalogue tees in M, HEALING10 taken off, awaiting a PayPal payment. */
export function placedOrderDto(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 42,
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Rivers',
    address: '12 Willow Lane',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    phone: null,
    subtotal: '55.00',
    discount: '5.50',
    shipping: '0.00',
    tax: '3.96',
    total: '53.46',
    promoCode: 'HEALING10',
    paymentMethod: 'paypal',
    status: 'pending',
    createdAt: '2025-01-01T00:00:00.000Z',
    items: [
      {
        id: 1,
        productId: 7,
        productName: 'Healing Shirt',
        variantLabel: 'M',
        sku: 'HEALING-SHIRT-M',
        displayName: 'Healing Shirt — M',
        image: '/images/shirt.png',
        quantity: 2,
        price: '27.50',
        total: '55.00',
        isCustomDesign: false,
        customDesignData: null,
        customProductName: null,
      },
    ],
    paymentInstructions: paymentInstructions('paypal', '53.46', 'maya@example.com'),
    ...overrides,
  };
}
