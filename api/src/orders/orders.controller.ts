import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FindMyOrderResponse, ShopperOrderDto } from '@healing/contracts';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SessionId } from '../common/session-id';
import { FindMyOrderDto } from './dto/find-my-order.dto';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get(':id')
  findOne(
    @SessionId() sessionId: string,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ShopperOrderDto> {
    return this.orders.findForSession(sessionId, id);
  }

  /**
   * The order a personal link (`/orders/<token>` in the shop's e-mails) opens, from any session.
   * An unknown, malformed or revoked token answers one and the same 404. The answer is never
   * cached and never names the page it came from to another site.
   */
  @Get('link/:token')
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('X-Robots-Tag', 'noindex')
  @ApiOperation({
    summary: "An order by its personal link's token",
    description:
      'The same order as GET /api/orders/:id answers its session, from any session. 404 "Order not found" for an unknown, malformed or revoked token alike.',
  })
  findByLink(@Param('token') token: string): Promise<ShopperOrderDto> {
    return this.orders.findByLink(token);
  }

  /**
   * "Find my order": 202 and the same body for every address. An address with orders is mailed
   * a personal link to each (at most once per 10 minutes); any other address gets nothing.
   */
  @Post('find')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Find my order: mail an address the links to its orders',
    description:
      'Answers 202 and the same body whether or not the address has orders. An address with orders gets one e-mail listing them, each with a personal link, at most once per 10 minutes.',
  })
  findMyOrders(@Body() body: FindMyOrderDto): Promise<FindMyOrderResponse> {
    return this.orders.findMyOrders(body.email);
  }
}
