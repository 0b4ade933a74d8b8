// The cart: what a shopper adds and what the cart answers.
import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from './catalog';
import { customDesignDataSchema } from './designs';

/** What one cart may hold: the API refuses more, and the cart page never offers more. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

export const addProductToCartSchema = z.object({
  sessionId: z.string(),
  productId: z.number(),
  quantity: z.optional(z.number()),
});
export type AddProductToCartRequest = z.input<typeof addProductToCartSchema>;

export const addCustomDesignToCartSchema = z.object({
  sessionId: z.string(),
  quantity: z.optional(z.number()),
  isCustomDesign: z.literal(true),
  customDesignData: customDesignDataSchema,
  customProductName: z.string(),
  /** Ignored: the server sets custom prices. Accepted so SPEC.md's client keeps working. */
  customPrice: z.optional(z.string()),
});
export type AddCustomDesignToCartRequest = z.input<typeof addCustomDesignToCartSchema>;

export type AddToCartRequest = AddProductToCartRequest | AddCustomDesignToCartRequest;

export const updateCartItemSchema = z.object({ quantity: z.number() });
export type UpdateCartItemRequest = z.input<typeof updateCartItemSchema>;

export const applyPromoSchema = z.object({ code: z.string() });
export type ApplyPromoRequest = z.input<typeof applyPromoSchema>;

export const cartProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  inStock: z.boolean(),
});
export type CartProductDto = z.output<typeof cartProductSchema>;

export const cartItemSchema = z.object({
  id: z.number(),
  sessionId: z.string(),
  productId: z.nullable(z.number()),
  quantity: z.number(),
  isCustomDesign: z.boolean(),
  customDesignData: z.nullable(customDesignDataSchema),
  customProductName: z.nullable(z.string()),
  /** The server's unit price for a custom item ("25.00"); null for catalogue lines. */
  customPrice: z.nullable(z.string()),
  /** Unit price the order would charge, and the line's total. */
  unitPrice: z.string(),
  lineTotal: z.string(),
  /** Where the design's image can be seen (an upload or a template), for custom lines. */
  previewImage: z.nullable(z.string()),
  product: z.nullable(cartProductSchema),
});
export type CartItemDto = z.output<typeof cartItemSchema>;

export const cartSummarySchema = z.object({
  itemCount: z.number(),
  subtotal: z.string(),
  discount: z.string(),
  shipping: z.string(),
  tax: z.string(),
  total: z.string(),
  promoCode: z.nullable(z.string()),
  promoApplied: z.boolean(),
  freeShippingThreshold: z.string(),
  /** How much more qualifies for free shipping ("0.00" once it does). */
  amountToFreeShipping: z.string(),
});
export type CartSummaryDto = z.output<typeof cartSummarySchema>;
