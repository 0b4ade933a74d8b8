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

/** `POST /api/newsletter/unsubscribe`: the shop's unsubscribe page sends the link's token. */
export const unsubscribeRequestSchema = z.object({ token: z.string() });
export type UnsubscribeRequest = z.input<typeof unsubscribeRequestSchema>;

/** The same answer whether the token was live, used already or unknown. */
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type UnsubscribeResponse = z.output<typeof unsubscribeResponseSchema>;
