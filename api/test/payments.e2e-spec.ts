import Stripe from 'stripe';
import type { AdminOrderDetail } from '@healing/contracts/admin';
import { toCents } from '../src/common/money';
import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  type TestProduct,
} from './cart-fixtures';
import { PaymentReconciliation } from '../src/payments/payment-reconciliation.service';
import { FakeStripe, sessionEvent, type FakeSession } from './support/fake-stripe';
import { addOwner, signIn } from './support/owners';
import { createReplica, createTestApp, newSessionId, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_payments_e2e_secret';
const OWNER = 'owner@shop.example';
const WEBHOOK = '/api/payments/stripe/webhook';
// Only for its test-header helper: the signatures are the SDK's own, as Stripe makes them.
const signer = new Stripe('sk_test_signer');

const SETTINGS: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_payments_e2e',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PUBLIC_ORIGIN: 'https://shop.example',
  OWNER_EMAIL: OWNER,
  PAYMENT_RECONCILE_INTERVAL_MS: '0',
};

describe('payments through the provider (Stripe, against a local stand-in)', () => {
  const fake = new FakeStripe();
  const saved: Record<string, string | undefined> = {};
  let t: TestApp;
  let shirt: TestProduct;
  let ownerCookie: string;

  beforeAll(async () => {
    const origin = await fake.start();
    for (const [name, value] of Object.entries({ ...SETTINGS, STRIPE_API_BASE: origin })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    t = await createTestApp();
    shirt = await insertProduct(t, { price: '12.50', name: 'Healing Shirt' });
    await addOwner(t, 'keeper', 'a long and careful passphrase');
    ownerCookie = await signIn(t, 'keeper', 'a long and careful passphrase');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function placeOrder(idempotencyKey?: string) {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, shirt.id, 2).expect(201);
    const res = await checkout(t, checkoutBody(sessionId), idempotencyKey).expect(201);
    const id = res.body.id as number;
    return {
      id,
      sessionId,
      total: res.body.order.total as string,
      email: res.body.order.email as string,
      paymentUrl: res.body.paymentUrl as string,
      session: () => fake.sessionsFor(id)[0],
    };
  }

  function deliver(
    payload: string,
    options: { secret?: string; timestamp?: number } = {},
    app: TestApp = t,
  ) {
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    return app
      .http()
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload);
  }

  async function orderState(id: number) {
    const [order] = await t.query<{ status: string; payment_reference: string | null }>(
      'SELECT status, payment_reference FROM orders WHERE id = $1',
      [id],
    );
    const history = await t.query<{ action: string; actor_label: string }>(
      'SELECT action, actor_label FROM order_events WHERE order_id = $1 ORDER BY id',
      [id],
    );
    const audit = await t.query<{ action: string; actor_label: string }>(
      `SELECT action, actor_label FROM audit_log
        WHERE target_type = 'order' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    const sessions = await t.query<{ state: string; attempt: number }>(
      'SELECT state, attempt FROM payment_sessions WHERE order_id = $1 ORDER BY attempt',
      [id],
    );
    return { ...order, history, audit, sessions };
  }

  /** The order as the owner's back office reads it. */
  const ownerOrder = (id: number) =>
    t.http().get(`/api/admin/orders/${id}`).set('Cookie', ownerCookie).expect(200);

  async function mailKinds(to: string): Promise<string[]> {
    const rows = await t.query<{ kind: string }>(
      'SELECT kind FROM mail_outbox WHERE to_address = $1 ORDER BY id',
      [to],
    );
    return rows.map((row) => row.kind);
  }

  describe('at checkout', () => {
    it("tells the payment step that a card is paid at once, on the provider's page", async () => {
      await t.http().get('/api/payments/options').expect(200, { cardOnline: true });
    });

    it("makes a hosted session for exactly the order's total in USD, with its lines, and answers its page", async () => {
      const order = await placeOrder();
      const [call] = fake
        .callsTo('POST', '/v1/checkout/sessions')
        .filter((c) => c.form['metadata[orderId]'] === String(order.id));
      const session = order.session();

      expect(order.paymentUrl).toBe(session.url);
      expect(session.amount_total).toBe(toCents(order.total));
      expect(session.currency).toBe('usd');
      expect(call.form).toMatchObject({
        mode: 'payment',
        client_reference_id: String(order.id),
        customer_email: order.email,
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][product_data][name]': 'Healing Shirt',
        'line_items[0][price_data][unit_amount]': '1250',
        'line_items[0][quantity]': '2',
        'line_items[1][price_data][product_data][name]': 'Shipping',
        success_url: `https://shop.example/order-confirmation/${order.id}?payment=done`,
        cancel_url: `https://shop.example/order-confirmation/${order.id}?payment=cancelled`,
      });
      expect(call.headers['idempotency-key']).toMatch(
        new RegExp(`^healing-order-${order.id}-\\d+-session-1$`),
      );
      expect(call.headers.authorization).toBe('Bearer sk_test_payments_e2e');
      // The shop never handles card details: nothing about a card goes to the provider.
      expect(Object.keys(call.form).filter((name) => /card|cvc|exp_/i.test(name))).toEqual([]);
      expect(await orderState(order.id)).toMatchObject({
        status: 'pending',
        sessions: [{ state: 'open', attempt: 1 }],
      });
    });

    it("tells the card shopper to pay on the provider's page, and leaves PayPal orders to the owner", async () => {
      const card = await placeOrder();
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id, 1).expect(201);
      const callsBefore = fake.calls.length;
      const paypal = await checkout(t, checkoutBody(sessionId, { paymentMethod: 'paypal' })).expect(
        201,
      );

      const cardPage = await t
        .http()
        .get(`/api/orders/${card.id}`)
        .set('X-Session-Id', card.sessionId)
        .expect(200);
      expect(cardPage.body.paymentInstructions).toContain("on the payment provider's secure page");
      expect(cardPage.body.payment).toEqual({ state: 'open' });
      expect(paypal.body.paymentUrl).toBeUndefined();
      expect(paypal.body.order.paymentInstructions).toContain('PayPal payment request');
      expect(fake.calls.length).toBe(callsBefore);
      await t
        .http()
        .post(`/api/orders/${paypal.body.id as number}/payment`)
        .set('X-Session-Id', sessionId)
        .expect(409);
    });

    it('places the order when the provider does not answer, and its page makes the session later', async () => {
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id, 1).expect(201);
      fake.failNext(3);

      const res = await checkout(t, checkoutBody(sessionId)).expect(201);
      const id = res.body.id as number;
      expect(res.body.paymentUrl).toBeUndefined();
      expect((await orderState(id)).sessions).toEqual([]);

      const later = await t
        .http()
        .post(`/api/orders/${id}/payment`)
        .set('X-Session-Id', sessionId)
        .expect(201);
      expect(later.body).toEqual({ url: fake.sessionsFor(id)[0].url, state: 'open' });
    });

    it('makes one session for a checkout retried with its Idempotency-Key, even at once', async () => {
      const key = `retry-${Date.now()}`;
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id, 1).expect(201);
      const body = checkoutBody(sessionId);
      const answers = await Promise.all([1, 2, 3].map(() => checkout(t, body, key)));
      const again = await checkout(t, body, key).expect(201);
      const id = again.body.id as number;

      for (const res of answers) {
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ id, paymentUrl: again.body.paymentUrl });
      }
      expect(fake.sessionsFor(id)).toHaveLength(1);
      expect((await orderState(id)).sessions).toEqual([{ state: 'open', attempt: 1 }]);
    });
  });

  describe('the webhook', () => {
    it('refuses unsigned, forged, stale and unknown events with 400, changing nothing', async () => {
      const order = await placeOrder();
      const paid = sessionEvent('checkout.session.completed', fake.complete(order.session().id));
      const before = await orderState(order.id);
      const unsigned = await t
        .http()
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .send(paid.payload);
      const forged = await deliver(paid.payload, { secret: 'whsec_someone_else' });
      const stale = await deliver(paid.payload, {
        timestamp: Math.floor(Date.now() / 1000) - 600,
      });
      const tampered = await t
        .http()
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .set(
          'Stripe-Signature',
          signer.webhooks.generateTestHeaderString({
            payload: paid.payload,
            secret: WEBHOOK_SECRET,
          }),
        )
        .send(paid.payload.replace('"paid"', '"unpaid"'));
      const stranger = { ...order.session(), id: 'cs_test_not_made_by_the_shop' };
      const unknownSession = await deliver(
        sessionEvent('checkout.session.completed', stranger).payload,
      );
      const unknownType = await deliver(sessionEvent('charge.refunded', order.session()).payload);

      for (const res of [unsigned, forged, stale, tampered, unknownSession, unknownType]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: expect.any(String),
          error: 'Bad Request',
        });
      }
      expect(await orderState(order.id)).toEqual(before);
      expect(
        await t.query('SELECT event_id FROM payment_events WHERE event_id = $1', [paid.id]),
      ).toEqual([]);
    });

    it('refuses signed JSON that is no event (null, no data, data null) with 400', async () => {
      const order = await placeOrder();
      const event = JSON.parse(sessionEvent('checkout.session.completed', order.session()).payload);
      const before = await orderState(order.id);
      const payloads = [
        'null',
        '[]',
        JSON.stringify({ ...event, data: undefined }),
        JSON.stringify({ ...event, data: null }),
        '{"type":"checkout.session.completed"}',
      ];

      for (const payload of payloads) {
        const res = await deliver(payload);
        expect({ payload, status: res.status }).toEqual({ payload, status: 400 });
        expect(res.body).toEqual({
          statusCode: 400,
          message: expect.any(String),
          error: 'Bad Request',
        });
      }
      expect(await orderState(order.id)).toEqual(before);
    });

    it('refuses a body larger than 256 KB with 413, before reading it as an event', async () => {
      const order = await placeOrder();
      const event = JSON.parse(sessionEvent('checkout.session.completed', order.session()).payload);
      const payload = JSON.stringify({ ...event, padding: 'x'.repeat(300 * 1024) });

      const res = await deliver(payload).expect(413);

      expect(res.body).toEqual({
        statusCode: 413,
        message: expect.any(String),
        error: 'Payload Too Large',
      });
      expect((await orderState(order.id)).status).toBe('pending');
    });

    it('marks the order paid once, as the provider, when one event comes 5 times at once to three replicas', async () => {
      const order = await placeOrder();
      const session = fake.complete(order.session().id);
      const event = sessionEvent('checkout.session.completed', session);
      const second = await createReplica(t.databaseUrl);
      const third = await createReplica(t.databaseUrl);

      let answers;
      try {
        answers = await Promise.all(
          [t, second, third, second, third].map((app) => deliver(event.payload, {}, app)),
        );
      } finally {
        await second.close();
        await third.close();
      }
      const later = await deliver(event.payload);

      for (const res of [...answers, later]) expect(res.status).toBe(200);
      const state = await orderState(order.id);
      expect(state).toMatchObject({
        status: 'paid',
        payment_reference: session.payment_intent,
        sessions: [{ state: 'paid', attempt: 1 }],
      });
      expect(state.history.filter((step) => step.action === 'paid')).toEqual([
        { action: 'paid', actor_label: 'provider' },
      ]);
      expect(state.audit.filter((entry) => entry.action === 'order.paid')).toEqual([
        { action: 'order.paid', actor_label: 'provider' },
      ]);
      expect((await mailKinds(order.email)).filter((kind) => kind === 'order-paid')).toHaveLength(
        1,
      );
      expect(
        await t.query('SELECT outcome FROM payment_events WHERE event_id = $1', [event.id]),
      ).toEqual([{ outcome: 'paid' }]);
    });

    it("closes a cancelled order's open payment page at the provider", async () => {
      const order = await placeOrder();

      await t
        .http()
        .post(`/api/admin/orders/${order.id}/cancel`)
        .set('Cookie', ownerCookie)
        .send({ reason: 'Shopper asked' })
        .expect(200);

      expect(order.session().status).toBe('expired');
      expect(
        fake.callsTo('POST', `/v1/checkout/sessions/${order.session().id}/expire`),
      ).toHaveLength(1);
      expect((await orderState(order.id)).sessions).toEqual([{ state: 'expired', attempt: 1 }]);
    });

    it('leaves a cancelled order cancelled when its payment comes, and tells the owner', async () => {
      const order = await placeOrder();
      // Paid on the provider's page while the owner cancelled: too late to close it.
      const session = fake.complete(order.session().id);
      await t
        .http()
        .post(`/api/admin/orders/${order.id}/cancel`)
        .set('Cookie', ownerCookie)
        .send({ reason: 'Shopper asked' })
        .expect(200);
      const ownerMailsBefore = (await mailKinds(OWNER)).length;

      await deliver(sessionEvent('checkout.session.completed', session).payload).expect(200);

      const state = await orderState(order.id);
      expect(state).toMatchObject({ status: 'cancelled', sessions: [{ state: 'paid' }] });
      expect(state.audit.map((entry) => entry.action)).toEqual([
        'order.cancelled',
        'order.payment_flagged',
      ]);
      expect((await mailKinds(OWNER)).slice(ownerMailsBefore)).toEqual(['owner-payment-alert']);
      expect(state.history.map((step) => step.action)).toEqual([
        'placed',
        'cancelled',
        'payment-flagged',
      ]);
      const flagged = await t.query<{ status: string; note: string; actor_label: string }>(
        `SELECT status, note, actor_label FROM order_events
          WHERE order_id = $1 AND action = 'payment-flagged'`,
        [order.id],
      );
      expect(flagged).toEqual([
        {
          status: 'cancelled',
          note: expect.stringContaining('The order was cancelled when the payment came'),
          actor_label: 'provider',
        },
      ]);
      expect(flagged[0].note).toContain(session.id);
    });

    it("leaves an order unpaid and tells the owner when the amount is not the order's", async () => {
      const order = await placeOrder();
      const session: FakeSession = { ...fake.complete(order.session().id), amount_total: 100 };
      const ownerMailsBefore = (await mailKinds(OWNER)).length;

      await deliver(sessionEvent('checkout.session.completed', session).payload).expect(200);

      const state = await orderState(order.id);
      expect(state).toMatchObject({ status: 'pending', sessions: [{ state: 'mismatch' }] });
      expect(state.history).toEqual([
        { action: 'placed', actor_label: 'shopper' },
        { action: 'payment-flagged', actor_label: 'provider' },
      ]);
      const detail = await ownerOrder(order.id);
      const history = (detail.body as AdminOrderDetail).history;
      expect(history[history.length - 1]).toMatchObject({
        action: 'payment-flagged',
        status: 'pending',
        note: expect.stringMatching(/not the order's total\. Paid 1\.00 USD of \$/),
      });
      // The shopper's history leaves it out.
      const shopper = await t
        .http()
        .get(`/api/orders/${order.id}`)
        .set('X-Session-Id', order.sessionId)
        .expect(200);
      expect(JSON.stringify(shopper.body)).not.toContain('payment-flagged');
      expect(state.audit).toEqual([{ action: 'order.payment_flagged', actor_label: 'provider' }]);
      expect((await mailKinds(OWNER)).slice(ownerMailsBefore)).toEqual(['owner-payment-alert']);
      expect(await mailKinds(order.email)).not.toContain('order-paid');
    });

    it('waits for the bank, then offers a new page once the payment did not go through', async () => {
      const order = await placeOrder();
      const first = fake.complete(order.session().id, 'unpaid');
      await deliver(sessionEvent('checkout.session.completed', first).payload).expect(200);
      const waiting = await t
        .http()
        .post(`/api/orders/${order.id}/payment`)
        .set('X-Session-Id', order.sessionId)
        .expect(201);
      expect(waiting.body).toEqual({ url: null, state: 'processing' });
      const waitingPage = await t
        .http()
        .get(`/api/orders/${order.id}`)
        .set('X-Session-Id', order.sessionId)
        .expect(200);
      expect(waitingPage.body).toMatchObject({
        status: 'pending',
        payment: { state: 'processing' },
      });

      await deliver(sessionEvent('checkout.session.async_payment_failed', first).payload).expect(
        200,
      );
      // Out of order: the first page's expiry, late, changes nothing.
      await deliver(sessionEvent('checkout.session.expired', first).payload).expect(200);
      const retry = await t
        .http()
        .post(`/api/orders/${order.id}/payment`)
        .set('X-Session-Id', order.sessionId)
        .expect(201);
      const second = order.session();

      expect(second.id).not.toBe(first.id);
      expect(retry.body).toEqual({ url: second.url, state: 'open' });
      expect(fake.calls.at(-1)?.headers['idempotency-key']).toMatch(/-session-2$/);
      expect((await orderState(order.id)).sessions).toEqual([
        { state: 'failed', attempt: 1 },
        { state: 'open', attempt: 2 },
      ]);

      const paid = fake.complete(second.id);
      await deliver(sessionEvent('checkout.session.completed', paid).payload).expect(200);
      expect((await orderState(order.id)).status).toBe('paid');
      const page = await t
        .http()
        .get(`/api/orders/${order.id}`)
        .set('X-Session-Id', order.sessionId)
        .expect(200);
      expect(page.body).toMatchObject({ status: 'paid', payment: { state: 'paid' } });
      await t
        .http()
        .post(`/api/orders/${order.id}/payment`)
        .set('X-Session-Id', order.sessionId)
        .expect(409);
    });

    it("answers another session's request for an order's page as not found", async () => {
      const order = await placeOrder();
      await t
        .http()
        .post(`/api/orders/${order.id}/payment`)
        .set('X-Session-Id', newSessionId())
        .expect(404);
    });
  });

  describe('the reconciliation', () => {
    const backdate = (id: number, minutes: number) =>
      t.query(
        `UPDATE payment_sessions SET created_at = now() - make_interval(mins => $2)
          WHERE order_id = $1`,
        [id, minutes],
      );

    it('settles a payment whose webhook was lost, once, and the late webhook changes nothing', async () => {
      const lost = await placeOrder();
      const young = await placeOrder();
      const session = fake.complete(lost.session().id);
      fake.complete(young.session().id);
      await backdate(lost.id, 31);
      await backdate(young.id, 5);
      const asked = () => fake.calls.filter((call) => call.method === 'GET').map((c) => c.path);
      const askedBefore = asked().length;

      await t.app.get(PaymentReconciliation).reconcile();
      await t.app.get(PaymentReconciliation).reconcile();

      expect(asked().slice(askedBefore)).toEqual([`/v1/checkout/sessions/${session.id}`]);
      const state = await orderState(lost.id);
      expect(state).toMatchObject({ status: 'paid', sessions: [{ state: 'paid' }] });
      expect(state.history.filter((step) => step.action === 'paid')).toEqual([
        { action: 'paid', actor_label: 'provider' },
      ]);
      // Younger than PAYMENT_RECONCILE_AFTER_MINUTES (30): not asked about yet.
      expect((await orderState(young.id)).status).toBe('pending');

      await deliver(sessionEvent('checkout.session.completed', session).payload).expect(200);
      expect((await orderState(lost.id)).history.map((step) => step.action)).toEqual([
        'placed',
        'paid',
      ]);
      expect((await mailKinds(lost.email)).filter((kind) => kind === 'order-paid')).toHaveLength(1);
    });

    it('marks a session that expired unseen as expired, so the next try makes a new one', async () => {
      const order = await placeOrder();
      fake.expire(order.session().id);
      await backdate(order.id, 60);

      await t.app.get(PaymentReconciliation).reconcile();

      expect((await orderState(order.id)).sessions).toEqual([{ state: 'expired', attempt: 1 }]);
      const retry = await t
        .http()
        .post(`/api/orders/${order.id}/payment`)
        .set('X-Session-Id', order.sessionId)
        .expect(201);
      expect(retry.body).toEqual({ url: order.session().url, state: 'open' });
      expect(fake.sessionsFor(order.id)).toHaveLength(2);
    });
  });

  describe('refunds', () => {
    async function paidOrder() {
      const order = await placeOrder();
      const session = fake.complete(order.session().id);
      await deliver(sessionEvent('checkout.session.completed', session).payload).expect(200);
      return { ...order, paymentIntent: session.payment_intent as string };
    }

    const ownerPost = (id: number, path: string, body: Record<string, unknown>) =>
      t.http().post(`/api/admin/orders/${id}/${path}`).set('Cookie', ownerCookie).send(body);

    const refundsOf = (id: number) =>
      t.query<{ amount_cents: number; reference: string | null; actor_label: string }>(
        'SELECT amount_cents, reference, actor_label FROM order_refunds WHERE order_id = $1 ORDER BY id',
        [id],
      );

    const providerRefundsOf = (paymentIntent: string) =>
      fake.refunds.filter((refund) => refund.payment_intent === paymentIntent);

    it('refunds a card order through the provider once under a double click, then records it', async () => {
      const order = await paidOrder();
      const body = { amount: order.total, method: 'card' };

      const answers = await Promise.all([1, 2].map(() => ownerPost(order.id, 'refunds', body)));

      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const [made] = providerRefundsOf(order.paymentIntent);
      expect(providerRefundsOf(order.paymentIntent)).toHaveLength(1);
      expect(made).toMatchObject({ amount: toCents(order.total), status: 'succeeded' });
      const [call] = fake
        .callsTo('POST', '/v1/refunds')
        .filter((c) => c.form.payment_intent === order.paymentIntent);
      expect(call.headers['idempotency-key']).toMatch(
        new RegExp(`^healing-order-${order.id}-\\d+-refund-1-${toCents(order.total)}$`),
      );
      expect(await refundsOf(order.id)).toEqual([
        { amount_cents: toCents(order.total), reference: made.id, actor_label: 'keeper' },
      ]);
      expect(
        (await mailKinds(order.email)).filter((kind) => kind === 'order-refunded'),
      ).toHaveLength(1);
    });

    it('gives a cancelled card order its money back through the provider', async () => {
      const order = await paidOrder();

      await ownerPost(order.id, 'cancel', { reason: 'Out of thread' }).expect(200);

      const [made] = providerRefundsOf(order.paymentIntent);
      expect(made).toMatchObject({ amount: toCents(order.total) });
      expect(await refundsOf(order.id)).toEqual([
        expect.objectContaining({ amount_cents: toCents(order.total), reference: made.id }),
      ]);
    });

    it("refuses to undo the provider's 'paid': the money is given back by a refund", async () => {
      const order = await paidOrder();

      const res = await ownerPost(order.id, 'undo', { step: 'paid' }).expect(409);

      expect(res.body.message).toContain('by the payment provider');
      expect((await orderState(order.id)).status).toBe('paid');
    });

    it('shows the owner each payment attempt, its refunds through the provider and its dashboard link', async () => {
      const order = await paidOrder();
      await ownerPost(order.id, 'refunds', { amount: '5.00', method: 'card' }).expect(200);
      await ownerPost(order.id, 'refunds', { amount: '1.00', method: 'cash' }).expect(200);
      const [made] = providerRefundsOf(order.paymentIntent);

      const res = await ownerOrder(order.id);

      expect(res.body.payments).toEqual([
        {
          provider: 'stripe',
          attempt: 1,
          sessionId: order.session().id,
          state: 'paid',
          amount: order.total,
          amountReceived: order.total,
          currency: 'USD',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          paymentReference: order.paymentIntent,
          // A test key (sk_test_...): the test dashboard.
          dashboardUrl: `https://dashboard.stripe.com/test/payments/${order.paymentIntent}`,
          refunds: [
            { at: expect.any(String), amount: '5.00', reference: made.id, state: 'succeeded' },
          ],
        },
      ]);
      expect(Date.parse(res.body.payments[0].updatedAt)).toBeGreaterThanOrEqual(
        Date.parse(res.body.payments[0].createdAt),
      );
    });

    it('shows a mismatched payment with the amount that came in, and no attempt on a PayPal order', async () => {
      const order = await placeOrder();
      const session: FakeSession = { ...fake.complete(order.session().id), amount_total: 100 };
      await deliver(sessionEvent('checkout.session.completed', session).payload).expect(200);

      const res = await ownerOrder(order.id);

      expect(res.body.payments).toEqual([
        expect.objectContaining({
          state: 'mismatch',
          amount: order.total,
          amountReceived: '1.00',
          currency: 'USD',
          paymentReference: session.payment_intent,
          refunds: [],
        }),
      ]);

      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id, 1).expect(201);
      const paypal = await checkout(t, checkoutBody(sessionId, { paymentMethod: 'paypal' })).expect(
        201,
      );
      const paypalOrder = await ownerOrder(paypal.body.id as number);
      expect(paypalOrder.body).not.toHaveProperty('payments');
    });

    it('makes a partial refund sent twice with its Idempotency-Key once, and a new key a new one', async () => {
      const order = await paidOrder();
      const send = (key: string, amount: string) =>
        ownerPost(order.id, 'refunds', { amount, method: 'card' }).set('Idempotency-Key', key);

      const answers = await Promise.all([send('rf-double', '5.00'), send('rf-double', '5.00')]);

      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(answers[1].body.refunds).toEqual(answers[0].body.refunds);
      expect(providerRefundsOf(order.paymentIntent)).toHaveLength(1);
      const [call] = fake
        .callsTo('POST', '/v1/refunds')
        .filter((c) => c.form.payment_intent === order.paymentIntent);
      expect(call.headers['idempotency-key']).toMatch(
        new RegExp(`^healing-order-${order.id}-\\d+-refund-rf-double$`),
      );
      const reused = await send('rf-double', '6.00').expect(409);
      expect(reused.body).toMatchObject({ field: 'Idempotency-Key' });

      await send('rf-second', '5.00').expect(200);

      expect(providerRefundsOf(order.paymentIntent)).toHaveLength(2);
      expect((await refundsOf(order.id)).map((refund) => refund.amount_cents)).toEqual([500, 500]);
      expect(
        (await mailKinds(order.email)).filter((kind) => kind === 'order-refunded'),
      ).toHaveLength(2);
    });

    describe('that the provider confirms later', () => {
      const stateOf = async (id: number) =>
        (
          await t.query<{ provider_state: string }>(
            'SELECT provider_state FROM order_refunds WHERE order_id = $1 ORDER BY id',
            [id],
          )
        ).map((row) => row.provider_state);

      async function pendingRefund() {
        const order = await paidOrder();
        fake.refundStatus = 'pending';
        try {
          const res = await ownerPost(order.id, 'refunds', { amount: '5.00', method: 'card' });
          expect(res.status).toBe(200);
          const detail = res.body as AdminOrderDetail;
          expect(detail.refunds).toEqual([
            expect.objectContaining({ amount: '5.00', providerState: 'pending' }),
          ]);
          expect(detail.history.at(-1)?.note).toContain('pending at the payment provider');
        } finally {
          fake.refundStatus = 'succeeded';
        }
        const [refund] = providerRefundsOf(order.paymentIntent);
        return { ...order, refund };
      }

      it('records a pending refund, then confirms it on its webhook, once', async () => {
        const order = await pendingRefund();
        const event = sessionEvent(
          'refund.updated',
          fake.settleRefund(order.refund.id, 'succeeded'),
        );

        await Promise.all([1, 2, 3].map(() => deliver(event.payload).expect(200)));

        expect(await stateOf(order.id)).toEqual(['succeeded']);
        const state = await orderState(order.id);
        expect(state.history.filter((step) => step.action === 'refund-confirmed')).toEqual([
          { action: 'refund-confirmed', actor_label: 'provider' },
        ]);
        expect(state.audit.map((entry) => entry.action)).toContain('order.refund_confirmed');
      });

      it('counts a refund that failed at the provider as not given back, and tells the owner', async () => {
        const order = await pendingRefund();
        const ownerMailsBefore = (await mailKinds(OWNER)).length;

        await deliver(
          sessionEvent('refund.failed', fake.settleRefund(order.refund.id, 'failed')).payload,
        ).expect(200);

        expect(await stateOf(order.id)).toEqual(['failed']);
        expect((await mailKinds(OWNER)).slice(ownerMailsBefore)).toEqual(['owner-payment-alert']);
        const [alert] = await t.query<{ subject: string; text_body: string }>(
          `SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
          [OWNER],
        );
        expect(alert.subject).toBe(`Order #${order.id}: a refund of $5.00 failed`);
        expect(alert.text_body).toContain('expired_or_canceled_card');
        const detail = await ownerOrder(order.id);
        const shown = detail.body as AdminOrderDetail;
        expect(shown.refunds).toEqual([
          expect.objectContaining({ amount: '5.00', providerState: 'failed' }),
        ]);
        expect(shown.payments?.[0].refunds).toEqual([
          expect.objectContaining({ amount: '5.00', state: 'failed' }),
        ]);
        expect(shown.history.at(-1)).toMatchObject({
          action: 'refund-failed',
          note: expect.stringContaining('not given back (expired_or_canceled_card)'),
        });

        // Nothing was given back: the whole total can be refunded again.
        await ownerPost(order.id, 'refunds', { amount: order.total, method: 'card' }).expect(200);
        expect(await stateOf(order.id)).toEqual(['failed', 'succeeded']);
      });

      it('settles a pending refund whose webhook was lost through the reconciliation', async () => {
        const order = await pendingRefund();
        await t.query(
          `UPDATE order_refunds SET at = now() - interval '31 minutes' WHERE order_id = $1`,
          [order.id],
        );
        fake.settleRefund(order.refund.id, 'succeeded');

        await t.app.get(PaymentReconciliation).reconcile();

        expect(await stateOf(order.id)).toEqual(['succeeded']);
        expect(fake.callsTo('GET', `/v1/refunds/${order.refund.id}`)).toHaveLength(1);
      });

      it("takes a refund's event about a refund the shop did not make, and changes nothing", async () => {
        const order = await paidOrder();
        const stranger = {
          ...fake.settleRefund((await pendingRefund()).refund.id, 'succeeded'),
          id: 're_test_made_in_the_dashboard',
          metadata: { orderId: String(order.id) },
        };

        await deliver(sessionEvent('refund.updated', stranger).payload).expect(200);

        expect(await refundsOf(order.id)).toEqual([]);
        expect((await orderState(order.id)).history.map((step) => step.action)).toEqual([
          'placed',
          'paid',
        ]);
      });
    });

    it('only records a refund the owner gave by other means', async () => {
      const order = await paidOrder();

      await ownerPost(order.id, 'refunds', { amount: '5.00', method: 'cash' }).expect(200);

      expect(providerRefundsOf(order.paymentIntent)).toEqual([]);
      expect(await refundsOf(order.id)).toEqual([
        { amount_cents: 500, reference: null, actor_label: 'keeper' },
      ]);
    });
  });

  describe('with a write limit per address', () => {
    let limited: TestApp;
    const savedLimit = process.env.WRITE_RATE_LIMIT_PER_MINUTE;

    beforeAll(async () => {
      process.env.WRITE_RATE_LIMIT_PER_MINUTE = '3';
      limited = await createTestApp();
    });
    afterAll(async () => {
      await limited.close();
      process.env.WRITE_RATE_LIMIT_PER_MINUTE = savedLimit;
    });

    it("never throttles the provider's deliveries, nor counts them against the address", async () => {
      for (let i = 0; i < 6; i += 1) {
        await limited
          .http()
          .post(WEBHOOK)
          .set('Content-Type', 'application/json')
          .send('{}')
          .expect(400);
      }
      // The address's own writes still have their whole budget of 3, and no more.
      const visitor = newSessionId();
      const product = await insertProduct(limited, { price: '12.50' });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await addToCart(limited, visitor, product.id, 1)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    });
  });
});
