import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { ConflictError, InvalidInputError } from '../common/domain-errors';
import { assertCartFits } from '../cart/cart-limits';
import { CartItem } from '../cart/cart-item.entity';
import { CartPromo } from '../cart/cart-promo.entity';
import { formatTotals, priceCart, unitPriceCents } from '../cart/pricing';
import {
  discountRule,
  findDiscountCode,
  recordRedemption,
  redeemDiscountCode,
} from '../discounts/discount-codes';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail } from '../mail/outbox';
import { orderConfirmationMail } from './confirmation-mail';
import { ownerNewOrderMail } from './owner-order-mail';
import type { CheckoutDto } from './dto/checkout.dto';
import type { ShopperOrderDto } from '@healing/contracts';
import { OrderEvent } from './order-event.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { presentOrder } from './order-presenter';
import { issueOrderLink } from './order-links';
import { findSessionOrder } from './order-queries';
import { snapshotLine } from './order-snapshot';
import { takeStock } from './stock';

const IDEMPOTENCY_INDEX = 'uq_orders_session_idempotency';

/** Turns the session's cart into a pending order, with every amount computed here. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async placeOrder(request: CheckoutDto, idempotencyKey: string | null): Promise<ShopperOrderDto> {
    const replay = () =>
      idempotencyKey
        ? findSessionOrder(this.dataSource.manager, {
            sessionId: request.sessionId,
            idempotencyKey,
          })
        : Promise.resolve(null);
    const earlier = await replay();
    if (earlier) return earlier;
    try {
      return await this.dataSource.transaction((manager) =>
        this.placeInTransaction(manager, request, idempotencyKey),
      );
    } catch (error) {
      // Two requests with one key passed the checks at once: the unique index let one win.
      if (idempotencyKey && isUniqueViolation(error, IDEMPOTENCY_INDEX)) {
        const winner = await replay();
        if (winner) return winner;
      }
      throw error;
    }
  }

  private async placeInTransaction(
    manager: EntityManager,
    request: CheckoutDto,
    idempotencyKey: string | null,
  ): Promise<ShopperOrderDto> {
    const lines = await lockCartLines(manager, request.sessionId);
    // A request that waited for the lock may find its own key's order placed meanwhile.
    if (idempotencyKey) {
      const placed = await findSessionOrder(manager, {
        sessionId: request.sessionId,
        idempotencyKey,
      });
      if (placed) return placed;
    }
    if (lines.length === 0) throw new InvalidInputError('Cart is empty');
    // Refused rather than dropped: the shopper agreed to the cart as shown, not to a smaller one.
    const withdrawn = lines.find((line) => !line.isCustomDesign && line.product?.archivedAt);
    if (withdrawn) {
      throw new ConflictError(
        `"${withdrawn.product?.name ?? 'A product'}" is no longer sold. Remove it from your cart to check out.`,
      );
    }
    const soldOut = lines.find((line) => !line.isCustomDesign && !line.product?.inStock);
    if (soldOut) {
      throw new ConflictError(`"${soldOut.product?.name ?? 'A product'}" is out of stock`);
    }

    // A cart from before the limits may be larger than an order can store: refused, not cut.
    assertCartFits(lines);
    // The code the request names (as SPEC.md's clients do), in any letter case, when it is one
    // of the shop's; otherwise the one kept with the cart.
    const keptPromo = await manager.findOneBy(CartPromo, { sessionId: request.sessionId });
    const code =
      (await findDiscountCode(manager, request.promoCode)) ??
      (await findDiscountCode(manager, keptPromo?.promoCode));
    const totals = priceCart(
      lines.map((line) => ({ unitPriceCents: unitPriceCents(line), quantity: line.quantity })),
      code && discountRule(code),
    );
    const orders = manager.getRepository(Order);
    const order = await orders.save(
      orders.create({
        sessionId: request.sessionId,
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        address: request.address,
        city: request.city,
        state: request.state,
        zipCode: request.zipCode,
        phone: request.phone ?? null,
        ...formatTotals(totals),
        promoCode: code && totals.promoApplied ? code.code : null,
        paymentMethod: request.paymentMethod ?? 'card',
        status: 'pending',
        idempotencyKey,
      }),
    );
    const orderItems = manager.getRepository(OrderItem);
    const items = await orderItems.save(
      lines.map((line) => orderItems.create(snapshotLine(line, order.id))),
    );
    await manager.delete(CartItem, { id: In(lines.map((line) => line.id)) });
    await manager.delete(CartPromo, { sessionId: request.sessionId });
    const events = manager.getRepository(OrderEvent);
    const event = await events.save(
      events.create({
        orderId: order.id,
        at: order.createdAt,
        action: 'placed',
        status: order.status,
        note: null,
        actorLabel: 'shopper',
      }),
    );

    // A card order with a payment provider is paid on its page right after this (payments/).
    const paysOnline = this.config.payments.provider !== 'manual' && order.paymentMethod === 'card';
    const placed = presentOrder(order, items, [event], paysOnline);
    // The order's personal link, made with it; only its hash is kept (order-links.ts).
    const link = await issueOrderLink(manager, this.config.publicOrigin, order.id);
    await enqueueMail(manager, orderConfirmationMail(placed, link.url));
    for (const owner of this.config.ownerEmails) {
      await enqueueMail(manager, ownerNewOrderMail(placed, owner, this.config.publicOrigin));
    }
    // The shared rows come last, so that parallel checkouts hold them only until they commit:
    // a hot variant's row is locked from its UPDATE to the commit, and checkouts of it queue
    // there (a queue that outlasted the statement timeout answered 503 under the crash drill).
    // Stock first, then the code, always in that order, so two checkouts never wait crosswise.
    // Taken with the order or not at all: a refusal here undoes the whole transaction.
    await takeStock(manager, lines);
    // Below its minimum the code gives nothing, as the cart said: the order is placed without
    // it. Otherwise its use is counted, or the checkout refused (discount-codes.ts).
    if (code && totals.promoApplied) {
      await redeemDiscountCode(manager, code);
      await recordRedemption(manager, order.id, code, totals.discountCents);
    }
    return placed;
  }
}

/**
 * The session's cart lines, locked until the transaction ends: concurrent checkouts of one
 * cart queue here, and the ones after the first find the lines gone.
 */
function lockCartLines(manager: EntityManager, sessionId: string): Promise<CartItem[]> {
  return manager
    .getRepository(CartItem)
    .createQueryBuilder('item')
    .leftJoinAndSelect('item.product', 'product')
    .leftJoinAndSelect('item.variant', 'variant')
    .where('item.sessionId = :sessionId', { sessionId })
    .orderBy('item.createdAt', 'ASC')
    .addOrderBy('item.id', 'ASC')
    .setLock('pessimistic_write', undefined, ['item'])
    .getMany();
}
