import type { OutgoingMail } from '../mail/outbox';
import { greetingName } from '../mail/visitor-text';
import { confirmationPageUrl } from './confirmation-links';
import { CONFIRMATION_LINK_DAYS } from './newsletter-rules';
import { withUnsubscribe } from './unsubscribe-links';

export const WELCOME_GIFT_CODE = 'HEALING10';

/**
 * The double opt-in's mail: the link to the shop's confirmation page. Anyone can type any
 * address into the sign-up, so it says how to ignore it, and it is no newsletter mail (nothing
 * to unsubscribe from: without a confirmation, nothing more is sent).
 */
export function newsletterConfirmationMail(
  email: string,
  shopOrigin: string,
  token: string,
): OutgoingMail {
  return {
    kind: 'newsletter-confirmation',
    to: email,
    subject: 'Please confirm your subscription',
    text: [
      'Hello,',
      '',
      "Someone, we hope it was you, asked for our healing community's newsletter at this",
      'address. To confirm, open this link and press "Confirm my subscription":',
      '',
      confirmationPageUrl(shopOrigin, token),
      '',
      `The link works for ${CONFIRMATION_LINK_DAYS} days. Once you confirm, we'll send you your special`,
      'welcome gift.',
      '',
      "If you didn't ask for our newsletter, simply ignore this e-mail: without your",
      "confirmation you won't hear from us again.",
      '',
      'With love,',
      'The Healing Shop team',
    ].join('\n'),
  };
}

/**
 * The "special welcome gift" the sign-up promises, sent once the address has confirmed: 10% off
 * with HEALING10. A newsletter mail, so it carries the subscription's unsubscribe links.
 */
export function newsletterWelcomeMail(
  email: string,
  shopOrigin: string,
  unsubscribeToken: string,
): OutgoingMail {
  const welcome: OutgoingMail = {
    kind: 'newsletter-welcome',
    to: email,
    subject: 'Welcome to our healing community',
    text: [
      'Hello, and welcome!',
      '',
      "We're so glad you joined our healing community. Every few weeks we'll share new",
      'collections, stories from our community and gentle reminders to care for yourself.',
      '',
      `Your special welcome gift: use the code ${WELCOME_GIFT_CODE} at checkout`,
      'for 10% off your order.',
      '',
      `Find your next healing piece at ${shopOrigin}`,
      '',
      'With love,',
      'The Healing Shop team',
    ].join('\n'),
  };
  return withUnsubscribe(welcome, shopOrigin, unsubscribeToken);
}

/**
 * The acknowledgement to whoever used the contact form. The address is unverified, so the mail
 * repeats nothing the sender wrote but the first word of the first name (a single line of
 * letters, by the rules): the form can never relay someone else's text to that address.
 */
export function contactReceivedMail(contact: { firstName: string; email: string }): OutgoingMail {
  return {
    kind: 'contact-received',
    to: contact.email,
    subject: 'We received your message',
    text: [
      `Hi ${greetingName(contact.firstName)},`,
      '',
      'Thank you for reaching out. Your message has reached us, and we will get back to you',
      'within 24 hours (support hours: Mon-Fri 9AM-6PM EST).',
      '',
      'With love,',
      'The Healing Shop team',
    ].join('\n'),
  };
}
