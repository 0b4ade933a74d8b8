import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ShopperOrderDto } from '@healing/contracts';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SessionId } from '../common/session-id';
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
}
