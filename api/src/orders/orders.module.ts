import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartItem } from '../cart/cart-item.entity';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Checkout (cart -> pending order, in one transaction) and reading an order back. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, CartItem])],
  controllers: [CheckoutController, OrdersController],
  providers: [CheckoutService, OrdersService],
})
export class OrdersModule {}
