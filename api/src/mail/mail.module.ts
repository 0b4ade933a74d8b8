import { Module } from '@nestjs/common';
import { MailWorkerService } from './mail-worker.service';

/** The outbox's delivery side; other modules only write rows, with `enqueueMail`. */
@Module({
  providers: [MailWorkerService],
  exports: [MailWorkerService],
})
export class MailModule {}
