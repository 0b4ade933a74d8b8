// The cart: what a shopper adds and what the cart answers.
import * as z from 'zod/mini';
import { maxCharacters } from '../rules/length-rules';
import { wholeNumberBetween } from '../rules/query-rules';
import { PRODUCT_CATEGORIES } from './catalog';
import { customDesignDataObject, storedDesignDataSchema } from './designs';
import { PROMO_ISSUES } from './discounts';
import { sessionIdSchema } from './session';
import { MAX_LINE_QUANTITY } from './cart-values';

export * from './cart-values';

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
const PRODUCT_ID_MESSAGE = 'productId must be the id of a product (a positive whole number)';
const VARIANT_ID_MESSAGE =
  "variantId must be the id of one of the product's sizes or versions (a positive whole number)";
/** PostgreSQL's integer: ids beyond it name no product. */
const MAX_ID = 2_147_483_647;

/** A cart line's quantity: a JSON whole number from 1 to 99 (never a string). */
const quantitySchema = wholeNumberBetween(QUANTITY_MESSAGE, 1, MAX_LINE_QUANTITY);

/** `POST /api/cart` with a catalogue product; one piece unless `quantity` says more. */
export const addProductToCartSchema = z.object({
  sessionId: sessionIdSchema,
  productId: wholeNumberBetween(PRODUCT_ID_MESSAGE, 1, MAX_ID),
  /**
   * Which of the product's variants (its `variants[].id`): required when it has more than one,
   * optional for a product sold in one size. Two sizes of one product are two lines.
   */
  variantId: z.optional(wholeNumberBetween(VARIANT_ID_MESSAGE, 1, MAX_ID)),
  quantity: z.optional(quantitySchema),
  /** Only `false`, if anything: `true` sends the custom design body below. */
  isCustomDesign: z.optional(z.literal(false, { error: 'isCustomDesign must be true or false' })),
});
export type AddProductToCartRequest = z.input<typeof addProductToCartSchema>;

/** `POST /api/cart` with a custom design (`isCustomDesign: true`); the server names and prices it. */
export const addCustomDesignToCartSchema = z.object({
  sessionId: sessionIdSchema,
  quantity: z.optional(quantitySchema),
  isCustomDesign: z.literal(true),
  customDesignData: customDesignDataObject({
    error: (issue) =>
      issue.input == null ? 'customDesignData is required' : 'customDesignData must be an object',
  }),
  /** Accepted for SPEC.md's client; the server builds the name from the design data. */
  customProductName: z
    .string({ error: 'customProductName must be text' })
    .check(...maxCharacters(200, 'customProductName can be at most 200 characters')),
  /** Ignored: the server sets custom prices. Accepted so SPEC.md's client keeps working. */
  customPrice: z.optional(
    z.string({ error: 'customPrice must be a decimal string such as "25.00" (it is ignored)' }),
  ),
});
export type AddCustomDesignToCartRequest = z.input<typeof addCustomDesignToCartSchema>;

export type AddToCartRequest = AddProductToCartRequest | AddCustomDesignToCartRequest;

/** `PUT /api/cart/:itemId` (X-Session-Id): the line's new quantity. */
export const updateCartItemSchema = z.object({ quantity: quantitySchema });
export type UpdateCartItemRequest = z.input<typeof updateCartItemSchema>;

/** `PUT /api/cart/:sessionId/promo`: the code is kept with the cart, applied or not. */
export const applyPromoSchema = z.object({
  code: z
    .string({ error: 'Please enter a promo code' })
    .check(...maxCharacters(40, 'A promo code can be at most 40 characters')),
});
export type ApplyPromoRequest = z.input<typeof applyPromoSchema>;

/** `GET /api/cart/:sessionId/summary?promoCode=`: the amounts as they would be with that code. */
export const cartSummaryQuerySchema = z.object({
  promoCode: z.optional(
    z
      .string({ error: 'promoCode must be text' })
      .check(...maxCharacters(40, 'promoCode can be at most 40 characters')),
  ),
});
export type CartSummaryQuery = z.input<typeof cartSummaryQuerySchema>;

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

/** The variant a catalogue line is for: "M" of the Inner Peace Tee. */
export const cartVariantSchema = z.object({
  id: z.number(),
  /** "M", or "One size" (which the shop does not show after the name). */
  label: z.string(),
  options: z.record(z.string(), z.string()),
  sku: z.nullable(z.string()),
  /** False when none are left (or the product is off sale): the line cannot be checked out. */
  inStock: z.boolean(),
});
export type CartVariantDto = z.output<typeof cartVariantSchema>;

export const cartItemSchema = z.object({
  id: z.number(),
  sessionId: z.string(),
  productId: z.nullable(z.number()),
  /** The line's variant (null for custom designs). */
  variantId: z.nullable(z.number()),
  variant: z.nullable(cartVariantSchema),
  /** What the shop calls the line: "Inner Peace Tee — M", or the custom design's name. */
  displayName: z.string(),
  quantity: z.number(),
  isCustomDesign: z.boolean(),
  /** The design as stored: a T-shirt designed before sizes has no `size`. */
  customDesignData: z.nullable(storedDesignDataSchema),
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
  /** The code kept with the cart (upper case), or, for a preview, the code asked about. */
  promoCode: z.nullable(z.string()),
  promoApplied: z.boolean(),
  freeShippingThreshold: z.string(),
  /** How much more qualifies for free shipping ("0.00" once it does). */
  amountToFreeShipping: z.string(),
  /**
   * What the applied code gives, in words ("10% off your items"); null when none applies.
   * Optional: summaries from before discount codes (issue 29) do not carry it.
   */
  promoDescription: z.optional(z.nullable(z.string())),
  /**
   * Why the code just entered, or the one kept with the cart, gives no discount, said for the
   * shopper ("SPRING15 has ended, so your total is unchanged."); null when nothing needs saying.
   */
  promoMessage: z.optional(z.nullable(z.string())),
  /** The same reason, for code: unknown, not-started, ended, used-up or below-minimum. */
  promoIssue: z.optional(z.nullable(z.enum(PROMO_ISSUES))),
});
export type CartSummaryDto = z.output<typeof cartSummarySchema>;
