// `POST /api/checkout`: the shipping address as the checkout form checks it, and how to pay.
import * as z from 'zod/mini';
import { shippingAddressSchema } from '../rules/form-rules';
import { maxCharacters } from '../rules/length-rules';
import { PAYMENT_METHODS } from './orders';
import { sessionIdSchema } from './session';

/** Sent by SPEC.md's client; never read (the API does not even check it). */
const ignored = z.optional(
  z.string().check(
    z.meta({
      description: 'Ignored: the server computes every amount, and every new order is pending.',
    }),
  ),
);

export const checkoutSchema = z.object({
  sessionId: sessionIdSchema,
  // The checkout form's own rules (form-rules.ts), with SPEC.md's messages.
  ...shippingAddressSchema.shape,
  promoCode: z.optional(
    z.nullable(
      z
        .string({ error: 'promoCode must be text' })
        .check(...maxCharacters(40, 'promoCode can be at most 40 characters')),
    ),
  ),
  /** Card unless said otherwise. */
  paymentMethod: z.optional(
    z.enum(PAYMENT_METHODS, { error: 'paymentMethod must be card or paypal' }),
  ),
  subtotal: ignored,
  discount: ignored,
  shipping: ignored,
  tax: ignored,
  total: ignored,
  status: ignored,
});
export type CheckoutRequest = z.input<typeof checkoutSchema>;
