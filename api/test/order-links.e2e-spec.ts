import { createHash } from 'node:crypto';
import { FIND_MY_ORDER_MESSAGE, type ShopperOrderDto } from '@healing/contracts';
import type { AdminOrderDetail, IssuedOrderLink } from '@healing/contracts/admin';
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
const NOT_FOUND = { statusCode: 404, message: 'Order not found', error: 'Not Found' };
/** `http://localhost:8080/orders/<43 URL-safe characters>`, as the mails carry it. */
const LINK = /http:\/\/localhost:8080\/orders\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g;

function linksIn(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[1]);
}

/** The one personal link of a mail's text. */
function tokenIn(text: string): string {
  const tokens = linksIn(text);
  expect(tokens).toHaveLength(1);
  return tokens[0];
}

describe('personal order links', () => {
  let t: TestApp;
  let product: TestProduct;
  let cookie: string;

  beforeAll(async () => {
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '1000';
    t = await createTestApp();
    delete process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    await addOwner(t, 'keeper', PASSWORD);
    cookie = await signIn(t, 'keeper', PASSWORD);
    product = await insertProduct(t, { price: '20.00', name: 'Calm Candle' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function placeOrder(fields: Record<string, unknown> = {}) {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, 1).expect(201);
    const body = checkoutBody(sessionId, fields);
    const res = await checkout(t, body).expect(201);
    return { id: res.body.id as number, sessionId, email: body.email };
  }

  const byLink = (token: string) => t.http().get(`/api/orders/link/${token}`);
  const step = (id: number, path: string, body: object = {}) =>
    t.http().post(`/api/admin/orders/${id}/${path}`).set('Cookie', cookie).send(body);

  it('opens the order from any session with the link of its confirmation e-mail', async () => {
    const { id, sessionId, email } = await placeOrder();
    const [confirmation] = await mailsTo(t, email);
    expect(confirmation.kind).toBe('order-confirmation');
    const token = tokenIn(confirmation.text_body);

    const own = await t.http().get(`/api/orders/${id}`).set('X-Session-Id', sessionId).expect(200);
    // A new session (none at all, and another one) sees the same order.
    const fresh = await byLink(token).expect(200);
    expect(fresh.body).toEqual(own.body);
    const other = await byLink(token).set('X-Session-Id', newSessionId()).expect(200);
    expect((other.body as ShopperOrderDto).id).toBe(id);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.headers['referrer-policy']).toBe('no-referrer');
    expect(fresh.headers['x-robots-tag']).toBe('noindex');

    // Only the hash is stored, never the token; nothing in orders names it.
    const rows = await t.query<{ token_hash: string }>(
      'SELECT token_hash FROM order_links WHERE order_id = $1',
      [id],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const [stored] = await t.query('SELECT * FROM orders WHERE id = $1', [id]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers one and the same 404 for unknown, malformed and revoked tokens', async () => {
    const { id, email } = await placeOrder();
    const token = tokenIn((await mailsTo(t, email))[0].text_body);
    await step(id, 'link/revoke').expect(200);
    const tokens = [
      'A'.repeat(43), // well-formed, never issued
      token, // revoked
      token.slice(0, 42), // too short
      `${token}A`, // too long
      `${token.slice(0, 42)}.`, // not URL-safe base64
      String(id), // the order's number
      '%27%20OR%201%3D1',
    ];
    for (const candidate of tokens) {
      const res = await byLink(candidate).expect(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('stops working once the owner revokes it, a new link works, and it is in the history', async () => {
    const { id, email, sessionId } = await placeOrder();
    const first = tokenIn((await mailsTo(t, email))[0].text_body);
    // A later e-mail carries a link of its own; revoking ends them all.
    await step(id, 'paid').expect(200);
    const paid = (await mailsTo(t, email)).find((mail) => mail.kind === 'order-paid');
    const second = tokenIn(paid?.text_body ?? '');
    expect(second).not.toBe(first);
    await byLink(first).expect(200);
    await byLink(second).expect(200);

    const revoked = await step(id, 'link/revoke').expect(200);
    expect((revoked.body as AdminOrderDetail).history.at(-1)).toMatchObject({
      action: 'link-revoked',
      status: 'paid',
      note: null,
    });
    await byLink(first).expect(404);
    await byLink(second).expect(404);
    // The session that placed the order still sees it.
    await t.http().get(`/api/orders/${id}`).set('X-Session-Id', sessionId).expect(200);

    // Nothing left to revoke: refused, and nothing more recorded.
    const events = await t.query('SELECT id FROM order_events WHERE order_id = $1', [id]);
    const again = await step(id, 'link/revoke').expect(409);
    expect(again.body.message).toBe(`Order #${id} has no working personal link to revoke.`);
    expect(await t.query('SELECT id FROM order_events WHERE order_id = $1', [id])).toHaveLength(
      events.length,
    );

    const issued = await step(id, 'link').expect(200);
    const answer = issued.body as IssuedOrderLink;
    const third = tokenIn(answer.url);
    expect(answer.order.history.at(-1)).toMatchObject({ action: 'link-issued', status: 'paid' });
    const mailed = (await mailsTo(t, email)).filter((mail) => mail.kind === 'order-link');
    expect(mailed).toHaveLength(1);
    expect(mailed[0].subject).toBe(`The link to your Healing Shop order #${id}`);
    expect(tokenIn(mailed[0].text_body)).toBe(third);
    expect(((await byLink(third).expect(200)).body as ShopperOrderDto).id).toBe(id);
    await byLink(first).expect(404);

    // The shopper's history shows the order's steps, never the owner's work on its links.
    const shopper = (await byLink(third).expect(200)).body as ShopperOrderDto;
    expect(shopper.history.map((entry) => entry.action)).toEqual(['placed', 'paid']);

    const audit = await t.query<{ action: string; actor_label: string }>(
      `SELECT action, actor_label FROM audit_log
        WHERE target_type = 'order' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit).toEqual([
      { action: 'order.paid', actor_label: 'keeper' },
      { action: 'order.link_revoked', actor_label: 'keeper' },
      { action: 'order.link_issued', actor_label: 'keeper' },
    ]);
  });

  it("gives an order placed before links existed a link from the owner's Send a new link", async () => {
    const { id, email } = await placeOrder();
    await t.query('DELETE FROM order_links WHERE order_id = $1', [id]);
    const issued = await step(id, 'link').expect(200);
    const token = tokenIn((issued.body as IssuedOrderLink).url);
    expect(((await byLink(token).expect(200)).body as ShopperOrderDto).email).toBe(email);
  });

  it('refuses link steps for unknown orders, without an owner, or with a body', async () => {
    const { id } = await placeOrder();
    const before = await t.query('SELECT id FROM order_links WHERE order_id = $1', [id]);
    await step(2_000_000_000, 'link').expect(404);
    await step(2_000_000_000, 'link/revoke').expect(404);
    await t.http().post(`/api/admin/orders/${id}/link`).send({}).expect(401);
    await t.http().post(`/api/admin/orders/${id}/link/revoke`).send({}).expect(401);
    await step(id, 'link', { url: 'https://evil.example' }).expect(400);
    expect(await t.query('SELECT id FROM order_links WHERE order_id = $1', [id])).toEqual(before);
  });

  it('puts a working personal link in every order e-mail', async () => {
    const shipped = await placeOrder();
    await step(shipped.id, 'payment-link', { url: 'https://pay.example.com/i/abc' }).expect(200);
    await step(shipped.id, 'paid').expect(200);
    await step(shipped.id, 'shipped', { trackingNumber: '1Z999AA10123456784' }).expect(200);
    await step(shipped.id, 'delivered').expect(200);
    const cancelled = await placeOrder();
    await step(cancelled.id, 'cancel', { reason: 'Asked by the shopper' }).expect(200);

    const mails = [...(await mailsTo(t, shipped.email)), ...(await mailsTo(t, cancelled.email))];
    expect(mails.map((mail) => mail.kind)).toEqual([
      'order-confirmation',
      'order-payment-link',
      'order-paid',
      'order-shipped',
      'order-delivered',
      'order-confirmation',
      'order-cancelled',
    ]);
    const expected = [...Array<number>(5).fill(shipped.id), cancelled.id, cancelled.id];
    for (const [index, mail] of mails.entries()) {
      const order = (await byLink(tokenIn(mail.text_body)).expect(200)).body as ShopperOrderDto;
      expect(order.id).toBe(expected[index]);
    }
    expect(mails[3].text_body).toContain(
      'Follow your parcel on the UPS website: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });
});

describe('Find my order', () => {
  let t: TestApp;
  let product: TestProduct;

  beforeAll(async () => {
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '1000';
    t = await createTestApp();
    delete process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    product = await insertProduct(t, { price: '20.00', name: 'Calm Candle' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function placeOrder(email: string) {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, 1).expect(201);
    const res = await checkout(t, checkoutBody(sessionId, { email })).expect(201);
    return res.body.id as number;
  }

  const find = (email: unknown) => t.http().post('/api/orders/find').send({ email });
  const outbox = () =>
    t.query<{ kind: string; to_address: string; text_body: string }>(
      "SELECT kind, to_address, text_body FROM mail_outbox WHERE kind = 'order-links' ORDER BY id",
    );

  it('answers alike for known and unknown addresses, and mails only an address with orders', async () => {
    const first = await placeOrder('maya@example.com');
    const second = await placeOrder('Maya@Example.com');
    await placeOrder('someone-else@example.com');

    const known = await find('  MAYA@example.com ').expect(202);
    const unknown = await find('nobody@example.com').expect(202);
    expect(known.body).toEqual({ success: true, message: FIND_MY_ORDER_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['cache-control']).toBe(known.headers['cache-control']);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe('maya@example.com');
    // Newest first, each with a link that opens it.
    expect(mails[0].text_body.indexOf(`Order #${second}`)).toBeLessThan(
      mails[0].text_body.indexOf(`Order #${first}`),
    );
    expect(linksIn(mails[0].text_body)).toHaveLength(2);
    const ids = [];
    for (const token of linksIn(mails[0].text_body)) {
      ids.push(
        ((await t.http().get(`/api/orders/link/${token}`).expect(200)).body as ShopperOrderDto).id,
      );
    }
    expect(ids).toEqual([second, first]);
    // Nothing is kept about the unknown address.
    const lookups = await t.query<{ email_hash: string }>('SELECT email_hash FROM order_lookups');
    expect(lookups).toEqual([
      { email_hash: createHash('sha256').update('maya@example.com').digest('hex') },
    ]);
  });

  it('mails one address at most once in ten minutes, however often it is asked', async () => {
    await placeOrder('repeat@example.com');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => find('repeat@example.com')));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ success: true, message: FIND_MY_ORDER_MESSAGE });
    }
    await find('repeat@example.com').expect(202);
    expect(
      (await outbox()).filter((mail) => mail.to_address === 'repeat@example.com'),
    ).toHaveLength(1);

    // Ten minutes later it may be mailed again.
    await t.query(
      "UPDATE order_lookups SET sent_at = sent_at - interval '10 minutes' WHERE email_hash = $1",
      [createHash('sha256').update('repeat@example.com').digest('hex')],
    );
    await find('repeat@example.com').expect(202);
    expect(
      (await outbox()).filter((mail) => mail.to_address === 'repeat@example.com'),
    ).toHaveLength(2);
  });

  it('refuses what is not an e-mail address with the form message, and stores nothing', async () => {
    const before = (await outbox()).length;
    for (const email of ['', 'not-an-address', 42, null, 'a@b', `${'a'.repeat(250)}@example.com`]) {
      const res = await find(email).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: 'Please enter a valid email address.',
        error: 'Bad Request',
      });
    }
    await t
      .http()
      .post('/api/orders/find')
      .send({ email: 'maya@example.com', extra: 1 })
      .expect(400);
    expect((await outbox()).length).toBe(before);
  });

  it('counts against the write limit like the other writes', async () => {
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '3';
    const limited = await createTestApp();
    delete process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    try {
      for (let i = 0; i < 3; i += 1) {
        await limited.http().post('/api/orders/find').send({ email: 'x@example.com' }).expect(202);
      }
      const res = await limited
        .http()
        .post('/api/orders/find')
        .send({ email: 'x@example.com' })
        .expect(429);
      expect(res.body.message).toBe('Too many requests. Please wait a minute and try again.');
    } finally {
      await limited.close();
    }
  });
});

describe("the delivery e-mail's review links", () => {
  let t: TestApp;
  let cookie: string;
  let tee: TestProduct;

  beforeAll(async () => {
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '1000';
    t = await createTestApp();
    delete process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    await addOwner(t, 'keeper', PASSWORD);
    cookie = await signIn(t, 'keeper', PASSWORD);
    tee = await insertProduct(t, { price: '28.00', name: 'Bloom Within Tee' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function deliveredOrder() {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, tee.id, 1).expect(201);
    const body = checkoutBody(sessionId);
    const id = (await checkout(t, body).expect(201)).body.id as number;
    for (const [step, data] of [
      ['paid', {}],
      ['shipped', { trackingNumber: 'TRACK1' }],
      ['delivered', {}],
    ] as const) {
      await t
        .http()
        .post(`/api/admin/orders/${id}/${step}`)
        .set('Cookie', cookie)
        .send(data)
        .expect(200);
    }
    const delivery = (await mailsTo(t, body.email)).find((mail) => mail.kind === 'order-delivered');
    return { id, text: delivery?.text_body ?? '' };
  }

  const review = (body: Record<string, unknown>) => t.http().post('/api/reviews').send(body);
  const stored = async (orderId: number) =>
    (await t.query('SELECT id FROM product_reviews WHERE order_id = $1', [orderId])).length;

  it('carry the link token, so the review is accepted from any browser, without a session', async () => {
    const { id, text } = await deliveredOrder();
    const reviewLink = new RegExp(
      `http://localhost:8080/product/${tee.id}/review\\?order=${id}&link=([A-Za-z0-9_-]{43})\\n`,
    ).exec(text);
    expect(reviewLink).not.toBeNull();
    const token = reviewLink![1];
    // The same token is the e-mail's link to the order.
    expect(tokenIn(text.replace(reviewLink![0], ''))).toBe(token);
    await t.http().get(`/api/orders/link/${token}`).expect(200);

    const body = {
      orderId: id,
      productId: tee.id,
      rating: 5,
      text: 'Soft and kind.',
      name: 'Maya R.',
    };
    // A link of another order, a revoked one or a malformed one stands for nothing.
    const other = await deliveredOrder();
    const otherToken = tokenIn(other.text.replace(/\/product\/\S+/g, ''));
    const foreign = await review({ ...body, orderLink: otherToken }).expect(404);
    expect(foreign.body.message).toBe('Order not found');
    const malformed = await review({ ...body, orderLink: 'short' }).expect(400);
    expect(malformed.body.message).toBe(
      "This review link is not complete. Please open it from your order's e-mail again.",
    );
    // Without a link or a session: refused as before.
    await review(body).expect(400);
    expect(await stored(id)).toBe(0);

    await review({ ...body, orderLink: token }).expect(201);
    expect(await stored(id)).toBe(1);

    // Once the owner revokes the links, the e-mail's review links stop working too.
    const again = await deliveredOrder();
    const revokedToken = tokenIn(again.text.replace(/\/product\/\S+/g, ''));
    await t
      .http()
      .post(`/api/admin/orders/${again.id}/link/revoke`)
      .set('Cookie', cookie)
      .send({})
      .expect(200);
    await review({ ...body, orderId: again.id, orderLink: revokedToken }).expect(404);
    expect(await stored(again.id)).toBe(0);
  });
});
