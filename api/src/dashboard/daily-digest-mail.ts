import type { OutgoingMail } from '../mail/outbox';
import type { Waiting } from './waiting';

export interface DailyDigest {
  to: string;
  /** yyyy-mm-dd: the day the digest is for. */
  day: string;
  waiting: Waiting;
  /** PUBLIC_ORIGIN: the back office's pages are linked on it. */
  shopOrigin: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** True when the digest would have something to say. */
export function anythingWaits(waiting: Waiting): boolean {
  return waiting.unshipped + waiting.messages + waiting.stories + waiting.reviews > 0;
}

/**
 * The owners' daily summary of what waits: one line per kind that has any, each with the page
 * of the back office where it is handled. Sent only when something waits (daily-digest.service.ts).
 */
export function dailyDigestMail(digest: DailyDigest): OutgoingMail {
  const page = (path: string) => new URL(`/admin/${path}`, digest.shopOrigin).toString();
  const { waiting } = digest;
  const lines = [
    ...(waiting.unshipped > 0
      ? [
          `- ${plural(waiting.unshipped, 'order', 'orders')} not shipped yet` +
            (waiting.orders > 0 ? `, ${waiting.orders} of them new` : '') +
            `: ${page('orders')}`,
        ]
      : []),
    ...(waiting.messages > 0
      ? [`- ${plural(waiting.messages, 'message', 'messages')} to answer: ${page('messages')}`]
      : []),
    ...(waiting.stories > 0
      ? [`- ${plural(waiting.stories, 'story', 'stories')} to approve: ${page('stories')}`]
      : []),
    ...(waiting.reviews > 0
      ? [`- ${plural(waiting.reviews, 'review', 'reviews')} to approve: ${page('reviews')}`]
      : []),
  ];
  return {
    kind: 'owner-daily-digest',
    to: digest.to,
    subject: `What waits in the shop today (${digest.day})`,
    text: [
      `This is what waits in the back office on ${digest.day}:`,
      '',
      ...lines,
      '',
      'This summary comes once a day, and only when something waits.',
      '',
      'The Healing Shop',
    ].join('\n'),
  };
}
