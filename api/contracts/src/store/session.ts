// The visitor's session: the only key to a cart and its orders.
import * as z from 'zod/mini';

/**
 * `session_{timestamp}_{random}`, the random part at least 128 bits (22+ url-safe characters):
 * weak ids are refused, in a body, a path or the X-Session-Id header alike.
 */
export const SESSION_ID_PATTERN = /^session_\d{10,16}_[A-Za-z0-9_-]{22,128}$/;
export const INVALID_SESSION_ID = 'The session id is not valid.';

/** A session id in a body (the cart's adds, checkout). */
export const sessionIdSchema = z
  .string({ error: INVALID_SESSION_ID })
  .check(z.regex(SESSION_ID_PATTERN, INVALID_SESSION_ID));
