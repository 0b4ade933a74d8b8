import { DataSource, QueryFailedError } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { CheckoutService } from './checkout.service';
import type { CheckoutDto } from './dto/checkout.dto';
import { OrderEvent } from './order-event.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

const config = { publicOrigin: 'http://shop.test' } as AppConfig;
const request = { sessionId: 'session_1_abc', email: 'maya@example.com' } as CheckoutDto;

const storedOrder = {
  id: 7,
  email: 'maya@example.com',
  subtotal: '10.00',
  discount: '0.00',
  shipping: '9.99',
  tax: '0.80',
  total: '20.79',
  paymentMethod: 'card',
  status: 'pending',
  createdAt: new Date('2025-01-01T00:00:00Z'),
  paymentLink: null,
  trackingNumber: null,
} as Order;

function uniqueViolation(constraint: string): QueryFailedError {
  const driverError = Object.assign(new Error('duplicate key'), { code: '23505', constraint });
  return new QueryFailedError('INSERT INTO orders ...', [], driverError);
}

/** A DataSource whose transaction fails as the loser of an Idempotency-Key race does. */
function racingDataSource(error: Error, orderAfterwards: Order | null) {
  const findOneBy = jest.fn().mockResolvedValueOnce(null).mockResolvedValue(orderAfterwards);
  const manager = {
    getRepository: (entity: unknown) =>
      entity === Order
        ? { findOneBy }
        : entity === OrderItem || entity === OrderEvent
          ? { find: () => Promise.resolve([]) }
          : null,
    // The order's refunds (refunds.ts): none.
    query: () => Promise.resolve([{ cents: null, last_at: null }]),
  };
  const transaction = jest.fn().mockRejectedValue(error);
  return { dataSource: { manager, transaction } as unknown as DataSource, findOneBy };
}

describe('CheckoutService and the Idempotency-Key race', () => {
  it('answers the winning order when the unique index refuses the second insert', async () => {
    const { dataSource } = racingDataSource(
      uniqueViolation('uq_orders_session_idempotency'),
      storedOrder,
    );
    const order = await new CheckoutService(dataSource, config).placeOrder(request, 'key-1');
    expect(order).toMatchObject({ id: 7, total: '20.79', items: [], history: [] });
  });

  it('passes other failures on', async () => {
    const { dataSource } = racingDataSource(uniqueViolation('some_other_index'), storedOrder);
    await expect(
      new CheckoutService(dataSource, config).placeOrder(request, 'key-1'),
    ).rejects.toThrow(QueryFailedError);
  });

  it('does not look for an earlier order without a key', async () => {
    const { dataSource, findOneBy } = racingDataSource(new Error('boom'), storedOrder);
    await expect(new CheckoutService(dataSource, config).placeOrder(request, null)).rejects.toThrow(
      'boom',
    );
    expect(findOneBy).not.toHaveBeenCalled();
  });
});
