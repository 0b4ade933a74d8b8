import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  type TestProduct,
} from './cart-fixtures';
import type { ShopperOrderDto } from '@healing/contracts';
import type { AdminOrderDetail, AdminOrderPage } from '@healing/contracts/admin';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'amber-fox-window-77';
const PLEASE_SIGN_IN = { statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' };
const LINK = 'https://pay.example.com/checkout/cs_test_a1B2c3';

interface Placed {
  id: number;
  sessionId: string;
  email: string;
}

/** Everything stored about an order's life, to show that a refused request left no trace. */
async function traces(t: TestApp, id: number) {
  const [order] = await t.query(
    `SELECT status, payment_link, payment_link_sent_at, payment_reference, paid_at,
            tracking_number, shipped_at, delivered_at, cancelled_at
       FROM orders WHERE id = $1`,
    [id],
  );
  const events = await t.query('SELECT id FROM order_events WHERE order_id = $1', [id]);
  const audit = await t.query(
    "SELECT id FROM audit_log WHERE target_type = 'order' AND target_id = $1",
    [String(id)],
  );
  const mails = await t.query('SELECT id FROM mail_outbox');
  return { order, events: events.length, audit: audit.length, mails: mails.length };
}

describe('the back office orders: access', () => {
  let t: TestApp;
  let product: TestProduct;
  let order: Placed;

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'keeper', PASSWORD);
    product = await insertProduct(t, { price: '20.00', name: 'Calm Candle' });
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, 1).expect(201);
    const body = checkoutBody(sessionId);
    const res = await checkout(t, body).expect(201);
    order = { id: res.body.id as number, sessionId, email: body.email };
  });
  afterAll(async () => {
    await t.close();
  });

  type Call = { name: string; method: 'get' | 'post'; path: string; body?: object };
  const calls = (): Call[] => [
    { name: 'list', method: 'get', path: '/api/admin/orders' },
    { name: 'detail', method: 'get', path: `/api/admin/orders/${order.id}` },
    {
      name: 'payment link',
      method: 'post',
      path: `/api/admin/orders/${order.id}/payment-link`,
      body: { url: LINK },
    },
    { name: 'paid', method: 'post', path: `/api/admin/orders/${order.id}/paid`, body: {} },
    {
      name: 'shipped',
      method: 'post',
      path: `/api/admin/orders/${order.id}/shipped`,
      body: { trackingNumber: 'TRACK1' },
    },
    {
      name: 'delivered',
      method: 'post',
      path: `/api/admin/orders/${order.id}/delivered`,
      body: {},
    },
    { name: 'cancel', method: 'post', path: `/api/admin/orders/${order.id}/cancel`, body: {} },
  ];

  async function expectRefused(headers: Record<string, string>): Promise<void> {
    const before = await traces(t, order.id);
    for (const call of calls()) {
      const req = t.http()[call.method](call.path).set(headers);
      const res = await (call.body ? req.send(call.body) : req);
      expect({ call: call.name, status: res.status, body: res.body }).toEqual({
        call: call.name,
        status: 401,
        body: PLEASE_SIGN_IN,
      });
    }
    expect(await traces(t, order.id)).toEqual(before);
  }

  it('refuses a request without a session', async () => {
    await expectRefused({});
  });

  it("refuses a shopper's X-Session-Id, even the one that placed the order", async () => {
    await expectRefused({ 'X-Session-Id': order.sessionId });
  });

  it('refuses an expired session', async () => {
    const cookie = await signIn(t, 'keeper', PASSWORD);
    await t.query(
      `UPDATE admin_sessions SET expires_at = now() - interval '1 second', last_seen_at = now()`,
    );
    await expectRefused({ Cookie: cookie });
  });

  it("lets the owner's session through every endpoint", async () => {
    const cookie = await signIn(t, 'keeper', PASSWORD);
    const statuses: Record<string, number> = {};
    for (const call of calls()) {
      const req = t.http()[call.method](call.path).set('Cookie', cookie);
      const res = await (call.body ? req.send(call.body) : req);
      statuses[call.name] = res.status;
    }
    // The steps run in order, so each finds the order in the status it needs; cancel comes
    // after delivery and is refused as such.
    expect(statuses).toEqual({
      list: 200,
      detail: 200,
      'payment link': 200,
      paid: 200,
      shipped: 200,
      delivered: 200,
      cancel: 409,
    });
  });
});

describe('the back office orders: list, search and paging', () => {
  let t: TestApp;
  let cookie: string;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'keeper', PASSWORD);
    cookie = await signIn(t, 'keeper', PASSWORD);
    const product = await insertProduct(t, { price: '10.00', name: 'Soft Scarf' });
    const people = [
      { firstName: 'Maya', lastName: 'Rivers', email: 'maya.rivers@example.com' },
      { firstName: 'Jonah', lastName: 'Stone', email: 'jonah@stone.example' },
      { firstName: 'Ana', lastName: 'Mayall', email: 'ana@example.org' },
      { firstName: 'Lee', lastName: 'Park', email: 'LEE.PARK@Example.com' },
      { firstName: 'Sam', lastName: 'Wu', email: 'sam_100%@example.net' },
    ];
    for (const [index, person] of people.entries()) {
      const sessionId = newSessionId();
      await addToCart(t, sessionId, product.id, index + 1).expect(201);
      const res = await checkout(t, checkoutBody(sessionId, person)).expect(201);
      ids.push(res.body.id as number);
    }
    // Placed a day apart, the first one earliest.
    for (const [index, id] of ids.entries()) {
      await t.query(
        `UPDATE orders SET created_at = timestamptz '2025-03-01T10:00:00Z' + $2 * interval '1 day' WHERE id = $1`,
        [id, index],
      );
    }
    await t.query(`UPDATE orders SET status = 'paid' WHERE id = ANY($1)`, [[ids[1], ids[3]]]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function list(query: Record<string, string | number>) {
    const res = await t.http().get('/api/admin/orders').query(query).set('Cookie', cookie);
    return res;
  }
  async function idsOf(query: Record<string, string | number>): Promise<number[]> {
    const res = await list(query);
    expect(res.status).toBe(200);
    return (res.body.items as { id: number }[]).map((item) => item.id);
  }

  it('lists every order newest first, with the summary fields', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect((res.body as AdminOrderPage).items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(res.body.items[4]).toEqual({
      id: ids[0],
      createdAt: '2025-03-01T10:00:00.000Z',
      status: 'pending',
      email: 'maya.rivers@example.com',
      firstName: 'Maya',
      lastName: 'Rivers',
      total: '20.79',
      itemCount: 1,
    });
    expect(res.body.items[0]).toMatchObject({ id: ids[4], itemCount: 5, total: '63.99' });
  });

  it('filters by status; a blank status means all', async () => {
    expect(await idsOf({ status: 'paid' })).toEqual([ids[3], ids[1]]);
    expect(await idsOf({ status: 'pending' })).toEqual([ids[4], ids[2], ids[0]]);
    expect(await idsOf({ status: 'shipped' })).toEqual([]);
    expect(await idsOf({ status: '' })).toHaveLength(5);
  });

  it('searches the order number, the e-mail and the name', async () => {
    expect(await idsOf({ q: String(ids[2]) })).toContain(ids[2]);
    expect(await idsOf({ q: `#${ids[2]}` })).toEqual([ids[2]]);
    expect(await idsOf({ q: 'STONE.EX' })).toEqual([ids[1]]);
    expect(await idsOf({ q: 'lee.park@example' })).toEqual([ids[3]]);
    expect(await idsOf({ q: 'maya' })).toEqual([ids[2], ids[0]]);
    expect(await idsOf({ q: 'Maya Rivers' })).toEqual([ids[0]]);
    expect(await idsOf({ q: '  maya   rivers ' })).toEqual([ids[0]]);
    expect(await idsOf({ q: 'Rivers Maya' })).toEqual([]);
    // LIKE's wildcards match only themselves.
    expect(await idsOf({ q: '100%' })).toEqual([ids[4]]);
    expect(await idsOf({ q: '%' })).toEqual([ids[4]]);
    expect(await idsOf({ q: '_' })).toEqual([ids[4]]);
    expect(await idsOf({ q: 'maya', status: 'paid' })).toEqual([]);
    expect(await idsOf({ q: '#99999999999' })).toEqual([]);
  });

  it('pages, with the total of all matches', async () => {
    const first = await list({ page: 1, pageSize: 2 });
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect((first.body as AdminOrderPage).items.map((i) => i.id)).toEqual([ids[4], ids[3]]);
    const last = await list({ page: 3, pageSize: 2 });
    expect((last.body as AdminOrderPage).items.map((i) => i.id)).toEqual([ids[0]]);
    const beyond = await list({ page: 4, pageSize: 2 });
    expect(beyond.body).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
    expect((await list({ pageSize: 100 })).status).toBe(200);
  });

  it.each([
    [
      { status: 'completed' },
      'status must be one of: pending, paid, shipped, delivered, cancelled',
    ],
    [{ page: 0 }, 'page must be a whole number from 1 to 100000'],
    [{ page: '1e3' }, 'page must be a whole number from 1 to 100000'],
    [{ pageSize: 101 }, 'pageSize must be a whole number from 1 to 100'],
    [{ q: 'x'.repeat(201) }, 'The search can be at most 200 characters'],
    [{ sort: 'id' }, 'Unknown field "sort"'],
  ])('refuses %j', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('the back office orders: detail and the order life cycle', () => {
  let t: TestApp;
  let cookie: string;
  let product: TestProduct;

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'keeper', PASSWORD);
    await addOwner(t, 'helper', PASSWORD);
    cookie = await signIn(t, 'keeper', PASSWORD);
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

  function step(id: number, path: string, body: object = {}, as = cookie) {
    return t.http().post(`/api/admin/orders/${id}/${path}`).set('Cookie', as).send(body);
  }

  async function mailsTo(email: string) {
    return t.query<{ kind: string; subject: string; text_body: string }>(
      'SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id',
      [email],
    );
  }

  async function auditOf(id: number) {
    return t.query<{ actor_label: string; action: string; details: Record<string, unknown> }>(
      `SELECT actor_label, action, details FROM audit_log
        WHERE target_type = 'order' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
  }

  it('shows the whole order to the owner', async () => {
    const order = await placeOrder({ promoCode: 'HEALING10', paymentMethod: 'paypal' });
    const res = await t
      .http()
      .get(`/api/admin/orders/${order.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      id: order.id,
      createdAt: expect.any(String),
      status: 'pending',
      email: order.email,
      firstName: 'Maya',
      lastName: 'Rivers',
      phone: '(503) 555-0100',
      address: '12 Willow Lane',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      paymentMethod: 'paypal',
      promoCode: 'HEALING10',
      subtotal: '25.00',
      discount: '2.50',
      shipping: '9.99',
      tax: '1.80',
      total: '34.29',
      paymentLink: null,
      paymentReference: null,
      trackingNumber: null,
      carrier: null,
      items: [
        {
          name: 'Healing Shirt',
          variantLabel: 'One size',
          sku: null,
          quantity: 2,
          unitPrice: '12.50',
          lineTotal: '25.00',
          imageUrl: product.image,
          isCustomDesign: false,
          id: expect.any(Number),
          customDesignData: null,
          proofUrl: null,
          uploadDownloadUrl: null,
        },
      ],
      history: [{ at: res.body.createdAt, action: 'placed', status: 'pending', note: null }],
    });
  });

  it('answers 404 for an unknown order and 400 for a bad id, storing nothing', async () => {
    const mailsBefore = await t.query('SELECT id FROM mail_outbox');
    const missing = await t.http().get('/api/admin/orders/2000000000').set('Cookie', cookie);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Order not found', field: 'id' });
    for (const [path, body] of [
      ['payment-link', { url: LINK }],
      ['paid', {}],
      ['shipped', { trackingNumber: 'T1' }],
      ['delivered', {}],
      ['cancel', {}],
    ] as const) {
      const res = await step(2_000_000_000, path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 404,
        message: 'Order not found',
      });
    }
    await t.http().get('/api/admin/orders/abc').set('Cookie', cookie).expect(400);
    expect(await t.query('SELECT id FROM mail_outbox')).toEqual(mailsBefore);
    expect(await t.query("SELECT id FROM audit_log WHERE target_type = 'order'")).toEqual([]);
  });

  it("ships with the owner's carrier, else the one the number's shape names, and undoes it", async () => {
    const order = await placeOrder();
    await step(order.id, 'paid').expect(200);
    const refused = await step(order.id, 'shipped', {
      trackingNumber: 'T-1',
      carrier: 'pigeon',
    }).expect(400);
    expect(JSON.stringify(refused.body)).toContain(
      'carrier must be one of: usps, ups, fedex, dhl, other',
    );
    const ups = await step(order.id, 'shipped', { trackingNumber: '1z999aa10123456784' });
    expect(ups.body).toMatchObject({ status: 'shipped', carrier: 'ups' });
    const mail = (await mailsTo(order.email)).find((m) => m.kind === 'order-shipped');
    expect(mail?.text_body).toContain('Carrier: UPS');

    // A slip undone forgets the carrier with the number; another number names none.
    await step(order.id, 'undo', { step: 'shipped' }).expect(200);
    const [undone] = await t.query<{ carrier: string | null; tracking_number: string | null }>(
      'SELECT carrier, tracking_number FROM orders WHERE id = $1',
      [order.id],
    );
    expect(undone).toEqual({ carrier: null, tracking_number: null });
    const unknown = await step(order.id, 'shipped', { trackingNumber: 'TRK-42' }).expect(200);
    expect(unknown.body).toMatchObject({ trackingNumber: 'TRK-42', carrier: null });
    const other = await placeOrder();
    await step(other.id, 'paid').expect(200);
    const elsewhere = await step(other.id, 'shipped', {
      trackingNumber: 'ABC-9',
      carrier: 'other',
    }).expect(200);
    expect(elsewhere.body).toMatchObject({ carrier: 'other' });
  });

  it('walks an order from pending to delivered, with e-mails, audit and history', async () => {
    const order = await placeOrder();

    const linked = await step(order.id, 'payment-link', { url: `  ${LINK}  ` }).expect(200);
    expect(linked.body).toMatchObject({ status: 'pending', paymentLink: LINK });

    const paid = await step(order.id, 'paid', { reference: ' PAY-778 ' }).expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', paymentReference: 'PAY-778' });

    const shipped = await step(order.id, 'shipped', {
      trackingNumber: '1Z 999 AA1',
      carrier: 'fedex',
    }).expect(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z 999 AA1',
      carrier: 'fedex',
    });

    const delivered = await step(order.id, 'delivered').expect(200);
    expect(delivered.body).toMatchObject({
      status: 'delivered',
      paymentLink: LINK,
      paymentReference: 'PAY-778',
      trackingNumber: '1Z 999 AA1',
    });
    expect(
      (delivered.body as AdminOrderDetail).history.map((h) => [h.action, h.status, h.note]),
    ).toEqual([
      ['placed', 'pending', null],
      ['payment-link-sent', 'pending', LINK],
      ['paid', 'paid', 'PAY-778'],
      ['shipped', 'shipped', '1Z 999 AA1'],
      ['delivered', 'delivered', null],
    ]);

    const [stored] = await t.query<Record<string, Date | null>>(
      `SELECT payment_link_sent_at, paid_at, shipped_at, delivered_at, cancelled_at
         FROM orders WHERE id = $1`,
      [order.id],
    );
    expect(stored.payment_link_sent_at).toBeInstanceOf(Date);
    expect(stored.paid_at).toBeInstanceOf(Date);
    expect(stored.shipped_at).toBeInstanceOf(Date);
    expect(stored.delivered_at).toBeInstanceOf(Date);
    expect(stored.cancelled_at).toBeNull();
    const events = await t.query<{ actor_label: string }>(
      'SELECT actor_label FROM order_events WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    expect(events.map((e) => e.actor_label)).toEqual([
      'shopper',
      'keeper',
      'keeper',
      'keeper',
      'keeper',
    ]);

    const mails = await mailsTo(order.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['order-confirmation', `Your Healing Shop order #${order.id}`],
      ['order-payment-link', `Pay for your Healing Shop order #${order.id}`],
      ['order-paid', `We have received your payment for order #${order.id}`],
      ['order-shipped', `Your Healing Shop order #${order.id} is on its way`],
      ['order-delivered', `Your Healing Shop order #${order.id} has been delivered`],
    ]);
    expect(mails[1].text_body).toContain(`\n${LINK}\n`);
    expect(mails[1].text_body).toContain('pay the $36.99 with this secure link');
    expect(mails[2].text_body).toContain(`order #${order.id}`);
    expect(mails[3].text_body).toContain('Carrier: FedEx\nTracking number: 1Z 999 AA1');
    expect(mails[3].text_body).toContain('https://www.fedex.com/fedextrack/?trknbr=1Z999AA1');
    expect(mails[4].text_body).toContain(`Your order #${order.id} has been delivered.`);

    expect(await auditOf(order.id)).toEqual([
      {
        actor_label: 'keeper',
        action: 'order.payment_link_sent',
        details: { from: 'pending', to: 'pending', linkHost: 'pay.example.com' },
      },
      {
        actor_label: 'keeper',
        action: 'order.paid',
        details: { from: 'pending', to: 'paid', reference: 'PAY-778' },
      },
      {
        actor_label: 'keeper',
        action: 'order.shipped',
        details: { from: 'paid', to: 'shipped', trackingNumber: '1Z 999 AA1', carrier: 'fedex' },
      },
      {
        actor_label: 'keeper',
        action: 'order.delivered',
        details: { from: 'shipped', to: 'delivered' },
      },
    ]);

    // The shopper sees where the order stands, without notes, owner names or the reference.
    const mine = await t
      .http()
      .get(`/api/orders/${order.id}`)
      .set('X-Session-Id', order.sessionId)
      .expect(200);
    expect(mine.body).toMatchObject({
      status: 'delivered',
      paymentLink: null,
      trackingNumber: '1Z 999 AA1',
      carrier: 'fedex',
    });
    expect(mine.body.history).toEqual(
      (delivered.body as AdminOrderDetail).history.map((h) => ({
        at: h.at,
        action: h.action,
      })),
    );
    expect(JSON.stringify(mine.body)).not.toContain('PAY-778');
    expect(JSON.stringify(mine.body)).not.toContain('keeper');
    expect(mine.body).not.toHaveProperty('paymentReference');
  });

  it('shows the shopper the payment link while the order awaits payment', async () => {
    const order = await placeOrder();
    await step(order.id, 'payment-link', { url: LINK }).expect(200);
    const mine = await t
      .http()
      .get(`/api/orders/${order.id}`)
      .set('X-Session-Id', order.sessionId)
      .expect(200);
    expect(mine.body).toMatchObject({ status: 'pending', paymentLink: LINK, trackingNumber: null });
    expect((mine.body as ShopperOrderDto).history.map((h) => h.action)).toEqual([
      'placed',
      'payment-link-sent',
    ]);
    // Still the session's own order only.
    await t.http().get(`/api/orders/${order.id}`).set('X-Session-Id', newSessionId()).expect(404);
  });

  it('sends a new payment link again, replacing the first', async () => {
    const order = await placeOrder();
    await step(order.id, 'payment-link', { url: LINK }).expect(200);
    const second = `${LINK}-again`;
    const res = await step(order.id, 'payment-link', { url: second }).expect(200);
    expect(res.body.paymentLink).toBe(second);
    const mails = await mailsTo(order.email);
    expect(mails.filter((m) => m.kind === 'order-payment-link')).toHaveLength(2);
    expect(mails[2].text_body).toContain(second);
  });

  it('cancels a pending order with a reason, and a paid one with a refund', async () => {
    const pending = await placeOrder();
    const res = await step(pending.id, 'cancel', { reason: 'Asked by the shopper' }).expect(200);
    expect(res.body.status).toBe('cancelled');
    expect((res.body as AdminOrderDetail).history.at(-1)).toMatchObject({
      action: 'cancelled',
      status: 'cancelled',
      note: 'Asked by the shopper',
    });
    const [mail] = (await mailsTo(pending.email)).slice(-1);
    expect(mail.subject).toBe(`Your Healing Shop order #${pending.id} has been cancelled`);
    expect(mail.text_body).toContain('Reason: Asked by the shopper');
    expect(mail.text_body).not.toContain('refund');

    const paid = await placeOrder();
    await step(paid.id, 'paid').expect(200);
    await step(paid.id, 'cancel').expect(200);
    // The cancellation's mail, then the refund's own (order-refunds.e2e-spec.ts has the refund).
    const [paidMail, refundMail] = (await mailsTo(paid.email)).slice(-2);
    expect(paidMail.kind).toBe('order-cancelled');
    expect(refundMail.kind).toBe('order-refunded');
    expect(paidMail.text_body).toContain('we will refund the $36.99 in full');
    expect(paidMail.text_body).not.toContain('Reason:');
    const [cancelled] = await t.query('SELECT cancelled_at FROM orders WHERE id = $1', [paid.id]);
    expect(cancelled.cancelled_at).toBeInstanceOf(Date);
    expect((await auditOf(paid.id)).at(-2)).toEqual({
      actor_label: 'keeper',
      action: 'order.cancelled',
      details: { from: 'paid', to: 'cancelled' },
    });
    expect((await auditOf(paid.id)).at(-1)).toEqual({
      actor_label: 'keeper',
      action: 'order.refunded',
      details: { amountCents: 3699, method: 'card', full: true },
    });
  });

  describe('refuses a step that does not fit, storing nothing', () => {
    const STEPS = {
      link: ['payment-link', { url: LINK }],
      paid: ['paid', {}],
      shipped: ['shipped', { trackingNumber: 'T-1' }],
      delivered: ['delivered', {}],
      cancel: ['cancel', {}],
    } as const;
    type Step = keyof typeof STEPS;
    const REACH: Record<string, Step[]> = {
      pending: [],
      paid: ['paid'],
      shipped: ['paid', 'shipped'],
      delivered: ['paid', 'shipped', 'delivered'],
      cancelled: ['cancel'],
    };

    it.each<[string, Step, string]>([
      ['pending', 'shipped', 'is awaiting payment: it can be shipped once it is paid.'],
      [
        'pending',
        'delivered',
        'is awaiting payment: it can be marked as delivered once it is paid and shipped.',
      ],
      ['paid', 'link', 'is paid: it needs no payment link any more.'],
      ['paid', 'paid', 'is paid: it cannot be marked as paid twice.'],
      ['paid', 'delivered', 'is paid: it can be marked as delivered once it is shipped.'],
      ['shipped', 'link', 'has been shipped: it needs no payment link any more.'],
      ['shipped', 'paid', 'has been shipped: it was paid before it was shipped.'],
      ['shipped', 'shipped', 'has been shipped: it cannot be shipped twice.'],
      ['shipped', 'cancel', 'has been shipped: it can no longer be cancelled.'],
      ['delivered', 'link', 'has been delivered: it needs no payment link any more.'],
      ['delivered', 'paid', 'has been delivered: it was paid before it was delivered.'],
      ['delivered', 'shipped', 'has been delivered: it cannot be shipped again.'],
      ['delivered', 'delivered', 'has been delivered: it cannot be marked as delivered twice.'],
      ['delivered', 'cancel', 'has been delivered: it can no longer be cancelled.'],
      ['cancelled', 'link', 'was cancelled: no payment link can be sent for it.'],
      ['cancelled', 'paid', 'was cancelled: it cannot be marked as paid.'],
      ['cancelled', 'shipped', 'was cancelled: it cannot be shipped.'],
      ['cancelled', 'delivered', 'was cancelled: it cannot be marked as delivered.'],
      ['cancelled', 'cancel', 'was cancelled: it cannot be cancelled twice.'],
    ])('an order that %s refuses %s', async (status, refused, message) => {
      const order = await placeOrder();
      for (const reach of REACH[status]) {
        const [path, body] = STEPS[reach];
        await step(order.id, path, body).expect(200);
      }
      const before = await traces(t, order.id);
      const [path, body] = STEPS[refused];
      const res = await step(order.id, path, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: `Order #${order.id} ${message}`,
        error: 'Conflict',
      });
      expect(await traces(t, order.id)).toEqual(before);
    });
  });

  describe('validation', () => {
    it.each<[string, object, string]>([
      ['payment-link', {}, 'The payment link must be a full https:// address'],
      [
        'payment-link',
        { url: 'http://pay.example.com/x' },
        'The payment link must be a full https:// address',
      ],
      [
        'payment-link',
        { url: 'pay.example.com/x' },
        'The payment link must be a full https:// address',
      ],
      [
        'payment-link',
        { url: 'javascript:alert(1)' },
        'The payment link must be a full https:// address',
      ],
      ['payment-link', { url: 42 }, 'The payment link must be a full https:// address'],
      [
        'payment-link',
        { url: `https://pay.example.com/${'a'.repeat(1980)}` },
        'The payment link can be at most 2000 characters',
      ],
      ['payment-link', { url: LINK, note: 'x' }, 'Unknown field "note"'],
      [
        'paid',
        { reference: 'x'.repeat(101) },
        'The payment reference can be 1 to 100 printable characters',
      ],
      [
        'paid',
        { reference: 'A\u0000B' },
        'The payment reference can be 1 to 100 printable characters',
      ],
      ['shipped', {}, 'Please enter the tracking number (1 to 100 printable characters)'],
      [
        'shipped',
        { trackingNumber: '   ' },
        'Please enter the tracking number (1 to 100 printable characters)',
      ],
      [
        'shipped',
        { trackingNumber: 'x'.repeat(101) },
        'Please enter the tracking number (1 to 100 printable characters)',
      ],
      [
        'shipped',
        { trackingNumber: 'AB\n12' },
        'Please enter the tracking number (1 to 100 printable characters)',
      ],
      ['delivered', { when: 'now' }, 'Unknown field "when"'],
      [
        'cancel',
        { reason: 'x'.repeat(501) },
        'The reason can be at most 500 characters, without control characters',
      ],
      [
        'cancel',
        { reason: 'a\u0007b' },
        'The reason can be at most 500 characters, without control characters',
      ],
    ])('%s refuses %j', async (path, body, message) => {
      const order = await placeOrder();
      // Each order is where the step fits, so only the body is at fault.
      if (path === 'shipped') await step(order.id, 'paid').expect(200);
      if (path === 'delivered') {
        await step(order.id, 'paid').expect(200);
        await step(order.id, 'shipped', { trackingNumber: 'T' }).expect(200);
      }
      const before = await traces(t, order.id);
      const res = await step(order.id, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await traces(t, order.id)).toEqual(before);
    });

    it('accepts a link of exactly 2000 characters and a multi-line reason', async () => {
      const order = await placeOrder();
      const url = `https://pay.example.com/${'a'.repeat(2000 - 24)}`;
      expect(url).toHaveLength(2000);
      await step(order.id, 'payment-link', { url }).expect(200);
      const res = await step(order.id, 'cancel', { reason: 'Line one\nLine two' }).expect(200);
      expect((res.body as AdminOrderDetail).history.at(-1)?.note).toBe('Line one\nLine two');
    });
  });

  describe('two owners at once', () => {
    it('lets one of two concurrent steps succeed and refuses the other', async () => {
      const helper = await signIn(t, 'helper', PASSWORD, '198.51.100.2');
      for (let round = 0; round < 3; round += 1) {
        const order = await placeOrder();
        await step(order.id, 'paid').expect(200);
        // Shipping and cancelling both start from paid; whichever comes second no longer fits.
        const answers = await Promise.all([
          step(order.id, 'shipped', { trackingNumber: 'A' }),
          step(order.id, 'cancel', { reason: 'B' }, helper),
        ]);
        const statuses = answers.map((res) => res.status).sort();
        expect(statuses).toEqual([200, 409]);
        const refused = answers.find((res) => res.status === 409)!;
        expect(refused.body.message).toMatch(
          new RegExp(
            `^Order #${order.id} (has been shipped: it can no longer be cancelled|was cancelled: it cannot be shipped)\\.$`,
          ),
        );
        const events = await t.query('SELECT action FROM order_events WHERE order_id = $1', [
          order.id,
        ]);
        const [stored] = await t.query('SELECT status FROM orders WHERE id = $1', [order.id]);
        expect(['shipped', 'cancelled']).toContain(stored.status);
        // Cancelling the paid order also records its refund: one more event, entry and mail.
        const refund = stored.status === 'cancelled' ? 1 : 0;
        expect(events).toHaveLength(3 + refund);
        expect(await auditOf(order.id)).toHaveLength(2 + refund);
        expect((await mailsTo(order.email)).length).toBe(3 + refund);
      }
    });

    it('lets two of the same step race: one ships, one is told it was shipped', async () => {
      const order = await placeOrder();
      await step(order.id, 'paid').expect(200);
      const answers = await Promise.all([
        step(order.id, 'shipped', { trackingNumber: 'FIRST' }),
        step(order.id, 'shipped', { trackingNumber: 'SECOND' }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const won = answers.find((res) => res.status === 200)!;
      const [stored] = await t.query('SELECT tracking_number FROM orders WHERE id = $1', [
        order.id,
      ]);
      expect(stored.tracking_number).toBe(won.body.trackingNumber);
      expect(answers.find((res) => res.status === 409)!.body.message).toBe(
        `Order #${order.id} has been shipped: it cannot be shipped twice.`,
      );
      const shippedMails = (await mailsTo(order.email)).filter((m) => m.kind === 'order-shipped');
      expect(shippedMails).toHaveLength(1);
      expect(shippedMails[0].text_body).toContain(`Tracking number: ${won.body.trackingNumber}`);
    });

    it('sends two concurrent payment links one after the other; the later one stays', async () => {
      const order = await placeOrder();
      const urls = [`${LINK}-one`, `${LINK}-two`];
      const answers = await Promise.all(urls.map((url) => step(order.id, 'payment-link', { url })));
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const [stored] = await t.query<{ payment_link: string }>(
        'SELECT payment_link FROM orders WHERE id = $1',
        [order.id],
      );
      const events = await t.query<{ note: string }>(
        `SELECT note FROM order_events
          WHERE order_id = $1 AND action = 'payment-link-sent' ORDER BY id`,
        [order.id],
      );
      expect(events.map((e) => e.note).sort()).toEqual(urls);
      expect(events[1].note).toBe(stored.payment_link);
      const linkMails = (await mailsTo(order.email)).filter((m) => m.kind === 'order-payment-link');
      expect(linkMails).toHaveLength(2);
      expect(linkMails[1].text_body).toContain(`\n${stored.payment_link}\n`);
      expect(await auditOf(order.id)).toHaveLength(2);
    });
  });
});
