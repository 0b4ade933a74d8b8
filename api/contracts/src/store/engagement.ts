// The newsletter, the contact form and unsubscribing.
import * as z from 'zod/mini';

export const CONTACT_SUBJECTS = [
  'general',
  'order',
  'partnership',
  'feedback',
  'wholesale',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const newsletterRequestSchema = z.object({ email: z.string() });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
export type NewsletterResponse = z.output<typeof newsletterResponseSchema>;

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
