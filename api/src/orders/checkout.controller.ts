import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CheckoutResponse } from '@healing/contracts';
import { CheckoutPayments } from '../payments/checkout-payments.service';
import { CheckoutService } from './checkout.service';
import { CheckoutDto } from './dto/checkout.dto';
import { IdempotencyKey } from '../common/idempotency-key';

@ApiTags('orders')
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly payments: CheckoutPayments,
  ) {}

  /**
   * A retry with the same Idempotency-Key answers the same order instead of a second one. With
   * a payment provider, the order is placed first, then its payment page made (or, on a retry,
   * the one made before answered): `paymentUrl`.
   */
  @Post()
  async placeOrder(
    @Body() body: CheckoutDto,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<CheckoutResponse> {
    const order = await this.checkout.placeOrder(body, idempotencyKey);
    const payment = await this.payments.startAfterCheckout(order);
    return {
      success: true,
      id: order.id,
      orderId: order.id,
      message: 'Order placed successfully',
      order,
      ...(payment?.url ? { paymentUrl: payment.url } : {}),
    };
  }
}
