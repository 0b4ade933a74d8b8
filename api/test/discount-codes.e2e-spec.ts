import type { CartSummaryDto } from '@healing/contracts';
import type { AdminDiscountCodeDto, AdminDiscountCodeListDto } from '@healing/contracts/admin';
import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  orderCount,
  type TestProduct,
} from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'quiet-harbour-lantern-42';
const DAY = 24 * 60 * 60 * 1000;

describe('discount codes the owner manages', () => {
  let t: TestApp;
  let owner: string;
  let twenty: TestProduct;
  const savedLimit = process.env.WRITE_RATE_LIMIT_PER_MINUTE;

  beforeAll(async () => {
    // 50 shoppers add, apply a code and check out at once, all from this one address.
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '100000';
    t = await createTestApp();
    await addOwner(t, 'maya', PASSWORD);
    owner = await signIn(t, 'maya', PASSWORD);
    twenty = await insertProduct(t, { price: '20.00' });
  });
  afterAll(async () => {
    await t.close();
    if (savedLimit === undefined) delete process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    else process.env.WRITE_RATE_LIMIT_PER_MINUTE = savedLimit;
  });

  const admin = {
    list: async () =>
      (await t.http().get('/api/admin/discount-codes').set('Cookie', owner).expect(200))
        .body as AdminDiscountCodeListDto,
    create: (body: object) =>
      t.http().post('/api/admin/discount-codes').set('Cookie', owner).send(body),
    update: (id: number, body: object) =>
      t.http().put(`/api/admin/discount-codes/${id}`).set('Cookie', owner).send(body),
    act: (id: number, action: 'end' | 'archive' | 'restore') =>
      t.http().post(`/api/admin/discount-codes/${id}/${action}`).set('Cookie', owner),
    remove: (id: number) => t.http().delete(`/api/admin/discount-codes/${id}`).set('Cookie', owner),
  };

  async function createCode(body: Record<string, unknown>): Promise<AdminDiscountCodeDto> {
    return (await admin.create(body).expect(201)).body as AdminDiscountCodeDto;
  }

  async function cartOf(product: TestProduct, quantity = 1): Promise<string> {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id, quantity).expect(201);
    return sessionId;
  }

  async function applyCode(sessionId: string, code: string): Promise<CartSummaryDto> {
    return (await t.http().put(`/api/cart/${sessionId}/promo`).send({ code }).expect(200))
      .body as CartSummaryDto;
  }

  async function summary(sessionId: string, promoCode?: string): Promise<CartSummaryDto> {
    const query = promoCode === undefined ? '' : `?promoCode=${encodeURIComponent(promoCode)}`;
    return (await t.http().get(`/api/cart/${sessionId}/summary${query}`).expect(200))
      .body as CartSummaryDto;
  }

  async function keptCode(sessionId: string): Promise<string | null> {
    const [row] = await t.query<{ promo_code: string }>(
      'SELECT promo_code FROM cart_promos WHERE session_id = $1',
      [sessionId],
    );
    return row?.promo_code ?? null;
  }

  async function timesUsed(code: string): Promise<number> {
    const [row] = await t.query<{ times_used: number }>(
      'SELECT times_used FROM discount_codes WHERE code = $1',
      [code],
    );
    return row.times_used;
  }

  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  describe('HEALING10, seeded with its rule', () => {
    it('is listed as 10% off, no minimum, no dates, no limit', async () => {
      const { codes } = await admin.list();
      expect(codes.find((code) => code.code === 'HEALING10')).toMatchObject({
        kind: 'percentage',
        value: '10',
        minSubtotal: null,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        state: 'active',
        description: '10% off your items',
      });
    });

    it('applies in any letter case, with the amounts it always gave', async () => {
      for (const typed of ['healing10', ' Healing10 ', 'HEALING10']) {
        const sessionId = await cartOf(twenty, 2);
        expect(await applyCode(sessionId, typed)).toMatchObject({
          promoCode: 'HEALING10',
          promoApplied: true,
          subtotal: '40.00',
          discount: '4.00',
          shipping: '9.99',
          tax: '2.88',
          total: '48.87',
          promoDescription: '10% off your items',
          promoMessage: null,
          promoIssue: null,
        });
        expect(await keptCode(sessionId)).toBe('HEALING10');
      }
      // The preview of a cart with no code of its own, and a checkout naming it.
      const sessionId = await cartOf(twenty, 2);
      expect(await summary(sessionId, 'healing10')).toMatchObject({
        promoCode: 'HEALING10',
        promoApplied: true,
        total: '48.87',
      });
      const before = await timesUsed('HEALING10');
      const res = await checkout(t, checkoutBody(sessionId, { promoCode: 'healing10' })).expect(
        201,
      );
      expect(res.body.order).toMatchObject({
        promoCode: 'HEALING10',
        discount: '4.00',
        total: '48.87',
      });
      expect(await timesUsed('HEALING10')).toBe(before + 1);
    });
  });

  describe('amounts to the cent, by the money rules', () => {
    it('takes a percentage off from the minimum subtotal on, and says the minimum below it', async () => {
      const code = await createCode({
        code: ' spring15 ',
        kind: 'percentage',
        value: '15',
        minSubtotal: '40',
      });
      expect(code).toMatchObject({
        code: 'SPRING15',
        value: '15',
        minSubtotal: '40.00',
        timesUsed: 0,
        state: 'active',
        description: '15% off your items on orders of $40.00 or more',
      });
      const nearly = await insertProduct(t, { price: '39.99' });
      const sessionId = await cartOf(nearly);
      expect(await applyCode(sessionId, 'Spring15')).toMatchObject({
        promoCode: null,
        promoApplied: false,
        discount: '0.00',
        promoIssue: 'below-minimum',
        promoMessage:
          'SPRING15 takes off orders of $40.00 or more before shipping and tax: add $0.01 more to use it.',
      });
      expect(await keptCode(sessionId)).toBeNull();

      // 2 x 39.99 = 79.98: 15% is 11.997 -> 12.00; free shipping (above 50.00 before the
      // discount); tax 8% of 67.98 = 5.4384 -> 5.44; total 67.98 + 5.44 = 73.42.
      await addToCart(t, sessionId, nearly.id, 1).expect(201);
      expect(await applyCode(sessionId, 'spring15')).toMatchObject({
        promoCode: 'SPRING15',
        promoApplied: true,
        subtotal: '79.98',
        discount: '12.00',
        shipping: '0.00',
        tax: '5.44',
        total: '73.42',
        promoDescription: '15% off your items on orders of $40.00 or more',
      });
      const res = await checkout(t, checkoutBody(sessionId)).expect(201);
      expect(res.body.order).toMatchObject({
        promoCode: 'SPRING15',
        subtotal: '79.98',
        discount: '12.00',
        shipping: '0.00',
        tax: '5.44',
        total: '73.42',
      });
      const [redemption] = await t.query<{ code: string; discount: string }>(
        `SELECT c.code, r.discount FROM discount_code_redemptions r
           JOIN discount_codes c ON c.id = r.discount_code_id WHERE r.order_id = $1`,
        [res.body.id],
      );
      expect(redemption).toEqual({ code: 'SPRING15', discount: '12.00' });
      expect(await timesUsed('SPRING15')).toBe(1);
    });

    it('takes a fixed amount off before tax, never below 0, with shipping on the subtotal before it', async () => {
      await createCode({ code: 'five-off', kind: 'fixed', value: '5' });
      await createCode({ code: 'BIG100', kind: 'fixed', value: '100.00' });
      const fortyFive = await insertProduct(t, { price: '45.00' });
      const fiftyFive = await insertProduct(t, { price: '55.00' });

      // 45.00 - 5.00 = 40.00; 45.00 pays shipping; tax 8% of 40.00 = 3.20.
      const a = await cartOf(fortyFive);
      expect(await applyCode(a, 'five-OFF')).toMatchObject({
        promoCode: 'FIVE-OFF',
        discount: '5.00',
        shipping: '9.99',
        tax: '3.20',
        total: '53.19',
        promoDescription: '$5.00 off your items',
      });
      // 55.00 ships free although 55.00 - 5.00 is 50.00; tax 8% of 50.00 = 4.00.
      const b = await cartOf(fiftyFive);
      expect(await applyCode(b, 'five-off')).toMatchObject({
        discount: '5.00',
        shipping: '0.00',
        tax: '4.00',
        total: '54.00',
      });
      // 100.00 off a 20.00 cart takes 20.00: nothing to tax, shipping still paid.
      const c = await cartOf(twenty);
      expect(await applyCode(c, 'big100')).toMatchObject({
        subtotal: '20.00',
        discount: '20.00',
        shipping: '9.99',
        tax: '0.00',
        total: '9.99',
      });
      const placed = await checkout(t, checkoutBody(c)).expect(201);
      expect(placed.body.order).toMatchObject({
        promoCode: 'BIG100',
        discount: '20.00',
        total: '9.99',
      });
    });
  });

  describe('a code that gives nothing says why, and is not kept', () => {
    it('unknown, not started, ended, used up', async () => {
      await createCode({
        code: 'LATER',
        kind: 'percentage',
        value: '20',
        startsAt: iso(DAY),
        endsAt: iso(2 * DAY),
      });
      await createCode({
        code: 'WINTER2020',
        kind: 'percentage',
        value: '20',
        startsAt: '2020-01-01T00:00:00Z',
        endsAt: '2020-02-01T00:00:00Z',
      });
      await createCode({ code: 'ONCE', kind: 'fixed', value: '3.00', usageLimit: 1 });
      const first = await cartOf(twenty);
      await applyCode(first, 'once');
      await checkout(t, checkoutBody(first)).expect(201);

      const cases: [string, string, string][] = [
        ['nope', 'unknown', '“NOPE” is not one of our codes, so your total is unchanged.'],
        ['later', 'not-started', 'LATER has not started yet, so your total is unchanged.'],
        ['winter2020', 'ended', 'WINTER2020 has ended, so your total is unchanged.'],
        [
          'Once',
          'used-up',
          'ONCE has been used as many times as it can be, so your total is unchanged.',
        ],
      ];
      for (const [typed, issue, message] of cases) {
        const sessionId = await cartOf(twenty);
        expect(await applyCode(sessionId, typed)).toMatchObject({
          promoCode: null,
          promoApplied: false,
          discount: '0.00',
          total: '31.59',
          promoIssue: issue,
          promoMessage: message,
        });
        expect(await keptCode(sessionId)).toBeNull();
        // A checkout naming it places the order at the full price, as the cart showed.
        if (issue === 'unknown') {
          const res = await checkout(t, checkoutBody(sessionId, { promoCode: typed })).expect(201);
          expect(res.body.order).toMatchObject({ promoCode: null, discount: '0.00' });
        } else {
          const res = await checkout(t, checkoutBody(sessionId, { promoCode: typed })).expect(409);
          expect(res.body.field).toBe('promoCode');
          expect(await orderCount(t, sessionId)).toBe(0);
        }
      }
      expect(await timesUsed('ONCE')).toBe(1);
    });

    it('keeps an applied code the cart later falls below, and checks out without it', async () => {
      await createCode({ code: 'MIN30', kind: 'fixed', value: '5.00', minSubtotal: '30.00' });
      const sessionId = await cartOf(twenty, 2);
      expect(await applyCode(sessionId, 'min30')).toMatchObject({ promoApplied: true });
      const [line] = await t.query<{ id: number }>(
        'SELECT id FROM cart_items WHERE session_id = $1',
        [sessionId],
      );
      await t
        .http()
        .put(`/api/cart/${line.id}`)
        .set('X-Session-Id', sessionId)
        .send({ quantity: 1 })
        .expect(200);
      expect(await summary(sessionId)).toMatchObject({
        promoCode: 'MIN30',
        promoApplied: false,
        discount: '0.00',
        promoIssue: 'below-minimum',
        promoMessage:
          'MIN30 takes off orders of $30.00 or more before shipping and tax: add $10.00 more to use it.',
      });
      const res = await checkout(t, checkoutBody(sessionId)).expect(201);
      expect(res.body.order).toMatchObject({ promoCode: null, discount: '0.00', total: '31.59' });
      expect(await timesUsed('MIN30')).toBe(0);
    });

    it('refuses a checkout whose kept code ended meanwhile, storing nothing', async () => {
      const code = await createCode({ code: 'FLASH', kind: 'percentage', value: '50' });
      const sessionId = await cartOf(twenty);
      expect(await applyCode(sessionId, 'flash')).toMatchObject({ discount: '10.00' });
      expect((await admin.act(code.id, 'end').expect(200)).body).toMatchObject({
        state: 'ended',
      });
      expect(await summary(sessionId)).toMatchObject({
        promoCode: 'FLASH',
        promoApplied: false,
        promoIssue: 'ended',
        promoMessage: 'FLASH has ended, so your total is unchanged.',
      });
      const refused = await checkout(t, checkoutBody(sessionId)).expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        field: 'promoCode',
        message:
          'FLASH has ended, so your order was not placed. Remove the code to check out without it.',
      });
      expect(await orderCount(t, sessionId)).toBe(0);
      expect(await timesUsed('FLASH')).toBe(0);
      await t.http().delete(`/api/cart/${sessionId}/promo`).expect(200);
      const placed = await checkout(t, checkoutBody(sessionId)).expect(201);
      expect(placed.body.order).toMatchObject({ promoCode: null, total: '31.59' });
    });
  });

  it('counts exactly under 50 parallel checkouts: 10 orders with the code, 40 clear refusals', async () => {
    await createCode({ code: 'TEN-ONLY', kind: 'percentage', value: '10', usageLimit: 10 });
    const sessions = Array.from({ length: 50 }, () => newSessionId());
    for (const sessionId of sessions) {
      // A product each: the shoppers meet on the code's row, not on one product's stock.
      const own = await insertProduct(t, { price: '20.00' });
      await addToCart(t, sessionId, own.id, 2).expect(201);
      expect(await applyCode(sessionId, 'ten-only')).toMatchObject({ promoApplied: true });
    }
    const answers = await Promise.all(
      sessions.map((sessionId) => checkout(t, checkoutBody(sessionId))),
    );
    const placed = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of placed) {
      expect(res.body.order).toMatchObject({
        promoCode: 'TEN-ONLY',
        discount: '4.00',
        total: '48.87',
      });
    }
    for (const res of refused) {
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        field: 'promoCode',
        message:
          'TEN-ONLY has just been used as many times as it can be, so your order was not placed. Remove the code to check out without it.',
      });
    }
    expect(await timesUsed('TEN-ONLY')).toBe(10);
    const [counts] = await t.query<{ orders: number; redemptions: number; carts: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE session_id = ANY($1)) AS orders,
              (SELECT count(*)::int FROM discount_code_redemptions r
                 JOIN discount_codes c ON c.id = r.discount_code_id
                WHERE c.code = 'TEN-ONLY') AS redemptions,
              (SELECT count(*)::int FROM cart_items WHERE session_id = ANY($1)) AS carts`,
      [sessions],
    );
    // The refused carts are as they were, their code still kept (the summary says it is used up).
    expect(counts).toEqual({ orders: 10, redemptions: 10, carts: 40 });
    const refusedSession = sessions[answers.findIndex((res) => res.status === 409)];
    expect(await summary(refusedSession)).toMatchObject({
      promoCode: 'TEN-ONLY',
      promoApplied: false,
      promoIssue: 'used-up',
    });
    const { codes } = await admin.list();
    expect(codes.find((code) => code.code === 'TEN-ONLY')).toMatchObject({
      timesUsed: 10,
      usageLimit: 10,
      state: 'used-up',
    });
  });

  describe('the owner’s endpoints', () => {
    it('are the owner’s only, and store nothing for anyone else', async () => {
      const body = { code: 'SNEAKY', kind: 'percentage', value: '90' };
      await t.http().get('/api/admin/discount-codes').expect(401);
      await t.http().post('/api/admin/discount-codes').send(body).expect(401);
      await t.http().put('/api/admin/discount-codes/1').send(body).expect(401);
      await t.http().post('/api/admin/discount-codes/1/end').expect(401);
      await t.http().post('/api/admin/discount-codes/1/archive').expect(401);
      await t.http().delete('/api/admin/discount-codes/1').expect(401);
      await t
        .http()
        .get('/api/admin/discount-codes')
        .set('Cookie', 'healing_admin=forged')
        .expect(401);
      expect(await t.query(`SELECT 1 FROM discount_codes WHERE code = 'SNEAKY'`)).toEqual([]);
      const [healing] = await t.query<{ archived_at: Date | null; ends_at: Date | null }>(
        `SELECT archived_at, ends_at FROM discount_codes WHERE code = 'HEALING10'`,
      );
      expect(healing).toEqual({ archived_at: null, ends_at: null });
    });

    it('validate every field, with the form’s messages, storing nothing', async () => {
      const before = (await admin.list()).codes.length;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'x', kind: 'percentage', value: '10' }, 'code', 'A code must be 2 to 40'],
        [{ code: 'NO SPACES', kind: 'percentage', value: '10' }, 'code', 'A code must be'],
        [{ code: 'A'.repeat(41), kind: 'percentage', value: '10' }, 'code', 'A code must be'],
        [{ code: 42, kind: 'percentage', value: '10' }, 'code', 'A code must be'],
        [{ code: 'OK10', kind: 'half', value: '10' }, 'kind', 'Please choose a percentage'],
        [
          { code: 'OK10', kind: 'percentage', value: '150' },
          'value',
          'A percentage must be a whole number from 1 to 100',
        ],
        [
          { code: 'OK10', kind: 'percentage', value: '7.5' },
          'value',
          'A percentage must be a whole number from 1 to 100',
        ],
        [
          { code: 'OK10', kind: 'fixed', value: '0' },
          'value',
          'An amount must be from 0.01 to 99999.99',
        ],
        [
          { code: 'OK10', kind: 'fixed', value: '-5' },
          'value',
          'An amount must be from 0.01 to 99999.99',
        ],
        [
          { code: 'OK10', kind: 'fixed', value: '5', minSubtotal: 'ten' },
          'minSubtotal',
          'A minimum subtotal must be an amount',
        ],
        [
          { code: 'OK10', kind: 'fixed', value: '5', startsAt: 'tomorrow' },
          'startsAt',
          'The start must be a date and time',
        ],
        [
          {
            code: 'OK10',
            kind: 'fixed',
            value: '5',
            startsAt: '2026-12-10T00:00:00Z',
            endsAt: '2026-12-01T00:00:00Z',
          },
          'endsAt',
          'The end must be after the start',
        ],
        [
          { code: 'OK10', kind: 'fixed', value: '5', usageLimit: 0 },
          'usageLimit',
          'The usage limit must be a whole number from 1',
        ],
        [
          { code: 'OK10', kind: 'fixed', value: '5', usageLimit: '10' },
          'usageLimit',
          'The usage limit must be a whole number from 1',
        ],
        [{ code: 'OK10', kind: 'fixed', value: '5', timesUsed: 0 }, 'timesUsed', 'Unknown field'],
      ];
      for (const [body, field, message] of cases) {
        const res = await admin.create(body).expect(400);
        expect(res.body.field).toBe(field);
        expect(res.body.message).toContain(message);
      }
      expect((await admin.list()).codes).toHaveLength(before);
      // The same code in another case is the same code.
      const taken = await admin
        .create({ code: 'healing10', kind: 'fixed', value: '1' })
        .expect(409);
      expect(taken.body).toMatchObject({
        field: 'code',
        message: 'There is already a code HEALING10. Please choose another.',
      });
      await admin.update(999999, { code: 'GONE', kind: 'fixed', value: '1' }).expect(404);
      await t.http().put('/api/admin/discount-codes/abc').set('Cookie', owner).send({}).expect(400);
    });

    it('keep a used code’s history: edits change later uses only, no rename, no delete', async () => {
      const code = await createCode({ code: 'KIND5', kind: 'fixed', value: '5.00', usageLimit: 3 });
      const sessionId = await cartOf(twenty);
      await applyCode(sessionId, 'kind5');
      const placed = await checkout(t, checkoutBody(sessionId)).expect(201);
      expect(placed.body.order).toMatchObject({ promoCode: 'KIND5', discount: '5.00' });

      const renamed = await admin
        .update(code.id, { code: 'KIND6', kind: 'fixed', value: '5.00', usageLimit: 3 })
        .expect(409);
      expect(renamed.body.field).toBe('code');
      const [{ n }] = await t.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM discount_codes WHERE code = 'KIND6'`,
      );
      expect(n).toBe(0);
      const edited = await admin
        .update(code.id, { code: 'kind5', kind: 'percentage', value: '25', usageLimit: 5 })
        .expect(200);
      expect(edited.body).toMatchObject({
        code: 'KIND5',
        kind: 'percentage',
        value: '25',
        usageLimit: 5,
        timesUsed: 1,
        description: '25% off your items',
      });
      // The order keeps the discount it was given.
      const order = await t
        .http()
        .get(`/api/admin/orders/${placed.body.id}`)
        .set('Cookie', owner)
        .expect(200);
      expect(order.body).toMatchObject({ promoCode: 'KIND5', discount: '5.00' });
      const used = await admin.remove(code.id).expect(409);
      expect(used.body.message).toBe(
        "KIND5 has been used once, so it stays with its orders' history. End or archive it instead.",
      );

      await admin.act(code.id, 'archive').expect(200);
      const archived = (await admin.list()).codes.find((row) => row.id === code.id);
      expect(archived).toMatchObject({ state: 'archived' });
      expect(await applyCode(await cartOf(twenty), 'kind5')).toMatchObject({
        promoApplied: false,
        promoIssue: 'ended',
      });
      expect((await admin.act(code.id, 'restore').expect(200)).body).toMatchObject({
        state: 'active',
        archivedAt: null,
      });

      const unused = await createCode({ code: 'TYPO', kind: 'fixed', value: '1.00' });
      await admin.remove(unused.id).expect(204);
      await admin.remove(unused.id).expect(404);

      const audited = await t.query<{ action: string; actor_label: string }>(
        `SELECT action, actor_label FROM audit_log
          WHERE target_type = 'discount_code' AND target_id IN ($1, $2) ORDER BY id`,
        [String(code.id), String(unused.id)],
      );
      expect(audited.map((row) => row.action)).toEqual([
        'discount_code.created',
        'discount_code.updated',
        'discount_code.archived',
        'discount_code.restored',
        'discount_code.created',
        'discount_code.deleted',
      ]);
      expect(new Set(audited.map((row) => row.actor_label))).toEqual(new Set(['maya']));
    });

    it('lower no usage limit below the uses made, and end a code once', async () => {
      const code = await createCode({ code: 'TWICE', kind: 'fixed', value: '2.00' });
      for (let i = 0; i < 2; i += 1) {
        const sessionId = await cartOf(twenty);
        await applyCode(sessionId, 'twice');
        await checkout(t, checkoutBody(sessionId)).expect(201);
      }
      const lower = await admin
        .update(code.id, { code: 'TWICE', kind: 'fixed', value: '2.00', usageLimit: 1 })
        .expect(409);
      expect(lower.body).toMatchObject({
        field: 'usageLimit',
        message: "TWICE has been used 2 times already: its usage limit can't be lower than that.",
      });
      await admin
        .update(code.id, { code: 'TWICE', kind: 'fixed', value: '2.00', usageLimit: 2 })
        .expect(200);
      expect((await admin.act(code.id, 'end').expect(200)).body).toMatchObject({ state: 'ended' });
      expect((await admin.act(code.id, 'end').expect(409)).body.message).toBe(
        'TWICE has already ended.',
      );
    });
  });
});
