import type { SendMailOptions } from 'nodemailer';
import type { OutboxMail } from './outbox-mail.entity';

/** The domain of the sender address, for Message-IDs (`Shop <hello@shop.example>` -> `shop.example`). */
export function senderDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim());
  return match ? match[1] : 'healing-shop.local';
}

/**
 * One outbox row as a message, the same for SMTP and for .eml files. The Message-ID is
 * derived from the row, so a mail sent twice (a crash between sending and marking it sent)
 * can be recognised as one by the receiving side. The row's own headers go along (both
 * deliveries send what this returns).
 */
export function toMessage(mail: OutboxMail, mailFrom: string): SendMailOptions {
  return {
    from: mailFrom,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    // The HTML and its plain-text alternative (multipart/alternative); text alone when none.
    ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    date: new Date(),
    messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${senderDomain(mailFrom)}>`,
    // Written as they are: nodemailer would otherwise fold or encode a long List-Unsubscribe.
    headers: Object.fromEntries(
      Object.entries(mail.headers ?? {}).map(([name, value]) => [name, { prepared: true, value }]),
    ),
  };
}
