import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { NewsletterResponse } from '../contracts';
import { enqueueMail } from '../mail/outbox';
import { newsletterWelcomeMail } from './engagement-mails';

export const SUBSCRIBED_MESSAGE =
  'Welcome to our healing community. Check your email for a special welcome gift!';
export const ALREADY_SUBSCRIBED_MESSAGE =
  "You're already subscribed. Thank you for being part of our healing community!";

/** Sign-ups: one row and one welcome mail per (lower-cased) address, however often it is sent. */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  subscribe(rawEmail: string): Promise<NewsletterResponse> {
    const email = rawEmail.toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      // A concurrent sign-up of the same address waits on the unique index, then inserts nothing.
      const inserted: { id: number }[] = await manager.query(
        'INSERT INTO newsletters (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING id',
        [email],
      );
      if (inserted.length === 0) {
        return {
          success: true,
          email,
          alreadySubscribed: true,
          message: ALREADY_SUBSCRIBED_MESSAGE,
        };
      }
      await enqueueMail(manager, newsletterWelcomeMail(email, this.config.publicOrigin));
      return { success: true, email, alreadySubscribed: false, message: SUBSCRIBED_MESSAGE };
    });
  }
}
