// The back office's messages and subscribers (`/api/admin/messages`, `/api/admin/subscribers`).
import * as z from 'zod/mini';
import { CONTACT_SUBJECTS } from '../store/engagement';

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

/** `GET /api/admin/messages?status=&page=&pageSize=`: newest first. */
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
export const markMessageHandledSchema = z.object({ handled: z.boolean() });
export type MarkMessageHandledRequest = z.input<typeof markMessageHandledSchema>;

export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** ISO 8601. */
  subscribedAt: z.string(),
});
export type AdminSubscriberDto = z.output<typeof adminSubscriberSchema>;

/** `GET /api/admin/subscribers?q=&page=&pageSize=`: newest first. */
export const adminSubscribersPageSchema = z.object({
  subscribers: z.array(adminSubscriberSchema),
  page: z.number(),
  pageSize: z.number(),
  /** How many subscribers match `q` (all of them without it). */
  total: z.number(),
});
export type AdminSubscribersPageDto = z.output<typeof adminSubscribersPageSchema>;
