import { Body, Controller, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AdminOrderDetail } from '@healing/contracts/admin';
import { IdempotencyKey } from '../common/idempotency-key';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { Actor, type AdminActor } from '../owners/admin-actor';
import { OwnerGuard } from '../owners/owner.guard';
import { CreateRefundDto, UndoOrderStepDto } from './dto/refund-actions.dto';
import { OrderRefundsService, refundCents } from './order-refunds.service';

/**
 * The owner's refunds and undo (an owner session, or the automation token: OwnerGuard). Like the
 * other back-office order endpoints (admin-orders.controller.ts) they are left out of the public
 * OpenAPI document; their shapes are the contracts' (`@healing/contracts/admin`, refunds.ts).
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/orders')
export class AdminOrderRefundsController {
  constructor(private readonly refunds: OrderRefundsService) {}

  /**
   * Records money given back on a paid, shipped or delivered order (or a cancelled one that was
   * paid): 409 when the order was never paid or the amount passes what is not refunded yet.
   * E-mailed to the shopper; in the order's history and the audit log. Sent again with its
   * Idempotency-Key, the same refund is answered, not made twice (409 for another refund).
   */
  @Post(':id/refunds')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  refund(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CreateRefundDto,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<AdminOrderDetail> {
    return this.refunds.refund(actor, id, {
      amountCents: refundCents(body.amount),
      method: body.method,
      reference: body.reference ?? null,
      note: body.note ?? null,
      idempotencyKey,
    });
  }

  /**
   * Undoes the order's last step (paid, shipped or delivered) within UNDO_WINDOW_MINUTES: 409
   * when it is not the last step or is older. Its unsent e-mail is dropped.
   */
  @Post(':id/undo')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  undo(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UndoOrderStepDto,
  ): Promise<AdminOrderDetail> {
    return this.refunds.undo(actor, id, body.step);
  }
}
