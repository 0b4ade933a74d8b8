import type { ContactSubject } from '../contracts';

/**
 * Request and response shapes of the back office's messages and subscribers and of the
 * unsubscribe endpoints, for the front end to import as types.
 */

export const MESSAGE_STATUSES = ['unhandled', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface AdminMessageDto {
  id: number;
  /** First and last name as the sender typed them. */
  name: string;
  email: string;
  /** The topic picked in the contact form, when there is one. */
  subject: ContactSubject | null;
  message: string;
  /** ISO 8601. */
  receivedAt: string;
  /** ISO 8601; null while the message waits. */
  handledAt: string | null;
}

export interface MessageCountsDto {
  unhandled: number;
  handled: number;
}

/** `GET /api/admin/messages?status=&page=&pageSize=`: newest first. */
export interface AdminMessagesPageDto {
  messages: AdminMessageDto[];
  status: MessageStatus;
  page: number;
  pageSize: number;
  /** How many messages of this status there are. */
  total: number;
  counts: MessageCountsDto;
}

/** `POST /api/admin/messages/:id/handled`. */
export interface MarkMessageHandledRequest {
  handled: boolean;
}

export interface AdminSubscriberDto {
  id: number;
  email: string;
  /** ISO 8601. */
  subscribedAt: string;
}

/** `GET /api/admin/subscribers?q=&page=&pageSize=`: newest first. */
export interface AdminSubscribersPageDto {
  subscribers: AdminSubscriberDto[];
  page: number;
  pageSize: number;
  /** How many subscribers match `q` (all of them without it). */
  total: number;
}

/** `POST /api/newsletter/unsubscribe`: the shop's unsubscribe page sends the link's token. */
export interface UnsubscribeRequest {
  token: string;
}

/** The same answer whether the token was live, used already or unknown. */
export interface UnsubscribeResponse {
  success: true;
  message: string;
}
