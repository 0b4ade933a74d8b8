import { randomBytes } from 'node:crypto';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../common/request-hardening';
import type { OutgoingMail } from '../mail/outbox';

/** 256 random bits, URL-safe: the credential of a subscription's unsubscribe links. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface UnsubscribeLinks {
  /** For List-Unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click` to it. */
  oneClickUrl: string;
  /** The shop's page, for people: it explains, and unsubscribes only on its button. */
  pageUrl: string;
}

export function unsubscribeLinks(shopOrigin: string, token: string): UnsubscribeLinks {
  const origin = shopOrigin.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  return {
    oneClickUrl: `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?${query}`,
    pageUrl: `${origin}/unsubscribe?${query}`,
  };
}

/**
 * Every newsletter mail goes out through this: the RFC 8058 one-click headers, and a visible
 * link to the shop's unsubscribe page at the end of the text.
 */
export function withUnsubscribe(
  mail: OutgoingMail,
  shopOrigin: string,
  token: string,
): OutgoingMail {
  const links = unsubscribeLinks(shopOrigin, token);
  return {
    ...mail,
    text: [
      mail.text,
      '',
      'You received this e-mail because this address was signed up to our newsletter.',
      `To unsubscribe, open ${links.pageUrl}`,
    ].join('\n'),
    headers: {
      ...mail.headers,
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
