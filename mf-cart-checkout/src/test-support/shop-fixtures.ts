// Test data shaped like the API's answers, and a fake API that serves a cart from them.
import type { CartItemDto, CartSummaryDto, CheckoutResponse, OrderDto } from '@healing/platform';
import type { ShopperOrderDto } from '../api/order-contracts';
import {
  fakeApi,
  type FakeApi,
  type FakeHandler,
  type FakeResponse,
} from '@healing/platform/testing';

export function productLine(overrides: Partial<CartItemDto> = {}): CartItemDto {
  return {
    id: 1,
    sessionId: 'session_1700000000000_0123456789abcdef0123456789abcdef',
    productId: 7,
    variantId: 70,
    variant: { id: 70, label: 'One size', options: {}, sku: null, inStock: true },
    displayName: 'Bloom Within Tee',
    quantity: 1,
    isCustomDesign: false,
    customDesignData: null,
    customProductName: null,
    customPrice: null,
    unitPrice: '28.00',
    lineTotal: '28.00',
    previewImage: null,
    product: {
      id: 7,
      name: 'Bloom Within Tee',
      description: 'A soft cotton tee with a hand-drawn lotus.',
      image: '/api/images/products/bloom.svg',
      price: '28.00',
      category: 'apparel',
      inStock: true,
    },
    ...overrides,
  };
}

export function customLine(overrides: Partial<CartItemDto> = {}): CartItemDto {
  return {
    ...productLine(),
    id: 2,
    productId: null,
    variantId: null,
    variant: null,
    displayName: 'Custom Cap - Love Is (Rose Peace)',
    isCustomDesign: true,
    customDesignData: {
      productType: 'caps',
      category: 'love-is',
      selectedDesign: 'Rose Peace',
      customText: 'Be gentle',
      templateId: 'li-peace2',
    },
    customProductName: 'Custom Cap - Love Is (Rose Peace)',
    customPrice: '25.00',
    unitPrice: '25.00',
    lineTotal: '25.00',
    previewImage: '/api/images/designs/li-peace2.svg',
    product: null,
    ...overrides,
  };
}

/** Deliberately not what a client would compute, so a test sees the server's numbers are shown. */
export function summaryOf(overrides: Partial<CartSummaryDto> = {}): CartSummaryDto {
  return {
    itemCount: 2,
    subtotal: '53.00',
    discount: '0.00',
    shipping: '0.00',
    tax: '4.24',
    total: '57.24',
    promoCode: null,
    promoApplied: false,
    freeShippingThreshold: '50.00',
    amountToFreeShipping: '0.00',
    ...overrides,
  };
}

export const PROMO_SUMMARY = summaryOf({
  discount: '5.30',
  tax: '3.82',
  total: '51.52',
  promoCode: 'HEALING10',
  promoApplied: true,
});

export function orderOf(overrides: Partial<ShopperOrderDto> = {}): ShopperOrderDto {
  return {
    id: 42,
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Lin',
    address: '12 Willow Lane',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    phone: null,
    subtotal: '53.00',
    discount: '5.30',
    shipping: '0.00',
    tax: '3.82',
    total: '51.52',
    promoCode: 'HEALING10',
    paymentMethod: 'card',
    status: 'pending',
    createdAt: '2026-11-23T09:00:00.000Z',
    items: [
      {
        id: 1,
        productId: 7,
        productName: 'Bloom Within Tee',
        variantLabel: 'One size',
        sku: null,
        displayName: 'Bloom Within Tee',
        image: '/api/images/products/bloom.svg',
        quantity: 1,
        price: '28.00',
        total: '28.00',
        isCustomDesign: false,
        customDesignData: null,
        customProductName: null,
      },
    ],
    paymentInstructions:
      "We will e-mail you a secure payment link for $51.52 within one working day; you pay by card on the payment provider's secure page, and your order ships once it is paid.",
    paymentLink: null,
    trackingNumber: null,
    carrier: null,
    history: [{ at: '2026-11-23T09:00:00.000Z', action: 'placed' }],
    ...overrides,
  };
}

export function checkoutResponse(order: OrderDto = orderOf()): CheckoutResponse {
  return {
    success: true,
    id: order.id,
    orderId: order.id,
    message: 'Order placed successfully',
    order,
  };
}

interface CartApiOptions {
  items?: CartItemDto[];
  summary?: CartSummaryDto;
  /** The summary the server answers once HEALING10 is kept with the cart. */
  promoSummary?: CartSummaryDto;
  /** A code already kept with the cart. */
  promoCode?: string | null;
  routes?: Record<string, FakeHandler | FakeResponse>;
}

/**
 * GET /api/cart/:session and its summary, and the promo kept with the cart (PUT and DELETE
 * /api/cart/:session/promo). Only HEALING10 applies; any other code changes nothing.
 */
export function cartApi({
  items = [productLine(), customLine()],
  summary = summaryOf(),
  promoSummary = PROMO_SUMMARY,
  promoCode = null,
  routes = {},
}: CartApiOptions = {}): FakeApi {
  let kept = promoCode;
  const current = () => ({ body: kept === 'HEALING10' ? promoSummary : summary });
  return fakeApi({
    'GET /api/cart/*': ({ url }) =>
      new URL(url, 'http://shop.test').pathname.endsWith('/summary') ? current() : { body: items },
    'PUT /api/cart/session_*': ({ body }) => {
      const { code } = body as { code: string };
      if (code.trim() === 'HEALING10') kept = 'HEALING10';
      return current();
    },
    'DELETE /api/cart/session_*': () => {
      kept = null;
      return current();
    },
    // A test's own answers win over the cart's.
    ...routes,
  });
}
