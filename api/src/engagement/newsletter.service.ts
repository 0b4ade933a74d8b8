import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  EXPIRED_CONFIRMATION_LINK,
  type NewsletterConfirmResponse,
  type NewsletterResponse,
  UNKNOWN_CONFIRMATION_LINK,
  type UnsubscribeResponse,
} from '@healing/contracts';
import { GoneError, NotFoundError } from '../common/domain-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail, outboxInsert } from '../mail/outbox';
import { confirmationTokenHash, newConfirmationToken } from './confirmation-links';
import { newsletterConfirmationMail, newsletterWelcomeMail } from './engagement-mails';
import { NewsletterClock } from './newsletter-clock';
import {
  CONFIRMATION_LINK_MS,
  CONFIRMATION_RESEND_AFTER_MS,
  MAX_CONFIRMATION_MAILS,
} from './newsletter-rules';
import { newUnsubscribeToken } from './unsubscribe-links';

/**
 * Said for every sign-up, whatever the address: new, waiting for its confirmation, or
 * subscribed already (which gets no mail: there is nothing to confirm).
 */
export const CHECK_INBOX_MESSAGE =
  "Please check your inbox: we've sent you a link to confirm your subscription. Already subscribed? Then you're all set.";
/** Said for a live link, the first time and every time after. */
export const CONFIRMED_MESSAGE =
  'Your subscription is confirmed. Welcome to our healing community!';
/** Said for every unsubscribe, live token or not: the answer tells nobody who is subscribed. */
export const UNSUBSCRIBED_MESSAGE = 'You will not receive our newsletter any more.';

interface SignUpRow {
  id: number;
  email: string;
  unsubscribe_token: string;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
}

/**
 * Sign-ups with double opt-in. A sign-up stores the (lower-cased) address as waiting and mails
 * it a confirmation link; the address is a subscriber once the link's page confirms it, and only
 * then gets the welcome gift and any newsletter mail. The answer to a sign-up is the same for
 * every address and in any letter case, and so is the work behind it (one statement that
 * writes the address's row and queues a mail only when one is due), so neither its words nor
 * its time tell who is on the list. How many confirmation mails one address can be sent: newsletter-rules.ts.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: NewsletterClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async subscribe(rawEmail: string): Promise<NewsletterResponse> {
    const email = rawEmail.toLowerCase();
    const now = this.clock.now();
    const token = newConfirmationToken();
    const mail = outboxInsert(
      newsletterConfirmationMail(email, this.config.publicOrigin, token),
      8,
    );
    // One statement that writes a row, whatever the address: it stores a new one, or updates
    // the known one (its last_signed_up_at at least, so a commit costs the same either way;
    // a waiting one due a new link gets it, an expired one starts over), and queues the mail
    // when the row now holds this request's link. ON CONFLICT locks the known row and reads its
    // newest version, so concurrent sign-ups of one address queue one mail.
    const due = `newsletters.confirmed_at IS NULL
      AND (newsletters.confirmation_sent_at <= $5
           OR (newsletters.confirmation_sent_at <= $6 AND newsletters.confirmation_mails < $7))`;
    const expired = `newsletters.confirmed_at IS NULL AND newsletters.confirmation_sent_at <= $5`;
    await this.dataSource.query(
      `WITH signed_up AS (
         INSERT INTO newsletters (email, unsubscribe_token, subscribed_at, last_signed_up_at,
                                  confirmation_token_hash, confirmation_sent_at, confirmation_mails)
         VALUES ($1, $2, $3, $3, $4, $3, 1)
         ON CONFLICT (email) DO UPDATE SET
           last_signed_up_at = $3,
           confirmation_token_hash =
             CASE WHEN ${due} THEN $4 ELSE newsletters.confirmation_token_hash END,
           confirmation_sent_at = CASE WHEN ${due} THEN $3 ELSE newsletters.confirmation_sent_at END,
           confirmation_mails = CASE WHEN ${expired} THEN 1
                                     WHEN ${due} THEN newsletters.confirmation_mails + 1
                                     ELSE newsletters.confirmation_mails END,
           subscribed_at = CASE WHEN ${expired} THEN $3 ELSE newsletters.subscribed_at END
         RETURNING confirmation_token_hash = $4 AS mail_due
       )
       ${mail.sql}
        WHERE EXISTS (SELECT 1 FROM signed_up WHERE mail_due)`,
      [
        email,
        newUnsubscribeToken(),
        now,
        confirmationTokenHash(token),
        new Date(now.getTime() - CONFIRMATION_LINK_MS),
        new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS),
        MAX_CONFIRMATION_MAILS,
        ...mail.params,
      ],
    );
    return { success: true, message: CHECK_INBOX_MESSAGE };
  }

  /**
   * Confirms the sign-up whose newest link this is, and queues its welcome gift; a link of a
   * sign-up that is confirmed already answers the same and sends nothing more.
   */
  confirm(token: string): Promise<NewsletterConfirmResponse> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [row]: SignUpRow[] = await manager.query(
        `SELECT id, email, unsubscribe_token, confirmed_at, confirmation_sent_at
           FROM newsletters WHERE confirmation_token_hash = $1 FOR UPDATE`,
        [confirmationTokenHash(token)],
      );
      if (!row) throw new NotFoundError(UNKNOWN_CONFIRMATION_LINK, 'token');
      if (row.confirmed_at) return { success: true, message: CONFIRMED_MESSAGE };
      const sentAt = row.confirmation_sent_at?.getTime() ?? 0;
      if (sentAt + CONFIRMATION_LINK_MS <= now.getTime()) {
        throw new GoneError(EXPIRED_CONFIRMATION_LINK, 'token');
      }
      await manager.query('UPDATE newsletters SET confirmed_at = $2 WHERE id = $1', [row.id, now]);
      await enqueueMail(
        manager,
        newsletterWelcomeMail(row.email, this.config.publicOrigin, row.unsubscribe_token),
      );
      return { success: true, message: CONFIRMED_MESSAGE };
    });
  }

  /** Ends the subscription whose token this is, if any; the answer is the same either way. */
  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    await this.dataSource.query('DELETE FROM newsletters WHERE unsubscribe_token = $1', [token]);
    return { success: true, message: UNSUBSCRIBED_MESSAGE };
  }
}
