import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CheckoutResponse } from '@healing/contracts';
import { CheckoutService } from './checkout.service';
import { CheckoutDto } from './dto/checkout.dto';
import { IdempotencyKey } from '../common/idempotency-key';

@ApiTags('orders')
@Controller('checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** A retry with the same Idempotency-Key answers the same order instead of a second one. */
  @Post()
  async placeOrder(
    @Body() body: CheckoutDto,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<CheckoutResponse> {
    const order = await this.checkout.placeOrder(body, idempotencyKey);
    return {
      success: true,
      id: order.id,
      orderId: order.id,
      message: 'Order placed successfully',
      order,
    };
  }
}
