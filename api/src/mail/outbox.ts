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
    | 'newsletter-confirmation'
    | 'newsletter-welcome'
    | 'contact-received';
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
