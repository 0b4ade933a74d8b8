import type { ShopperOrderDto } from '@healing/contracts';
import type { AdminDashboardDto, AdminWaitingDto } from '@healing/contracts/admin';
import { formatCents, toCents } from '../src/common/money';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { DailyDigestService } from '../src/dashboard/daily-digest.service';
import { DashboardService } from '../src/dashboard/dashboard.service';
import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  type TestProduct,
  variantIds,
} from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createReplica, createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'linen-harbor-quiet-41';
const OWNERS = ['maya@healing-shop.example', 'partner@healing-shop.example'];
const PLEASE_SIGN_IN = { statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' };

/** Starts an API with two owner addresses, as OWNER_EMAIL names them. */
async function withOwners(start: () => Promise<TestApp>): Promise<TestApp> {
  const saved = process.env.OWNER_EMAIL;
  process.env.OWNER_EMAIL = OWNERS.join(', ');
  try {
    return await start();
  } finally {
    if (saved === undefined) delete process.env.OWNER_EMAIL;
    else process.env.OWNER_EMAIL = saved;
  }
}

interface MailRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
}

async function ownerMails(t: TestApp, kind: string): Promise<MailRow[]> {
  return t.query<MailRow>(
    'SELECT kind, to_address, subject, text_body FROM mail_outbox WHERE kind = $1 ORDER BY id',
    [kind],
  );
}

async function placeOrder(
  t: TestApp,
  lines: { product: TestProduct; quantity: number; variantId?: number }[],
): Promise<ShopperOrderDto> {
  const sessionId = newSessionId();
  for (const line of lines) {
    await addToCart(t, sessionId, line.product.id, line.quantity, line.variantId).expect(201);
  }
  const res = await checkout(t, checkoutBody(sessionId)).expect(201);
  return (res.body as { order: ShopperOrderDto }).order;
}

describe('the owner who is told', () => {
  let t: TestApp;
  let cookie: string;
  let shirt: TestProduct;
  let candle: TestProduct;
  let sizes: Record<string, number>;

  beforeAll(async () => {
    t = await withOwners(() => createTestApp());
    await addOwner(t, 'maya', PASSWORD);
    cookie = await signIn(t, 'maya', PASSWORD);
    shirt = await insertProduct(t, {
      price: '30.00',
      name: 'Told Shirt',
      sizes: ['S', 'M'],
      stock: 50,
    });
    sizes = await variantIds(t, shirt.id);
    candle = await insertProduct(t, { price: '12.50', name: 'Told Candle', stock: 50 });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    it.each(['/api/admin/dashboard', '/api/admin/waiting'])(
      '%s is the owner’s alone',
      async (path) => {
        const shopper = newSessionId();
        for (const headers of [
          {},
          { 'X-Session-Id': shopper },
          { Cookie: 'healing_admin=forged' },
        ]) {
          const res = await t.http().get(path).set(headers);
          expect({ status: res.status, body: res.body }).toEqual({
            status: 401,
            body: PLEASE_SIGN_IN,
          });
        }
        const res = await t.http().get(path).set('Cookie', cookie).expect(200);
        expect(res.headers['cache-control']).toBe('no-store');
      },
    );
  });

  describe('the new-order mail', () => {
    it('goes to every owner address with the order, queued with it', async () => {
      const order = await placeOrder(t, [
        { product: shirt, quantity: 2, variantId: sizes.M },
        { product: candle, quantity: 1 },
      ]);
      const mails = (await ownerMails(t, 'owner-new-order')).filter((mail) =>
        mail.subject.startsWith(`New order #${order.id}:`),
      );
      expect(mails.map((mail) => mail.to_address)).toEqual(OWNERS);
      const origin = t.app.get<AppConfig>(APP_CONFIG).publicOrigin;
      for (const mail of mails) {
        expect(mail.subject).toBe(`New order #${order.id}: $${order.total}, 3 items`);
        expect(mail.text_body).toContain(`From: "${order.firstName} ${order.lastName}"`);
        expect(mail.text_body).toContain('- 2 x Told Shirt — M at $30.00 = $60.00');
        expect(mail.text_body).toContain('- 1 x Told Candle at $12.50 = $12.50');
        expect(mail.text_body).toContain(`Total: $${order.total}`);
        expect(mail.text_body).toContain(new URL(`/admin/orders/${order.id}`, origin).toString());
      }
      // The shopper's confirmation is still there, to the shopper only.
      const confirmations = await t.query<{ to_address: string }>(
        `SELECT to_address FROM mail_outbox WHERE kind = 'order-confirmation' AND subject LIKE $1`,
        [`%#${order.id}`],
      );
      expect(confirmations.map((row) => row.to_address)).toEqual([order.email]);
    });

    it('is not queued for a refused checkout', async () => {
      const before = (await ownerMails(t, 'owner-new-order')).length;
      const sessionId = newSessionId();
      await checkout(t, checkoutBody(sessionId)).expect(400);
      await addToCart(t, sessionId, candle.id, 1).expect(201);
      await checkout(t, checkoutBody(sessionId, { email: 'not an address' })).expect(400);
      expect(await ownerMails(t, 'owner-new-order')).toHaveLength(before);
    });
  });

  describe('what waits', () => {
    const waiting = async () =>
      (await t.http().get('/api/admin/waiting').set('Cookie', cookie).expect(200))
        .body as AdminWaitingDto;

    it('counts new orders, messages, stories and reviews, and forgets what was handled', async () => {
      const before = await waiting();
      const order = await placeOrder(t, [{ product: shirt, quantity: 1, variantId: sizes.S }]);
      await t
        .http()
        .post('/api/contact')
        .send({
          firstName: 'Ada',
          lastName: 'Lind',
          email: 'ada@example.com',
          subject: 'order',
          message: 'Where is my parcel?',
        })
        .expect(201);
      await t
        .http()
        .post('/api/healing-moments')
        .send({ name: 'Someone', story: 'A story to review.', category: 'growth' })
        .expect(201);
      const [{ reviews }] = await t.query<{ reviews: number }>(
        "SELECT count(*)::int AS reviews FROM product_reviews WHERE moderation_status = 'pending'",
      );
      expect(await waiting()).toEqual({
        orders: before.orders + 1,
        messages: before.messages + 1,
        stories: before.stories + 1,
        reviews,
      });

      // Once the owner acts on the order (a payment link sent), it is no longer new.
      await t
        .http()
        .post(`/api/admin/orders/${order.id}/payment-link`)
        .set('Cookie', cookie)
        .send({ url: 'https://pay.example.com/checkout/cs_test_told' })
        .expect(200);
      expect((await waiting()).orders).toBe(before.orders);
    });
  });

  describe('the figures', () => {
    // A Wednesday afternoon: the week began on Monday the 16th, the month on the 1st.
    const NOW = new Date('2026-03-18T15:00:00.000Z');
    const placedAt: Record<string, string> = {
      today: '2026-03-18T10:00:00Z',
      yesterdayMorning: '2026-03-17T09:00:00Z',
      // Later in the day than now: not in "yesterday until this time".
      yesterdayEvening: '2026-03-17T20:00:00Z',
      cancelledToday: '2026-03-18T11:00:00Z',
      lastWeek: '2026-03-10T12:00:00Z',
      lastMonth: '2026-02-05T08:00:00Z',
      // After this time of the month in February: not in "last month until now".
      lateLastMonth: '2026-02-25T08:00:00Z',
    };
    const totals: Record<string, string> = {};
    const ids: Record<string, number> = {};
    // Refunds are booked on the day they are made: $5.00 today on yesterday morning's order
    // (still standing: today's sales lose it), and today's cancelled order refunded in full
    // (its total is already left out: only the refunded figure counts it).
    const PARTIAL_REFUND_CENTS = 500;
    let dashboard: AdminDashboardDto;

    beforeAll(async () => {
      await t.query('TRUNCATE orders CASCADE');
      const lowCandle = await insertProduct(t, { price: '9.00', name: 'Last Candle', stock: 3 });
      for (const [name, at] of Object.entries(placedAt)) {
        const order =
          name === 'today'
            ? await placeOrder(t, [
                { product: shirt, quantity: 3, variantId: sizes.M },
                { product: lowCandle, quantity: 1 },
              ])
            : await placeOrder(t, [{ product: candle, quantity: 1 }]);
        totals[name] = order.total;
        ids[name] = order.id;
        await t.query('UPDATE orders SET created_at = $2 WHERE id = $1', [order.id, at]);
      }
      const refund = `INSERT INTO order_refunds (order_id, at, amount_cents, method, "full", actor_label)
                      VALUES ($1, $2, $3, 'card', $4, 'owner')`;
      await t.query(refund, [
        ids.yesterdayMorning,
        '2026-03-18T12:00:00Z',
        PARTIAL_REFUND_CENTS,
        false,
      ]);
      await t.query(refund, [
        ids.cancelledToday,
        '2026-03-18T11:30:00Z',
        toCents(totals.cancelledToday),
        true,
      ]);
      await t.query(
        `UPDATE orders SET status = 'cancelled', cancelled_at = now()
          WHERE created_at = $1`,
        [placedAt.cancelledToday],
      );
      jest.spyOn(t.app.get(DashboardService).clock, 'now').mockReturnValue(NOW);
      dashboard = (await t.http().get('/api/admin/dashboard').set('Cookie', cookie).expect(200))
        .body as AdminDashboardDto;
    });
    afterAll(() => jest.restoreAllMocks());

    const sum = (...names: string[]) => ({
      orders: names.length,
      sales: formatCents(names.reduce((cents, name) => cents + toCents(totals[name]), 0)),
      refunded: '0.00',
    });
    /** Today, this week, this month: the partial refund taken off, both refunds reported. */
    const lessTodaysRefunds = (figures: ReturnType<typeof sum>) => ({
      orders: figures.orders,
      sales: formatCents(toCents(figures.sales) - PARTIAL_REFUND_CENTS),
      refunded: formatCents(PARTIAL_REFUND_CENTS + toCents(totals.cancelledToday)),
    });

    it('compares today, this week and this month with the period before, to the same point', () => {
      expect(dashboard.timeZone).toBe('UTC');
      expect(dashboard.asOf).toBe(NOW.toISOString());
      expect(dashboard.today).toEqual({
        from: '2026-03-18',
        current: lessTodaysRefunds(sum('today')),
        previousFrom: '2026-03-17',
        previous: sum('yesterdayMorning'),
      });
      expect(dashboard.week).toEqual({
        from: '2026-03-16',
        current: lessTodaysRefunds(sum('today', 'yesterdayMorning', 'yesterdayEvening')),
        previousFrom: '2026-03-09',
        previous: sum('lastWeek'),
      });
      expect(dashboard.month).toEqual({
        from: '2026-03-01',
        current: lessTodaysRefunds(
          sum('today', 'yesterdayMorning', 'yesterdayEvening', 'lastWeek'),
        ),
        previousFrom: '2026-02-01',
        previous: sum('lastMonth'),
      });
    });

    it('gives 30 days of sales, today last, cancelled orders left out, refunds on their day', () => {
      expect(dashboard.dailySales).toHaveLength(30);
      expect(dashboard.dailySales[0].date).toBe('2026-02-17');
      const byDate = Object.fromEntries(
        dashboard.dailySales.map(({ date, ...rest }) => [date, rest]),
      );
      expect(byDate['2026-03-18']).toEqual(lessTodaysRefunds(sum('today')));
      expect(byDate['2026-03-17']).toEqual(sum('yesterdayMorning', 'yesterdayEvening'));
      expect(byDate['2026-03-10']).toEqual(sum('lastWeek'));
      expect(byDate['2026-02-25']).toEqual(sum('lateLastMonth'));
      expect(byDate['2026-03-11']).toEqual({ orders: 0, sales: '0.00', refunded: '0.00' });
    });

    it('ranks best sellers by units over 30 days, and lists low stock', () => {
      expect(dashboard.bestSellers.map((row) => [row.productName, row.units, row.sales])).toEqual([
        ['Told Candle', 4, '50.00'],
        ['Told Shirt', 3, '90.00'],
        ['Last Candle', 1, '9.00'],
      ]);
      const low = dashboard.lowStock.items.find((item) => item.productName === 'Last Candle');
      expect(low).toMatchObject({ stock: 2, label: 'One size' });
      expect(dashboard.lowStock.threshold).toBe(3);
    });
  });

  describe('the daily digest', () => {
    const at = (iso: string) => t.app.get(DailyDigestService).sendIfDue(new Date(iso));
    const digests = () => ownerMails(t, 'owner-daily-digest');

    it('goes once a day from its hour, to every owner, saying what waits', async () => {
      const waiting = (await t.http().get('/api/admin/waiting').set('Cookie', cookie).expect(200))
        .body as AdminWaitingDto;
      expect(await at('2030-01-10T07:59:59Z')).toBe('not-yet');
      expect(await t.query("SELECT 1 FROM owner_digests WHERE digest_day = '2030-01-10'")).toEqual(
        [],
      );
      expect(await at('2030-01-10T08:00:00Z')).toBe('sent');
      expect(await at('2030-01-10T08:05:00Z')).toBe('already-done');
      expect(await at('2030-01-10T23:59:00Z')).toBe('already-done');
      const mails = await digests();
      expect(mails.map((mail) => mail.to_address)).toEqual(OWNERS);
      expect(mails[0].subject).toBe('What waits in the shop today (2030-01-10)');
      expect(mails[0].text_body).toContain(`${waiting.messages} message`);
      expect(mails[0].text_body).toMatch(/\/admin\/orders$/m);
      expect(await t.query('SELECT mails FROM owner_digests')).toEqual([{ mails: 2 }]);
    });

    it('is made by one replica only, also after a restart', async () => {
      const replica = await withOwners(() => createReplica(t.databaseUrl));
      try {
        const outcomes = await Promise.all([
          at('2030-01-11T09:00:00Z'),
          replica.app.get(DailyDigestService).sendIfDue(new Date('2030-01-11T09:00:01Z')),
          at('2030-01-11T09:00:02Z'),
        ]);
        expect(outcomes.sort()).toEqual(['already-done', 'already-done', 'sent']);
        expect(
          await replica.app.get(DailyDigestService).sendIfDue(new Date('2030-01-11T12:00:00Z')),
        ).toBe('already-done');
      } finally {
        await replica.close();
      }
      expect((await digests()).filter((mail) => mail.subject.includes('2030-01-11'))).toHaveLength(
        2,
      );
    });

    it('sends nothing when nothing waits', async () => {
      await t.query("UPDATE orders SET status = 'delivered'");
      await t.query('UPDATE contacts SET handled_at = now()');
      await t.query("UPDATE healing_moments SET moderation_status = 'approved'");
      await t.query("UPDATE product_reviews SET moderation_status = 'approved'");
      const before = (await digests()).length;
      expect(await at('2030-01-12T08:30:00Z')).toBe('nothing-waits');
      expect(await at('2030-01-12T09:30:00Z')).toBe('already-done');
      expect(await digests()).toHaveLength(before);
    });
  });
});
