import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ShopperOrderDto } from '@healing/contracts';
import { NotFoundError } from '../common/domain-errors';
import { findSessionOrder } from './order-queries';

@Injectable()
export class OrdersService {
  constructor(private readonly dataSource: DataSource) {}

  /** Only the session that placed an order sees it; for anyone else it does not exist. */
  async findForSession(sessionId: string, id: number): Promise<ShopperOrderDto> {
    const order = await findSessionOrder(this.dataSource.manager, { sessionId, id });
    if (!order) throw new NotFoundError('Order not found', 'id');
    return order;
  }
}
