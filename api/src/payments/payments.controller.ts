import {
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { orderLinkPath, type OrderPaymentDto, type PaymentOptionsDto } from '@healing/contracts';
import { InvalidInputError } from '../common/domain-errors';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SessionId } from '../common/session-id';
import { OrdersService } from '../orders/orders.service';
import { CheckoutPayments } from './checkout-payments.service';
import { PAYMENT_PROVIDER, PaymentEventRefused, type PaymentProvider } from './payment-provider';
import { PaymentSettlement } from './payment-settlement.service';
import { RefundSettlement } from './refund-settlement.service';

/** Where Stripe posts its events (the endpoint set up in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
/** A checkout session's event is a few kilobytes; nothing larger is read. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
    private readonly refunds: RefundSettlement,
    private readonly payments: CheckoutPayments,
    private readonly orders: OrdersService,
  ) {}

  /**
   * The provider's events, believed only once their signature over the raw body checks out:
   * unsigned, forged, older than the tolerance, of a kind not handled or about a payment the
   * shop did not start, each is a 400 that changes nothing. A refund's event about a refund the
   * shop did not make (one made in the provider's dashboard) is taken and left alone. Not throttled per address: the
   * provider's retries come from a few addresses, and each carries its own proof.
   */
  @Post('payments/stripe/webhook')
  @HttpCode(HttpStatus.OK)
  @SkipThrottle()
  @ApiExcludeEndpoint()
  async stripeWebhook(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    try {
      const event = this.provider.verifyEvent(request.rawBody ?? Buffer.alloc(0), signature);
      if ('refund' in event) await this.refunds.settleEvent(event);
      else await this.settlement.settleEvent(event);
    } catch (error) {
      if (error instanceof PaymentEventRefused) throw new InvalidInputError(error.message);
      throw error;
    }
    return { received: true };
  }

  /** What the checkout's payment step tells the shopper about paying by card. */
  @Get('payments/options')
  @ApiOperation({
    summary: "How a card order is paid: on the provider's page at once, or by a link later",
    description:
      'cardOnline is true when a payment provider is configured: the shopper pays on its page right after placing the order. Otherwise the owner e-mails a secure payment link.',
  })
  options(): PaymentOptionsDto {
    return { cardOnline: this.provider.takesPaymentOnline };
  }

  /** "Try again" on the order page of the session that placed it. */
  @Post('orders/:id/payment')
  @ApiOperation({
    summary: 'The page to pay an unpaid order on (its live one, or a new one)',
    description:
      'For the session that placed the order (X-Session-Id). A new page only when the last expired or did not go through. 409 when the order awaits no payment or the shop takes none online.',
  })
  async payBySession(
    @SessionId() sessionId: string,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<OrderPaymentDto> {
    const order = await this.orders.findForSession(sessionId, id);
    return this.payments.start(order.id, `/order-confirmation/${order.id}`);
  }

  /** "Try again" on the order page a personal link opens. */
  @Post('orders/link/:token/payment')
  @ApiOperation({
    summary: "The page to pay an unpaid order on, by its personal link's token",
    description: 'As POST /api/orders/:id/payment, from any session holding a working link.',
  })
  async payByLink(@Param('token') token: string): Promise<OrderPaymentDto> {
    const order = await this.orders.findByLink(token);
    // Stripe sends the shopper back to the page they paid from: the personal link, token and
    // all. The token goes to Stripe as the return address, as Shopify's order-status key does to
    // its gateways: Stripe processes the order for the shop and already holds its e-mail and
    // lines, and the shopper's browser already shows the link.
    return this.payments.start(order.id, orderLinkPath(token));
  }
}
