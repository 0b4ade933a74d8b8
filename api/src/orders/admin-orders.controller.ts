import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { carrierOfNumber } from '@healing/contracts';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { Actor, type AdminActor } from '../owners/admin-actor';
import { OwnerGuard } from '../owners/owner.guard';
import { AdminOrdersService } from './admin-orders.service';
import { AdminOrdersQuery } from './dto/admin-orders.query';
import { refundCents } from './order-refunds.service';
import {
  CancelOrderDto,
  IssueOrderLinkDto,
  MarkDeliveredDto,
  MarkPaidDto,
  MarkShippedDto,
  PaymentLinkDto,
  RevokeOrderLinkDto,
} from './dto/order-actions.dto';
import type { AdminOrderDetail, AdminOrderPage, IssuedOrderLink } from '@healing/contracts/admin';

/**
 * The owner's orders (an owner session, or the automation token: OwnerGuard): the list, one
 * order, and each step of its life. Every step answers the order as it now stands, and is
 * recorded in its history and the audit log and e-mailed to the shopper.
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminOrdersQuery): Promise<AdminOrderPage> {
    return this.orders.list(query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  detail(@Param('id', ParseIdPipe) id: number): Promise<AdminOrderDetail> {
    return this.orders.detail(id);
  }

  /** Pending orders only; sending again replaces the link and e-mails it again. */
  @Post(':id/payment-link')
  @HttpCode(200)
  sendPaymentLink(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: PaymentLinkDto,
  ): Promise<AdminOrderDetail> {
    return this.orders.move(actor, id, { action: 'payment-link-sent', url: body.url });
  }

  @Post(':id/paid')
  @HttpCode(200)
  markPaid(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MarkPaidDto,
  ): Promise<AdminOrderDetail> {
    return this.orders.move(actor, id, { action: 'paid', reference: body.reference ?? null });
  }

  @Post(':id/shipped')
  @HttpCode(200)
  markShipped(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MarkShippedDto,
  ): Promise<AdminOrderDetail> {
    return this.orders.move(actor, id, {
      action: 'shipped',
      trackingNumber: body.trackingNumber,
      carrier: body.carrier ?? carrierOfNumber(body.trackingNumber),
    });
  }

  @Post(':id/delivered')
  @HttpCode(200)
  markDelivered(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() _body: MarkDeliveredDto,
  ): Promise<AdminOrderDetail> {
    return this.orders.move(actor, id, { action: 'delivered' });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CancelOrderDto,
  ): Promise<AdminOrderDetail> {
    const refund = body.refund;
    return this.orders.move(actor, id, {
      action: 'cancelled',
      reason: body.reason ?? null,
      // A paid order's refund (refunds.ts); 409 for an order that was not paid.
      refund: refund && {
        amountCents: refundCents(refund.amount),
        method: refund.method,
        reference: refund.reference ?? null,
      },
    });
  }

  /**
   * Every working personal link of the order stops working (those in e-mails sent already
   * too); 409 when it has none. Recorded in the order's history and the audit log.
   */
  @Post(':id/link/revoke')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  revokeLink(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() _body: RevokeOrderLinkDto,
  ): Promise<AdminOrderDetail> {
    return this.orders.revokeLinks(actor, id);
  }

  /** A new personal link, e-mailed to the shopper and answered once (`url`) to the owner. */
  @Post(':id/link')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  issueLink(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() _body: IssueOrderLinkDto,
  ): Promise<IssuedOrderLink> {
    return this.orders.issueLink(actor, id);
  }
}
