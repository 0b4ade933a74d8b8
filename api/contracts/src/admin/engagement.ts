// The back office's messages and subscribers (`/api/admin/messages`, `/api/admin/subscribers`).
import * as z from 'zod/mini';
import { oneOfParameter } from '../rules/query-rules';
import { CONTACT_SUBJECTS } from '../store/engagement';
import { adminPageQuerySchema } from './paging';

export const MESSAGE_STATUSES = ['unhandled', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const adminMessageSchema = z.object({
  id: z.number(),
  /** First and last name as the sender typed them. */
  name: z.string(),
  email: z.string(),
  /** The topic picked in the contact form, when there is one. */
  subject: z.nullable(z.enum(CONTACT_SUBJECTS)),
  message: z.string(),
  /** ISO 8601. */
  receivedAt: z.string(),
  /** ISO 8601; null while the message waits. */
  handledAt: z.nullable(z.string()),
});
export type AdminMessageDto = z.output<typeof adminMessageSchema>;

export const messageCountsSchema = z.object({ unhandled: z.number(), handled: z.number() });
export type MessageCountsDto = z.output<typeof messageCountsSchema>;

/** `GET /api/admin/messages?status=&page=&pageSize=`: unhandled (the inbox) when absent. */
export const adminMessagesQuerySchema = z.extend(adminPageQuerySchema, {
  status: z.optional(oneOfParameter('status', MESSAGE_STATUSES)),
});
export type AdminMessagesQuery = z.input<typeof adminMessagesQuerySchema>;

/** The answer to `GET /api/admin/messages`: newest first. */
export const adminMessagesPageSchema = z.object({
  messages: z.array(adminMessageSchema),
  status: z.enum(MESSAGE_STATUSES),
  page: z.number(),
  pageSize: z.number(),
  /** How many messages of this status there are. */
  total: z.number(),
  counts: messageCountsSchema,
});
export type AdminMessagesPageDto = z.output<typeof adminMessagesPageSchema>;

/** `POST /api/admin/messages/:id/handled`. */
export const markMessageHandledSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type MarkMessageHandledRequest = z.input<typeof markMessageHandledSchema>;

/**
 * `confirmed`: the address confirmed its sign-up through the e-mailed link and gets the
 * newsletter; `pending`: it was signed up and has not confirmed yet (it gets nothing, and is
 * removed when its links expire).
 */
export const SUBSCRIBER_STATUSES = ['confirmed', 'pending'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When the address was signed up; ISO 8601. */
  subscribedAt: z.string(),
  /** When it confirmed; ISO 8601, null while pending. */
  confirmedAt: z.nullable(z.string()),
});
export type AdminSubscriberDto = z.output<typeof adminSubscriberSchema>;

export const subscriberCountsSchema = z.object({ confirmed: z.number(), pending: z.number() });
export type SubscriberCountsDto = z.output<typeof subscriberCountsSchema>;

/**
 * `GET /api/admin/subscribers?status=&q=&page=&pageSize=`: confirmed subscribers when `status` is
 * absent; `q` is part of an e-mail address, any case.
 */
export const adminSubscribersQuerySchema = z.extend(adminPageQuerySchema, {
  status: z.optional(oneOfParameter('status', SUBSCRIBER_STATUSES)),
  q: z.optional(
    z
      .string({ error: 'q must be text' })
      .check(z.maxLength(254, 'q must be at most 254 characters')),
  ),
});
export type AdminSubscribersQuery = z.input<typeof adminSubscribersQuerySchema>;

/** The answer to `GET /api/admin/subscribers`: newest first. */
export const adminSubscribersPageSchema = z.object({
  subscribers: z.array(adminSubscriberSchema),
  status: z.enum(SUBSCRIBER_STATUSES),
  page: z.number(),
  pageSize: z.number(),
  /** How many addresses of this status match `q` (all of them without it). */
  total: z.number(),
  /** Every address by status, whatever `q` says: only `confirmed` are subscribers. */
  counts: subscriberCountsSchema,
});
export type AdminSubscribersPageDto = z.output<typeof adminSubscribersPageSchema>;
