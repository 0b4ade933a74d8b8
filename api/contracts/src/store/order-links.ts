// "Find my order" (`POST /api/orders/find`). The personal link's token and the order page's
// words are in order-words.ts (no zod: the order page bundles them alone).
import * as z from 'zod/mini';
import { newsletterSchema } from '../rules/form-rules';

/** `POST /api/orders/find`: the "Find my order" page's one field (the newsletter's rule). */
export const findMyOrderRequestSchema = newsletterSchema;
export type FindMyOrderRequest = z.input<typeof findMyOrderRequestSchema>;

/** Said (202) for every address, with orders or without: it tells nobody who has ordered. */
export const FIND_MY_ORDER_MESSAGE =
  'If we have orders for this address, we have sent it an e-mail with a link to each of them. It can take a few minutes to arrive; please check your spam folder too.';

export const findMyOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type FindMyOrderResponse = z.output<typeof findMyOrderResponseSchema>;
