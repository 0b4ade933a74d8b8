import { Module } from '@nestjs/common';
import { OwnersModule } from '../owners/owners.module';
import { AdminOrderProofsController } from './admin-order-proofs.controller';
import { DesignPreviewsController } from './design-previews.controller';
import { DesignPreviewsService } from './design-previews.service';
import { OrderProofsService } from './order-proofs.service';

/**
 * Custom designs as pictures: the shopper's preview of a designed piece (cart, order, e-mails),
 * and the workshop's files for custom order lines (print proofs and the original uploads).
 */
@Module({
  imports: [OwnersModule],
  controllers: [AdminOrderProofsController, DesignPreviewsController],
  providers: [OrderProofsService, DesignPreviewsService],
})
export class ProofsModule {}
