import type { OrderDto } from '@healing/contracts';
import type { OrderItem } from '../orders/order-item.entity';
import type { Order } from '../orders/order.entity';
import { presentOrder } from '../orders/order-presenter';

// Realistic data for the back office's previews: a catalogue tee in a size, and a custom tee
// with its design, text, font size and colour; a discount code; an address. Nothing here is
// read from the database: a preview shows no shopper's data.

const PLACED_AT = new Date('2026-11-20T15:30:00Z');

export const SAMPLE_EMAIL = 'maya.rivers@example.com';
/** Shaped like a real personal link's token, and never issued: it opens no order. */
export const SAMPLE_LINK_TOKEN = 'SampleOnlyNotARealLink0123456789abcdefghijk';
export const SAMPLE_TRACKING_NUMBER = '1Z999AA10123456784';

export function sampleOrder(): Order {
  const items = [
    {
      id: 1,
      orderId: 1042,
      productId: 7,
      productName: 'Inner Peace Tee',
      variantId: 21,
      variantLabel: 'M',
      sku: 'INNER-PEACE-TEE-M',
      image: null,
      quantity: 2,
      price: '27.50',
      total: '55.00',
      isCustomDesign: false,
      customDesignData: null,
      customProductName: null,
    },
    {
      id: 2,
      orderId: 1042,
      productId: null,
      productName: 'Custom T-Shirt - Love Is (Rose Healing)',
      variantId: null,
      variantLabel: 'L',
      sku: null,
      image: null,
      quantity: 1,
      price: '25.00',
      total: '25.00',
      isCustomDesign: true,
      customDesignData: {
        productType: 'tshirts',
        category: 'love-is',
        size: 'L',
        selectedDesign: 'Rose Healing',
        templateId: 'li-healing2',
        customText: 'Be gentle with yourself',
        fontSize: 'large',
        textColor: '#9A4658',
      },
      customProductName: 'Custom T-Shirt - Love Is (Rose Healing) — L',
    },
  ] as OrderItem[];
  return {
    id: 1042,
    sessionId: 'sample',
    email: SAMPLE_EMAIL,
    firstName: 'Maya',
    lastName: 'Rivers',
    address: '12 Willow Lane',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    phone: null,
    subtotal: '80.00',
    discount: '8.00',
    shipping: '0.00',
    tax: '5.76',
    total: '77.76',
    promoCode: 'HEALING10',
    paymentMethod: 'card',
    status: 'pending',
    idempotencyKey: null,
    createdAt: PLACED_AT,
    paymentLink: null,
    paymentLinkSentAt: null,
    paymentReference: null,
    paidAt: null,
    trackingNumber: null,
    carrier: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    items,
  };
}

/** The order as the confirmation e-mail gets it, just placed. */
export function sampleOrderDto(): OrderDto {
  const order = sampleOrder();
  return presentOrder(order, order.items ?? [], []);
}

export function sampleOrderUrl(origin: string): string {
  return new URL(`/orders/${SAMPLE_LINK_TOKEN}`, origin).href;
}
