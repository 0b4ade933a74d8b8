import type { EntityManager } from 'typeorm';
import { assertValidMailHeaders, type MailHeaders } from './mail-headers';
import { OutboxMail } from './outbox-mail.entity';

export type { MailHeaders };

export interface OutgoingMail {
  kind:
    | 'order-confirmation'
    | 'order-payment-link'
    | 'order-paid'
    | 'order-shipped'
    | 'order-delivered'
    | 'order-cancelled'
    | 'order-refunded'
    | 'order-link'
    | 'order-links'
    | 'newsletter-confirmation'
    | 'newsletter-welcome'
    | 'contact-received'
    | 'owner-sign-in-alert'
    | 'owner-new-order'
    | 'owner-daily-digest';
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe for newsletter mails); checked before anything is stored. */
  headers?: MailHeaders;
}

/**
 * Writes a mail to the outbox with the caller's transaction manager, so the mail exists
 * exactly when the order or subscription it belongs to does. The mail worker delivers it.
 */
export async function enqueueMail(manager: EntityManager, mail: OutgoingMail): Promise<OutboxMail> {
  const headers = mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null;
  if (headers) assertValidMailHeaders(headers);
  return manager.getRepository(OutboxMail).save(
    manager.getRepository(OutboxMail).create({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      headers,
    }),
  );
}

/**
 * The outbox row of `mail` as the `INSERT ... SELECT` of a caller's own statement, its values as
 * parameters numbered from `firstParam`; the caller appends the condition (`WHERE ...`). So a
 * row and its mail can be written by one statement, in one round trip (a sign-up whose work must
 * cost the same whether or not it queues a mail). Checked as enqueueMail checks.
 */
export function outboxInsert(
  mail: OutgoingMail,
  firstParam: number,
): { sql: string; params: unknown[] } {
  const headers = mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null;
  if (headers) assertValidMailHeaders(headers);
  const [kind, to, subject, text, headersParam] = [0, 1, 2, 3, 4].map((i) => `$${firstParam + i}`);
  return {
    sql: `INSERT INTO mail_outbox (kind, to_address, subject, text_body, headers)
          SELECT ${kind}, ${to}, ${subject}, ${text}, ${headersParam}::jsonb`,
    params: [mail.kind, mail.to, mail.subject, mail.text, headers ? JSON.stringify(headers) : null],
  };
}
