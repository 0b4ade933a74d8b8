import { Module } from '@nestjs/common';
import { OwnersModule } from '../owners/owners.module';
import { AdminOrderProofsController } from './admin-order-proofs.controller';
import { OrderProofsService } from './order-proofs.service';

/** The workshop's files for custom order lines: print proofs and the shoppers' original uploads. */
@Module({
  imports: [OwnersModule],
  controllers: [AdminOrderProofsController],
  providers: [OrderProofsService],
})
export class ProofsModule {}
