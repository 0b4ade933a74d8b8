// The newsletter (sign-up, confirmation, unsubscribing) and the contact form.
import * as z from 'zod/mini';
import { CONTACT_SUBJECTS } from './engagement-values';

export * from './engagement-values';

export const newsletterRequestSchema = z.object({ email: z.string() });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/**
 * The answer to `POST /api/newsletter` (202): the same status and body for every address, new,
 * waiting for its confirmation or subscribed already, in any letter case, so it tells nobody who
 * is on the list. A new or waiting address is sent a confirmation link (double opt-in).
 */
export const newsletterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterResponse = z.output<typeof newsletterResponseSchema>;

/** A confirmation link's token: 256 random bits, URL-safe base64. */
export const NEWSLETTER_CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is not complete. Please open the link from the e-mail again.';
/** 404: no sign-up has this token (never sent, or replaced by a newer e-mail's link). */
export const UNKNOWN_CONFIRMATION_LINK =
  'This confirmation link is not valid. Please use the newest e-mail we sent you, or sign up again for a new link.';
/** 410: the sign-up waited longer than its confirmation links last. */
export const EXPIRED_CONFIRMATION_LINK =
  'This confirmation link has expired. Please sign up again and we will send you a new one.';

/** `POST /api/newsletter/confirm`: the confirmation page sends the link's token. */
export const newsletterConfirmRequestSchema = z.object({
  token: z
    .string({ error: INVALID_CONFIRMATION_LINK })
    .check(z.regex(NEWSLETTER_CONFIRM_TOKEN_PATTERN, INVALID_CONFIRMATION_LINK)),
});
export type NewsletterConfirmRequest = z.input<typeof newsletterConfirmRequestSchema>;

/** The same answer the first time and any time after: confirming twice is harmless. */
export const newsletterConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterConfirmResponse = z.output<typeof newsletterConfirmResponseSchema>;

export const contactRequestSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  id: z.number(),
  message: z.string(),
});
export type ContactResponse = z.output<typeof contactResponseSchema>;

/** Tokens are URL-safe base64 (new ones) or hex (from the migration): 20 to 64 characters. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not complete. Please open the link from the e-mail again.';

/**
 * `POST /api/newsletter/unsubscribe`: the shop's unsubscribe page sends the link's token (and
 * `?token=` of the one-click URL in List-Unsubscribe).
 */
export const unsubscribeRequestSchema = z.object({
  token: z
    .string({ error: INVALID_UNSUBSCRIBE_LINK })
    .check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, INVALID_UNSUBSCRIBE_LINK)),
});
export type UnsubscribeRequest = z.input<typeof unsubscribeRequestSchema>;

/** The same answer whether the token was live, used already or unknown. */
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type UnsubscribeResponse = z.output<typeof unsubscribeResponseSchema>;
