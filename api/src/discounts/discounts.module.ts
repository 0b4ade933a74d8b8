import { Module } from '@nestjs/common';
import { OwnersModule } from '../owners/owners.module';
import { AdminDiscountCodesController } from './admin-discount-codes.controller';
import { AdminDiscountCodesService } from './admin-discount-codes.service';

/**
 * Discount codes: the owner's list and changes (`/api/admin/discount-codes`). The cart and
 * checkout read and count codes through discount-codes.ts, in their own transactions.
 */
@Module({
  imports: [OwnersModule],
  controllers: [AdminDiscountCodesController],
  providers: [AdminDiscountCodesService],
})
export class DiscountsModule {}
