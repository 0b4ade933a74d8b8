import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  FIND_MY_ORDER_MESSAGE,
  ORDER_LINK_NOT_FOUND,
  type FindMyOrderResponse,
  type ShopperOrderDto,
} from '@healing/contracts';
import { NotFoundError } from '../common/domain-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail } from '../mail/outbox';
import { foundOrdersMail } from './lifecycle-mails';
import { issueOrderLink, orderOfLink } from './order-links';
import { findOrder, findSessionOrder } from './order-queries';
import { Order } from './order.entity';

/** "Find my order" mails one address at most once in this long. */
export const FIND_MY_ORDER_INTERVAL_MINUTES = 10;
/** ...listing its newest orders, at most this many. */
export const FIND_MY_ORDER_MAX_ORDERS = 20;

@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only the session that placed an order sees it; for anyone else it does not exist. */
  async findForSession(sessionId: string, id: number): Promise<ShopperOrderDto> {
    const order = await findSessionOrder(this.dataSource.manager, { sessionId, id });
    if (!order) throw new NotFoundError('Order not found', 'id');
    return order;
  }

  /**
   * The order a personal link opens, from any session. An unknown, malformed or revoked token
   * is one and the same 404, so an answer tells nothing about tokens.
   */
  async findByLink(token: string): Promise<ShopperOrderDto> {
    const orderId = await orderOfLink(this.dataSource.manager, token);
    const order = orderId === null ? null : await findOrder(this.dataSource.manager, orderId);
    if (!order) throw new NotFoundError(ORDER_LINK_NOT_FOUND);
    return order;
  }

  /**
   * "Find my order": the same answer for every address. An address with orders is mailed their
   * personal links (new ones: the shop never keeps a token), at most once per
   * FIND_MY_ORDER_INTERVAL_MINUTES, so the form cannot flood anyone's inbox; an address without
   * orders is mailed nothing, so the form cannot mail strangers either.
   */
  async findMyOrders(rawEmail: string): Promise<FindMyOrderResponse> {
    const email = rawEmail.toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      const orders = await manager
        .getRepository(Order)
        .createQueryBuilder('o')
        .select(['o.id', 'o.createdAt', 'o.status', 'o.total'])
        .where('lower(o.email) = :email', { email })
        .orderBy('o.createdAt', 'DESC')
        .addOrderBy('o.id', 'DESC')
        .limit(FIND_MY_ORDER_MAX_ORDERS)
        .getMany();
      if (orders.length === 0) return;
      // One statement claims the address's turn: of two requests at once, one mails.
      const due: unknown[] = await manager.query(
        `INSERT INTO order_lookups (email_hash, sent_at) VALUES ($1, now())
         ON CONFLICT (email_hash) DO UPDATE SET sent_at = now()
          WHERE order_lookups.sent_at <= now() - make_interval(mins => $2)
         RETURNING email_hash`,
        [createHash('sha256').update(email).digest('hex'), FIND_MY_ORDER_INTERVAL_MINUTES],
      );
      if (due.length === 0) return;
      const found = [];
      for (const order of orders) {
        const link = await issueOrderLink(manager, this.config.publicOrigin, order.id);
        found.push({ order, url: link.url });
      }
      await enqueueMail(manager, foundOrdersMail(email, found));
    });
    return { success: true, message: FIND_MY_ORDER_MESSAGE };
  }
}
