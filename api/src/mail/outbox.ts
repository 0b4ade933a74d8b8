import type { EntityManager } from 'typeorm';
import { renderTextMailHtml } from './html/text-mail';
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
    | 'owner-payment-alert'
    | 'owner-daily-digest';
  to: string;
  subject: string;
  /** The plain text: sent as the HTML's alternative, and what a text-only client shows. */
  text: string;
  /**
   * The same mail in the shop's look (a React Email template, rendered: mail/html/). Without
   * it, the text is shown in the shop's frame (html/text-mail.tsx).
   */
  html?: string;
  /** Extra headers (List-Unsubscribe for newsletter mails); checked before anything is stored. */
  headers?: MailHeaders;
}

/** The HTML the outbox stores for `mail`. */
export function htmlOf(mail: OutgoingMail): string {
  return mail.html ?? renderTextMailHtml(mail);
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
      htmlBody: htmlOf(mail),
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
  const [kind, to, subject, text, headersParam, html] = [0, 1, 2, 3, 4, 5].map(
    (i) => `$${firstParam + i}`,
  );
  return {
    sql: `INSERT INTO mail_outbox (kind, to_address, subject, text_body, headers, html_body)
          SELECT ${kind}, ${to}, ${subject}, ${text}, ${headersParam}::jsonb, ${html}`,
    params: [
      mail.kind,
      mail.to,
      mail.subject,
      mail.text,
      headers ? JSON.stringify(headers) : null,
      htmlOf(mail),
    ],
  };
}
