import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartItem } from '../cart/cart-item.entity';
import { OwnersModule } from '../owners/owners.module';
import { PaymentProviderModule } from '../payments/payment-provider.module';
import { AdminOrderRefundsController } from './admin-order-refunds.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OrderEvent } from './order-event.entity';
import { OrderItem } from './order-item.entity';
import { OrderRefundsService } from './order-refunds.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/**
 * Checkout (cart -> pending order, in one transaction), reading an order back, and the
 * back office's orders (pending -> paid -> shipped -> delivered, or cancelled).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, CartItem]),
    OwnersModule,
    PaymentProviderModule,
  ],
  controllers: [
    CheckoutController,
    OrdersController,
    AdminOrdersController,
    AdminOrderRefundsController,
  ],
  providers: [CheckoutService, OrdersService, AdminOrdersService, OrderRefundsService],
  exports: [OrdersService, AdminOrdersService],
})
export class OrdersModule {}
