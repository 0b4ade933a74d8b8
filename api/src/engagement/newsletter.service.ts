import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { NewsletterResponse, UnsubscribeResponse } from '@healing/contracts';
import { enqueueMail } from '../mail/outbox';
import { newsletterWelcomeMail } from './engagement-mails';
import { newUnsubscribeToken } from './unsubscribe-links';

export const SUBSCRIBED_MESSAGE =
  'Welcome to our healing community. Check your email for a special welcome gift!';
export const ALREADY_SUBSCRIBED_MESSAGE =
  "You're already subscribed. Thank you for being part of our healing community!";
/** Said for every unsubscribe, live token or not: the answer tells nobody who is subscribed. */
export const UNSUBSCRIBED_MESSAGE = 'You will not receive our newsletter any more.';

/**
 * Sign-ups: one row and one welcome mail per (lower-cased) address, however often it is sent.
 * Each subscription has its own unsubscribe token; unsubscribing removes the row.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  subscribe(rawEmail: string): Promise<NewsletterResponse> {
    const email = rawEmail.toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const token = newUnsubscribeToken();
      // A concurrent sign-up of the same address waits on the unique index, then inserts nothing.
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO newsletters (email, unsubscribe_token) VALUES ($1, $2)
           ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, token],
      );
      if (inserted.length === 0) {
        return {
          success: true,
          email,
          alreadySubscribed: true,
          message: ALREADY_SUBSCRIBED_MESSAGE,
        };
      }
      await enqueueMail(manager, newsletterWelcomeMail(email, this.config.publicOrigin, token));
      return { success: true, email, alreadySubscribed: false, message: SUBSCRIBED_MESSAGE };
    });
  }

  /** Ends the subscription whose token this is, if any; the answer is the same either way. */
  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    await this.dataSource.query('DELETE FROM newsletters WHERE unsubscribe_token = $1', [token]);
    return { success: true, message: UNSUBSCRIBED_MESSAGE };
  }
}
