import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

/** Newsletter sign-ups and contact messages, each with its e-mail through the outbox. */
@Module({
  controllers: [NewsletterController, ContactController],
  providers: [NewsletterService, ContactService],
})
export class EngagementModule {}
