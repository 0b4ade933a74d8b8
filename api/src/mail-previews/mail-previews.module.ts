import { Module } from '@nestjs/common';
import { OwnersModule } from '../owners/owners.module';
import { AdminMailPreviewsController } from './admin-mail-previews.controller';
import { MailPreviewsService } from './mail-previews.service';

/**
 * The back office's previews of every e-mail the shop sends (mail-previews.ts lists them, each
 * with sample data), rendered as the outbox stores them. Reads and writes nothing.
 */
@Module({
  imports: [OwnersModule],
  controllers: [AdminMailPreviewsController],
  providers: [MailPreviewsService],
})
export class MailPreviewsModule {}
