import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { OwnersModule } from '../owners/owners.module';
import { PaymentProviderModule } from './payment-provider.module';
import { PaymentReconciliation } from './payment-reconciliation.service';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentsController } from './payments.controller';
import { RefundSettlement } from './refund-settlement.service';

/**
 * Taking the money through the provider: its webhook, "try again" for an unpaid order, and the
 * settling of payments and refunds both share with the reconciliation. Checkout itself makes the first page
 * (payment-provider.module.ts), so the orders never import this module.
 */
@Module({
  imports: [PaymentProviderModule, OrdersModule, OwnersModule],
  controllers: [PaymentsController],
  providers: [PaymentSettlement, RefundSettlement, PaymentReconciliation],
})
export class PaymentsModule {}
