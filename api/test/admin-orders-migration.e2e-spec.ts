import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { OrderLifecycle1764500000000 } from '../src/database/migrations/1764500000000-order-lifecycle';
import { RefundsAndUndo1765370000000 } from '../src/database/migrations/1765370000000-refunds-and-undo';
import { RefundStates1765420000000 } from '../src/database/migrations/1765420000000-refund-states';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

/**
 * The order life-cycle migration on a database that already holds orders: its own down() and
 * up() run directly, so later migrations (of other areas) do not get in the way. The later
 * migrations that add columns to `order_events` and `order_refunds` (refunds and undo, refund
 * states) are taken down before and put back after, as the API reads those columns.
 */
describe('migration 1764500000000-order-lifecycle', () => {
  let t: TestApp;
  let migrations: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    migrations = new DataSource({ ...dataSourceOptions(t.databaseUrl), logging: false });
    await migrations.initialize();
  });
  afterAll(async () => {
    await migrations.destroy();
    await t.close();
  });

  it('keeps every order and status, and gives each its placed event', async () => {
    const migration = new OrderLifecycle1764500000000();
    const runner = migrations.createQueryRunner();
    const refunds = new RefundsAndUndo1765370000000();
    const refundStates = new RefundStates1765420000000();
    await refundStates.down(runner);
    await refunds.down(runner);
    await migration.down(runner);
    const columns = await t.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'tracking_number'",
    );
    expect(columns).toEqual([]);
    const sessionId = newSessionId();
    const placed = ['2025-01-02T03:04:05.000Z', '2025-02-03T04:05:06.000Z'];
    const rows = await t.query<{ id: number }>(
      `INSERT INTO orders (session_id, email, first_name, last_name, address, city, state,
                           zip_code, subtotal, shipping, tax, total, payment_method, status, created_at)
       VALUES ($3, 'old@example.com', 'Old', 'Order', '1 Old Road', 'Salem', 'OR',
               '97301', '10.00', '9.99', '0.80', '20.79', 'card', 'pending', $1),
              ($3, 'old@example.com', 'Old', 'Order', '1 Old Road', 'Salem', 'OR',
               '97301', '10.00', '9.99', '0.80', '20.79', 'paypal', 'shipped', $2)
       RETURNING id`,
      [...placed, sessionId],
    );

    await migration.up(runner);
    await refunds.up(runner);
    await refundStates.up(runner);
    await runner.release();

    const orders = await t.query(
      `SELECT id, status, payment_link, payment_reference, tracking_number, paid_at, shipped_at
         FROM orders WHERE session_id = $1 ORDER BY id`,
      [sessionId],
    );
    expect(orders).toEqual([
      {
        id: rows[0].id,
        status: 'pending',
        payment_link: null,
        payment_reference: null,
        tracking_number: null,
        paid_at: null,
        shipped_at: null,
      },
      {
        id: rows[1].id,
        status: 'shipped',
        payment_link: null,
        payment_reference: null,
        tracking_number: null,
        paid_at: null,
        shipped_at: null,
      },
    ]);
    const events = await t.query<{ order_id: number; at: Date }>(
      `SELECT order_id, at, action, status, note, actor_label FROM order_events
        WHERE order_id = ANY($1) ORDER BY order_id`,
      [rows.map((row) => row.id)],
    );
    expect(events).toEqual(
      rows.map((row, index) => ({
        order_id: row.id,
        at: new Date(placed[index]),
        action: 'placed',
        status: 'pending',
        note: null,
        actor_label: 'shopper',
      })),
    );

    // The API reads the migrated orders.
    const res = await t
      .http()
      .get(`/api/orders/${rows[1].id}`)
      .set('X-Session-Id', sessionId)
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'shipped',
      trackingNumber: null,
      history: [{ at: placed[1], action: 'placed' }],
    });
  });
});
