import { Module } from '@nestjs/common';
import { OwnersModule } from '../owners/owners.module';
import { AdminMessagesController } from './admin/admin-messages.controller';
import { AdminMessagesService } from './admin/admin-messages.service';
import { AdminSubscribersController } from './admin/admin-subscribers.controller';
import { AdminSubscribersService } from './admin/admin-subscribers.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { NewsletterCleanupService } from './newsletter-cleanup.service';
import { NewsletterClock } from './newsletter-clock';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

/**
 * Newsletter sign-ups (double opt-in: confirmed through an e-mailed link; the cleanup removes
 * those never confirmed) and unsubscribes, contact messages, each with its e-mail through the
 * outbox; and the owner's view of messages and subscribers (behind OwnerGuard).
 */
@Module({
  imports: [OwnersModule],
  controllers: [
    NewsletterController,
    ContactController,
    AdminMessagesController,
    AdminSubscribersController,
  ],
  providers: [
    NewsletterClock,
    NewsletterService,
    NewsletterCleanupService,
    ContactService,
    AdminMessagesService,
    AdminSubscribersService,
  ],
})
export class EngagementModule {}
