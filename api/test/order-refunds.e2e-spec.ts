import type { ShopperOrderDto } from '@healing/contracts';
import type { AdminOrderDetail } from '@healing/contracts/admin';
import { salesIn } from '../src/dashboard/sales';
import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  mailsTo,
  type TestProduct,
} from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'amber-fox-window-77';

interface Placed {
  id: number;
  sessionId: string;
  email: string;
}

/** Everything a refund or an undo could store, to show that a refused one stored nothing. */
async function traces(t: TestApp, id: number) {
  const [order] = await t.query(
    `SELECT status, payment_reference, paid_at, tracking_number, shipped_at, delivered_at,
            cancelled_at
       FROM orders WHERE id = $1`,
    [id],
  );
  const events = await t.query(
    'SELECT id, action, undone_at FROM order_events WHERE order_id = $1 ORDER BY id',
    [id],
  );
  const refunds = await t.query('SELECT id FROM order_refunds WHERE order_id = $1', [id]);
  const audit = await t.query(
    "SELECT id FROM audit_log WHERE target_type = 'order' AND target_id = $1",
    [String(id)],
  );
  const mails = await t.query('SELECT id FROM mail_outbox ORDER BY id');
  return { order, events, refunds: refunds.length, audit: audit.length, mails: mails.length };
}

describe('refunds and undo in the back office', () => {
  let t: TestApp;
  let cookie: string;
  let product: TestProduct;

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'keeper', PASSWORD);
    cookie = await signIn(t, 'keeper', PASSWORD);
    // 2 x 12.50 + 9.99 shipping + 8% tax on the goods: a total of 36.99.
    product = await insertProduct(t, { price: '12.50', name: 'Healing Shirt' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function placeOrder(fields: Record<string, unknown> = {}): Promise<Placed> {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, 2).expect(201);
    const body = checkoutBody(sessionId, fields);
    const res = await checkout(t, body).expect(201);
    return { id: res.body.id as number, sessionId, email: body.email };
  }

  function step(id: number, path: string, body: object = {}) {
    return t.http().post(`/api/admin/orders/${id}/${path}`).set('Cookie', cookie).send(body);
  }

  async function paidOrder(): Promise<Placed> {
    const order = await placeOrder();
    await step(order.id, 'paid', { reference: 'PAY-1' }).expect(200);
    return order;
  }

  async function shopperView(order: Placed): Promise<ShopperOrderDto> {
    const res = await t
      .http()
      .get(`/api/orders/${order.id}`)
      .set('X-Session-Id', order.sessionId)
      .expect(200);
    return res.body as ShopperOrderDto;
  }

  async function stock(): Promise<number> {
    const [row] = await t.query<{ stock: number }>(
      'SELECT stock FROM product_variants WHERE id = $1',
      [product.variantId],
    );
    return row.stock;
  }

  /** Every refund recorded in `[from, to)`, as the sales figures count it. */
  async function refundedIn(from: Date, to: Date): Promise<number> {
    const [figures] = await salesIn(t.dataSource.manager, [{ from, to }]);
    return figures.refundedCents;
  }

  describe('cancelling a paid order records its refund', () => {
    it('records a full refund by default, in the history, the sales figures and a mail', async () => {
      const from = new Date(Date.now() - 1000);
      const before = await refundedIn(from, new Date(Date.now() + 60_000));
      const order = await paidOrder();
      const stockBefore = await stock();

      const res = await step(order.id, 'cancel', { reason: 'Out of thread' }).expect(200);
      const detail = res.body as AdminOrderDetail;
      expect(detail.status).toBe('cancelled');
      expect(detail.refunds).toEqual([
        {
          id: expect.any(Number),
          at: expect.any(String),
          amount: '36.99',
          method: 'card',
          reference: null,
          note: null,
          full: true,
          actorLabel: 'keeper',
          providerState: null,
        },
      ]);
      expect(detail.history.slice(-2)).toEqual([
        expect.objectContaining({ action: 'cancelled', status: 'cancelled' }),
        expect.objectContaining({
          action: 'refunded',
          status: 'cancelled',
          note: '$36.99 (full) by card',
        }),
      ]);
      // The stock comes back as any cancellation's does.
      expect(await stock()).toBe(stockBefore + 2);

      const mails = await mailsTo(t, order.email);
      const cancelled = mails.find((mail) => mail.kind === 'order-cancelled')!;
      expect(cancelled.text_body).toContain('we will refund the $36.99 in full');
      const refund = mails.at(-1)!;
      expect(refund.kind).toBe('order-refunded');
      expect(refund.subject).toBe(`A refund of $36.99 for your Healing Shop order #${order.id}`);
      expect(refund.text_body).toContain(
        `We have refunded $36.99 of your order #${order.id} to your card.`,
      );
      expect(refund.text_body).toContain('That is the whole $36.99 you paid.');
      // The mail's personal link opens the order, refund and all, from any browser.
      const token = /http:\/\/localhost:8080\/orders\/([A-Za-z0-9_-]{43})/.exec(
        refund.text_body,
      )![1];
      const byLink = await t.http().get(`/api/orders/link/${token}`).expect(200);
      expect((byLink.body as ShopperOrderDto).refund).toEqual({
        amount: '36.99',
        at: expect.any(String),
        full: true,
      });

      const shopper = await shopperView(order);
      expect(shopper.refund).toEqual({ amount: '36.99', at: expect.any(String), full: true });

      // The sales figures: refunds of the period, which the sales dashboard subtracts.
      const after = await refundedIn(from, new Date(Date.now() + 60_000));
      expect(after - before).toBe(3699);
      expect(await refundedIn(new Date(0), from)).toBe(0);
    });

    it('records a partial refund by the method and reference the owner gives', async () => {
      const order = await paidOrder();
      const res = await step(order.id, 'cancel', {
        reason: null,
        refund: { amount: ' 10.5 ', method: 'bank-transfer', reference: 'RF-22' },
      }).expect(200);
      const detail = res.body as AdminOrderDetail;
      expect(detail.refunds).toEqual([
        expect.objectContaining({
          amount: '10.50',
          method: 'bank-transfer',
          reference: 'RF-22',
          full: false,
        }),
      ]);
      expect(detail.history.at(-1)).toMatchObject({
        action: 'refunded',
        note: '$10.50 (partial) by bank transfer, reference RF-22',
      });
      const mails = await mailsTo(t, order.email);
      // The cancellation no longer promises a full refund; the refund's own mail says what was.
      const cancelled = mails.find((mail) => mail.kind === 'order-cancelled')!;
      expect(cancelled.text_body).not.toContain('refund');
      const refund = mails.at(-1)!;
      expect(refund.text_body).toContain(
        `We have refunded $10.50 of your order #${order.id} by bank transfer.`,
      );
      expect(refund.text_body).toContain('Refund reference: RF-22');
      expect(refund.text_body).toContain(
        'Altogether $10.50 of the $36.99 you paid has been refunded.',
      );
      expect((await shopperView(order)).refund).toEqual({
        amount: '10.50',
        at: expect.any(String),
        full: false,
      });
    });

    it('treats a blank amount as everything left, and a blank reference as none', async () => {
      const order = await paidOrder();
      const res = await step(order.id, 'cancel', {
        refund: { amount: '  ', method: 'cash', reference: '' },
      }).expect(200);
      expect((res.body as AdminOrderDetail).refunds).toEqual([
        expect.objectContaining({ amount: '36.99', method: 'cash', reference: null, full: true }),
      ]);
    });

    it('records no refund when a pending order is cancelled, and refuses one asked for', async () => {
      const order = await placeOrder();
      const before = await traces(t, order.id);
      const refused = await step(order.id, 'cancel', {
        refund: { method: 'card' },
      }).expect(409);
      expect(refused.body.message).toBe(
        `Order #${order.id} is awaiting payment: there is nothing to refund.`,
      );
      expect(await traces(t, order.id)).toEqual(before);
      const res = await step(order.id, 'cancel').expect(200);
      expect((res.body as AdminOrderDetail).refunds).toBeUndefined();
      expect((await shopperView(order)).refund).toBeUndefined();
    });

    it('refuses a refund over the total, and cancels nothing', async () => {
      const order = await paidOrder();
      const before = await traces(t, order.id);
      const res = await step(order.id, 'cancel', {
        refund: { amount: '37.00', method: 'card' },
      }).expect(409);
      expect(res.body.message).toBe(
        `A refund of $37.00 is more than the $36.99 of order #${order.id} not refunded yet.`,
      );
      expect(await traces(t, order.id)).toEqual(before);
    });
  });

  describe('a refund on its own', () => {
    it('refunds part of a delivered order, then the rest, and no more', async () => {
      const order = await paidOrder();
      await step(order.id, 'shipped', { trackingNumber: 'TRACK1' }).expect(200);
      await step(order.id, 'delivered').expect(200);

      const first = await step(order.id, 'refunds', {
        amount: '5.00',
        method: 'paypal',
        reference: '',
        note: 'A damaged sleeve',
      }).expect(200);
      expect((first.body as AdminOrderDetail).status).toBe('delivered');
      expect((first.body as AdminOrderDetail).refunds).toEqual([
        expect.objectContaining({ amount: '5.00', note: 'A damaged sleeve', full: false }),
      ]);
      expect((await shopperView(order)).refund).toMatchObject({ amount: '5.00', full: false });

      const over = await step(order.id, 'refunds', { amount: '32.00', method: 'card' }).expect(409);
      expect(over.body.message).toBe(
        `A refund of $32.00 is more than the $31.99 of order #${order.id} not refunded yet.`,
      );
    });

    it('refuses more than what is left, then refunds exactly what is left', async () => {
      const order = await paidOrder();
      await step(order.id, 'refunds', { amount: '30.00', method: 'cash' }).expect(200);
      const before = await traces(t, order.id);
      const over = await step(order.id, 'refunds', { amount: '7.00', method: 'cash' }).expect(409);
      expect(over.body.message).toBe(
        `A refund of $7.00 is more than the $6.99 of order #${order.id} not refunded yet.`,
      );
      expect(await traces(t, order.id)).toEqual(before);

      const rest = await step(order.id, 'refunds', { amount: '6.99', method: 'cash' }).expect(200);
      expect((rest.body as AdminOrderDetail).refunds?.map((r) => [r.amount, r.full])).toEqual([
        ['30.00', false],
        ['6.99', true],
      ]);
      const shopper = await shopperView(order);
      expect(shopper.refund).toMatchObject({ amount: '36.99', full: true });

      const again = await step(order.id, 'refunds', { amount: '0.01', method: 'cash' }).expect(409);
      expect(again.body.message).toBe(
        `Order #${order.id} has been refunded in full already: there is nothing left to refund.`,
      );
    });

    it('counts 20 refunds at once exactly: never more than was paid', async () => {
      const order = await paidOrder();
      // 20 refunds of $5.00 on $36.99: seven fit ($35.00), the other thirteen are refused.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          step(order.id, 'refunds', { amount: '5.00', method: 'card', reference: `R${i}` }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(7);
      expect(statuses.filter((status) => status === 409)).toHaveLength(13);
      const [sum] = await t.query<{ cents: number; n: number }>(
        'SELECT sum(amount_cents)::int AS cents, count(*)::int AS n FROM order_refunds WHERE order_id = $1',
        [order.id],
      );
      expect(sum).toEqual({ cents: 3500, n: 7 });
      const events = await t.query(
        "SELECT id FROM order_events WHERE order_id = $1 AND action = 'refunded'",
        [order.id],
      );
      expect(events).toHaveLength(7);
    });

    it('refuses an order never paid', async () => {
      const order = await placeOrder();
      const before = await traces(t, order.id);
      const res = await step(order.id, 'refunds', { amount: '1.00', method: 'card' }).expect(409);
      expect(res.body.message).toBe(
        `Order #${order.id} is awaiting payment: there is nothing to refund.`,
      );
      await step(order.id, 'cancel').expect(200);
      const cancelled = await step(order.id, 'refunds', { amount: '1.00', method: 'card' });
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.message).toBe(
        `Order #${order.id} was cancelled before it was paid: there is nothing to refund.`,
      );
      expect((await traces(t, order.id)).refunds).toBe(before.refunds);
    });

    it.each([
      [{ method: 'card' }, 'The refund must be an amount from 0.01 to 99999.99, like 12.50'],
      [
        { amount: '0', method: 'card' },
        'The refund must be an amount from 0.01 to 99999.99, like 12.50',
      ],
      [
        { amount: '-1.00', method: 'card' },
        'The refund must be an amount from 0.01 to 99999.99, like 12.50',
      ],
      [
        { amount: '1.005', method: 'card' },
        'The refund must be an amount from 0.01 to 99999.99, like 12.50',
      ],
      [
        { amount: 5, method: 'card' },
        'The refund must be an amount from 0.01 to 99999.99, like 12.50',
      ],
      [
        { amount: '1.00', method: 'cheque' },
        'Please choose how the money was refunded: card, PayPal, bank transfer, cash or other',
      ],
      [
        { amount: '1.00', method: 'card', reference: 'x'.repeat(101) },
        'The refund reference can be 1 to 100 printable characters',
      ],
      [
        { amount: '1.00', method: 'card', reference: 'a\u0000b' },
        'The refund reference can be 1 to 100 printable characters',
      ],
      [
        { amount: '1.00', method: 'card', note: 'x'.repeat(501) },
        'The note can be at most 500 characters, without control characters',
      ],
      [{ amount: '1.00', method: 'card', full: true }, 'Unknown field "full"'],
    ])('refuses %j, storing nothing', async (body, message) => {
      const order = await paidOrder();
      const before = await traces(t, order.id);
      const res = await step(order.id, 'refunds', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await traces(t, order.id)).toEqual(before);
    });

    it('answers 404 for an order that does not exist', async () => {
      const res = await step(2_000_000_000, 'refunds', { amount: '1.00', method: 'card' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Order not found');
    });
  });

  describe('undo', () => {
    it('undoes Mark as paid within the window, dropping its unsent mail', async () => {
      const order = await placeOrder();
      await step(order.id, 'paid', { reference: 'PAY-9' }).expect(200);
      const paidMails = (await mailsTo(t, order.email)).filter((m) => m.kind === 'order-paid');
      expect(paidMails).toHaveLength(1);

      const res = await step(order.id, 'undo', { step: 'paid' }).expect(200);
      const detail = res.body as AdminOrderDetail;
      expect(detail.status).toBe('pending');
      expect(detail.paymentReference).toBeNull();
      expect(detail.history.slice(-2)).toEqual([
        expect.objectContaining({ action: 'paid', status: 'paid' }),
        expect.objectContaining({ action: 'undone', status: 'pending', note: 'paid' }),
      ]);
      const [stored] = await t.query('SELECT status, paid_at FROM orders WHERE id = $1', [
        order.id,
      ]);
      expect(stored).toEqual({ status: 'pending', paid_at: null });
      expect((await mailsTo(t, order.email)).filter((m) => m.kind === 'order-paid')).toHaveLength(
        0,
      );
      // The shopper's history leaves the undone step out.
      expect((await shopperView(order)).history.map((h) => h.action)).toEqual(['placed']);
      const [audit] = await t.query<{ action: string; details: unknown }>(
        `SELECT action, details FROM audit_log WHERE target_type = 'order' AND target_id = $1
          ORDER BY id DESC LIMIT 1`,
        [String(order.id)],
      );
      expect(audit).toEqual({
        action: 'order.step_undone',
        details: { step: 'paid', from: 'paid', to: 'pending', mailDropped: true },
      });
      // It can be marked as paid again.
      await step(order.id, 'paid').expect(200);
    });

    it('undoes Mark as delivered and Mark as shipped, keeping a mail already sent', async () => {
      const order = await paidOrder();
      await step(order.id, 'shipped', { trackingNumber: 'TRACK9' }).expect(200);
      await step(order.id, 'delivered').expect(200);
      await t.query(
        "UPDATE mail_outbox SET status = 'sent', sent_at = now() WHERE to_address = $1",
        [order.email],
      );
      const delivered = await step(order.id, 'undo', { step: 'delivered' }).expect(200);
      expect((delivered.body as AdminOrderDetail).status).toBe('shipped');
      expect(
        (await mailsTo(t, order.email)).filter((m) => m.kind === 'order-delivered'),
      ).toHaveLength(1);
      const shipped = await step(order.id, 'undo', { step: 'shipped' }).expect(200);
      expect((shipped.body as AdminOrderDetail).status).toBe('paid');
      expect((shipped.body as AdminOrderDetail).trackingNumber).toBeNull();
      const [stored] = await t.query(
        'SELECT delivered_at, shipped_at, tracking_number FROM orders WHERE id = $1',
        [order.id],
      );
      expect(stored).toEqual({ delivered_at: null, shipped_at: null, tracking_number: null });
    });

    it('refuses an undo after the window, storing nothing', async () => {
      const order = await paidOrder();
      await step(order.id, 'shipped', { trackingNumber: 'TRACK2' }).expect(200);
      await step(order.id, 'delivered').expect(200);
      await t.query(
        `UPDATE order_events SET at = at - interval '11 minutes'
          WHERE order_id = $1 AND action = 'delivered'`,
        [order.id],
      );
      const before = await traces(t, order.id);
      const res = await step(order.id, 'undo', { step: 'delivered' }).expect(409);
      expect(res.body.message).toBe(
        `Order #${order.id} was marked as delivered more than 10 minutes ago: it can no longer be undone.`,
      );
      expect(await traces(t, order.id)).toEqual(before);
    });

    it('refuses to undo a step that is not the last, storing nothing', async () => {
      const order = await paidOrder();
      await step(order.id, 'shipped', { trackingNumber: 'TRACK3' }).expect(200);
      const before = await traces(t, order.id);
      const res = await step(order.id, 'undo', { step: 'paid' }).expect(409);
      expect(res.body.message).toBe(
        `Order #${order.id} cannot be undone to before it was marked as paid: only its last step can be undone, and that was marking it as shipped.`,
      );
      const delivered = await step(order.id, 'undo', { step: 'delivered' }).expect(409);
      expect(delivered.body.message).toContain('only its last step can be undone');
      expect(await traces(t, order.id)).toEqual(before);
    });

    it('refuses to undo Mark as paid once a refund was recorded', async () => {
      const order = await paidOrder();
      await step(order.id, 'refunds', { amount: '1.00', method: 'cash' }).expect(200);
      const res = await step(order.id, 'undo', { step: 'paid' }).expect(409);
      expect(res.body.message).toBe(
        `Order #${order.id} cannot be undone to before it was marked as paid: only its last step can be undone, and that was a refund.`,
      );
    });

    it('refuses the same undo twice', async () => {
      const order = await paidOrder();
      await step(order.id, 'undo', { step: 'paid' }).expect(200);
      const res = await step(order.id, 'undo', { step: 'paid' }).expect(409);
      expect(res.body.message).toContain('that was placing it');
    });

    it.each([
      [{}, 'Only "paid", "shipped" or "delivered" can be undone'],
      [{ step: 'cancelled' }, 'Only "paid", "shipped" or "delivered" can be undone'],
      [{ step: 'paid', extra: 1 }, 'Unknown field "extra"'],
    ])('refuses %j', async (body, message) => {
      const order = await paidOrder();
      const res = await step(order.id, 'undo', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses without an owner session', async () => {
      const order = await paidOrder();
      const res = await t.http().post(`/api/admin/orders/${order.id}/undo`).send({ step: 'paid' });
      expect(res.status).toBe(401);
      const refund = await t
        .http()
        .post(`/api/admin/orders/${order.id}/refunds`)
        .send({ amount: '1.00', method: 'card' });
      expect(refund.status).toBe(401);
    });
  });
});
