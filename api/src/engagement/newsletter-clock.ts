import { Injectable } from '@nestjs/common';

/**
 * The time as the newsletter reads it: sign-ups, confirmation links and their cleanup all take
 * "now" from here (never from the database's clock), so a test can set its own.
 */
@Injectable()
export class NewsletterClock {
  now(): Date {
    return new Date();
  }
}
