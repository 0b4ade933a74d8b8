import {
  addToCart,
  cartRows,
  checkout,
  checkoutBody,
  customDesignBody,
  customDesignPreview,
  insertProduct,
  mailsTo,
  orderCount,
  type TestProduct,
} from './cart-fixtures';
import { createTestApp, newSessionId, TestApp } from './support/test-app';

const CARD_INSTRUCTIONS = (total: string) =>
  `We will e-mail you a secure payment link for $${total} within one working day; you pay by card on the payment provider's secure page, and your order ships once it is paid.`;

describe('POST /api/checkout', () => {
  let t: TestApp;
  let shirt: TestProduct;
  let candy: TestProduct;

  beforeAll(async () => {
    t = await createTestApp();
    shirt = await insertProduct(t, { price: '12.50', name: 'Healing Shirt' });
    candy = await insertProduct(t, { price: '33.35', name: 'Calm Candy' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A session whose cart holds 2 shirts and one custom design: 50.00 exactly. */
  async function fiftyDollarCart(): Promise<string> {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, shirt.id, 2).expect(201);
    await t.http().post('/api/cart').send(customDesignBody(sessionId)).expect(201);
    return sessionId;
  }

  it('turns the cart into a pending order, empties the cart and queues the e-mail', async () => {
    const sessionId = await fiftyDollarCart();
    const body = checkoutBody(sessionId);
    const res = await checkout(t, body).expect(201);

    const id = res.body.id as number;
    expect(res.body).toEqual({
      success: true,
      id,
      orderId: id,
      message: 'Order placed successfully',
      order: {
        id,
        email: body.email,
        firstName: 'Maya',
        lastName: 'Rivers',
        address: '12 Willow Lane',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
        phone: '(503) 555-0100',
        subtotal: '50.00',
        discount: '0.00',
        shipping: '9.99',
        tax: '4.00',
        total: '63.99',
        promoCode: null,
        paymentMethod: 'card',
        status: 'pending',
        createdAt: expect.any(String),
        items: [
          {
            id: expect.any(Number),
            productId: shirt.id,
            productName: 'Healing Shirt',
            variantLabel: 'One size',
            sku: null,
            displayName: 'Healing Shirt',
            image: shirt.image,
            quantity: 2,
            price: '12.50',
            total: '25.00',
            isCustomDesign: false,
            customDesignData: null,
            customProductName: null,
          },
          {
            id: expect.any(Number),
            productId: null,
            productName: 'Custom T-Shirt - Love Is (Rose Love)',
            variantLabel: 'M',
            sku: null,
            displayName: 'Custom T-Shirt - Love Is (Rose Love) — M',
            // The designed piece, as the cart showed it.
            image: customDesignPreview(),
            quantity: 1,
            price: '25.00',
            total: '25.00',
            isCustomDesign: true,
            customDesignData: expect.objectContaining({
              productType: 'tshirts',
              size: 'M',
              templateId: 'li-love2',
            }),
            customProductName: 'Custom T-Shirt - Love Is (Rose Love) — M',
          },
        ],
        paymentInstructions: CARD_INSTRUCTIONS('63.99'),
        paymentLink: null,
        trackingNumber: null,
        carrier: null,
        history: [{ at: expect.any(String), action: 'placed' }],
      },
    });
    expect(res.body.order.history[0].at).toBe(res.body.order.createdAt);

    const [stored] = await t.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [
      id,
    ]);
    expect(stored).toMatchObject({ session_id: sessionId, status: 'pending', total: '63.99' });
    expect(await cartRows(t, sessionId)).toEqual([]);
    const events = await t.query(
      'SELECT action, status, note, actor_label FROM order_events WHERE order_id = $1',
      [id],
    );
    expect(events).toEqual([
      { action: 'placed', status: 'pending', note: null, actor_label: 'shopper' },
    ]);

    const mails = await mailsTo(t, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe('order-confirmation');
    expect(mails[0].subject).toBe(`Your Healing Shop order #${id}`);
    for (const text of [
      '- 2 x Healing Shirt at $12.50 = $25.00',
      '- 1 x Custom T-Shirt - Love Is (Rose Love) — M at $25.00 = $25.00',
      'Subtotal: $50.00',
      'Shipping: $9.99',
      'Tax: $4.00',
      'Total: $63.99',
      '    Design: Rose Love; Text: Be gentle with yourself; Font size: Medium; Colour: #D14D72',
      'Shipping to:\n  Maya Rivers\n  12 Willow Lane\n  Portland, OR 97201\n',
      CARD_INSTRUCTIONS('63.99'),
    ]) {
      expect(mails[0].text_body).toContain(text);
    }
    // The same in the shop's look, stored with it.
    const [{ html_body: html }] = await t.query<{ html_body: string }>(
      'SELECT html_body FROM mail_outbox WHERE to_address = $1',
      [body.email],
    );
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC/);
    expect(html).toContain('Custom T-Shirt - Love Is (Rose Love) — M');
    expect(html).toContain('“Be gentle with yourself”');
    expect(html).toContain('href="http://localhost:8080/orders/');
  });

  it('ignores every amount and status the client sends', async () => {
    const sessionId = await fiftyDollarCart();
    const res = await checkout(
      t,
      checkoutBody(sessionId, {
        subtotal: '0.01',
        discount: '49.99',
        shipping: '0.00',
        tax: '0.00',
        total: '0.01',
        status: 'completed',
      }),
    ).expect(201);
    expect(res.body.order).toMatchObject({ subtotal: '50.00', total: '63.99', status: 'pending' });
    const [stored] = await t.query<{ total: string; status: string }>(
      'SELECT total, status FROM orders WHERE id = $1',
      [res.body.id],
    );
    expect(stored).toEqual({ total: '63.99', status: 'pending' });
  });

  it('applies HEALING10 with half-up rounding and records the code', async () => {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, candy.id).expect(201);
    const res = await checkout(t, checkoutBody(sessionId, { promoCode: ' HEALING10 ' })).expect(
      201,
    );
    expect(res.body.order).toMatchObject({
      subtotal: '33.35',
      discount: '3.34',
      shipping: '9.99',
      tax: '2.40',
      total: '42.40',
      promoCode: 'HEALING10',
    });
    const [mail] = await mailsTo(t, res.body.order.email);
    expect(mail.text_body).toContain('Discount (HEALING10): -$3.34');
  });

  it('ignores a wrong promo code', async () => {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, candy.id).expect(201);
    const res = await checkout(t, checkoutBody(sessionId, { promoCode: 'HEALING20' })).expect(201);
    expect(res.body.order).toMatchObject({
      discount: '0.00',
      tax: '2.67',
      total: '46.01',
      promoCode: null,
    });
  });

  it('ships above 50.00 free', async () => {
    const sessionId = newSessionId();
    const product = await insertProduct(t, { price: '50.01' });
    await addToCart(t, sessionId, product.id).expect(201);
    const res = await checkout(t, checkoutBody(sessionId)).expect(201);
    expect(res.body.order).toMatchObject({ shipping: '0.00', tax: '4.00', total: '54.01' });
    const [mail] = await mailsTo(t, res.body.order.email);
    expect(mail.text_body).toContain('Shipping: Free');
  });

  it('with no payment provider, tells the payment step that a card is paid by a link later', async () => {
    await t.http().get('/api/payments/options').expect(200, { cardOnline: false });
  });

  it('records PayPal and says how to pay with it', async () => {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, shirt.id).expect(201);
    const body = checkoutBody(sessionId, { paymentMethod: 'paypal' });
    const res = await checkout(t, body).expect(201);
    const instructions = `We will send a PayPal payment request for $23.49 to ${body.email} within one working day; your order ships once it is paid.`;
    expect(res.body.order).toMatchObject({
      total: '23.49',
      paymentMethod: 'paypal',
      paymentInstructions: instructions,
    });
    const [mail] = await mailsTo(t, body.email);
    expect(mail.text_body).toContain(instructions);
  });

  it('defaults to card and trims the address fields', async () => {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, shirt.id).expect(201);
    const res = await checkout(t, {
      ...checkoutBody(sessionId, {
        firstName: '  Maya ',
        city: ' Portland ',
        state: ' or ',
        zipCode: ' 97201-1234 ',
        phone: '   ',
      }),
      paymentMethod: undefined,
    }).expect(201);
    expect(res.body.order).toMatchObject({
      firstName: 'Maya',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201-1234',
      phone: null,
      paymentMethod: 'card',
    });
  });

  describe('validation', () => {
    it.each([
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['email', undefined, 'Please enter a valid email address'],
      ['firstName', 'A', 'First name must be at least 2 characters'],
      ['firstName', ' A ', 'First name must be at least 2 characters'],
      ['firstName', 42, 'First name must be at least 2 characters'],
      ['lastName', 'B', 'Last name must be at least 2 characters'],
      ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
      ['address', '12 A', 'Please enter a complete address'],
      ['city', 'X', 'Please enter a city'],
      ['city', undefined, 'Please enter a city'],
      ['state', 'DC', 'Please select a state'],
      ['state', 'XX', 'Please select a state'],
      ['state', '', 'Please select a state'],
      ['zipCode', '1234', 'Please enter a valid ZIP code'],
      ['zipCode', '12345-12', 'Please enter a valid ZIP code'],
      ['zipCode', 'ABCDE', 'Please enter a valid ZIP code'],
      [
        'phone',
        'call me',
        'Please enter a valid phone number (7 to 20 digits, spaces or + ( ) - .)',
      ],
      ['phone', '12-34', 'Please enter a valid phone number (7 to 20 digits, spaces or + ( ) - .)'],
      ['paymentMethod', 'bitcoin', 'paymentMethod must be card or paypal'],
      ['sessionId', 'session_1_x', 'The session id is not valid.'],
      ['promoCode', 'X'.repeat(41), 'promoCode can be at most 40 characters'],
      ['giftWrap', true, 'Unknown field "giftWrap"'],
    ])('refuses %s = %p and changes nothing', async (field, value, message) => {
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id).expect(201);
      const body = { ...checkoutBody(sessionId), [field]: value };
      const res = await checkout(t, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message, field });
      expect(await orderCount(t, sessionId)).toBe(0);
      expect(await mailsTo(t, body.email)).toEqual([]);
      expect(await cartRows(t, sessionId)).toHaveLength(1);
    });

    it('accepts a ZIP+4 and a phone with symbols', async () => {
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id).expect(201);
      await checkout(
        t,
        checkoutBody(sessionId, { zipCode: '10001-0001', phone: '+1 (212) 555.0199' }),
      ).expect(201);
    });
  });

  it("refuses an empty cart and leaves other sessions' carts alone", async () => {
    const neighbour = newSessionId();
    await addToCart(t, neighbour, shirt.id).expect(201);
    const sessionId = newSessionId();
    const res = await checkout(t, checkoutBody(sessionId)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Cart is empty', error: 'Bad Request' });
    expect(await orderCount(t, sessionId)).toBe(0);
    expect(await cartRows(t, neighbour)).toHaveLength(1);
  });

  it('refuses a cart with a product gone out of stock and keeps the cart', async () => {
    const product = await insertProduct(t, { price: '9.00', name: 'Last Journal' });
    const sessionId = newSessionId();
    await addToCart(t, sessionId, shirt.id).expect(201);
    await addToCart(t, sessionId, product.id).expect(201);
    await t.query('UPDATE products SET in_stock = false WHERE id = $1', [product.id]);

    const body = checkoutBody(sessionId);
    const res = await checkout(t, body).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, message: '"Last Journal" is out of stock' });
    expect(await orderCount(t, sessionId)).toBe(0);
    expect(await mailsTo(t, body.email)).toEqual([]);
    expect(await cartRows(t, sessionId)).toHaveLength(2);
  });

  it('snapshots the price: a later price change does not touch the order', async () => {
    const product = await insertProduct(t, { price: '10.00', name: 'Sunrise Print' });
    const sessionId = newSessionId();
    await addToCart(t, sessionId, product.id).expect(201);
    const res = await checkout(t, checkoutBody(sessionId)).expect(201);
    await t.query(`UPDATE products SET price = 99.00, name = 'Renamed' WHERE id = $1`, [
      product.id,
    ]);
    const order = await t
      .http()
      .get(`/api/orders/${res.body.id}`)
      .set('X-Session-Id', sessionId)
      .expect(200);
    expect(order.body.items[0]).toMatchObject({ productName: 'Sunrise Print', price: '10.00' });
  });

  it('writes order and e-mail in one transaction: a failing e-mail leaves no order', async () => {
    const sessionId = newSessionId();
    await addToCart(t, sessionId, shirt.id).expect(201);
    const body = checkoutBody(sessionId);
    await t.query(`
      CREATE FUNCTION refuse_test_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.to_address = '${body.email}' THEN RAISE EXCEPTION 'mail refused by test'; END IF;
        RETURN NEW;
      END $$`);
    await t.query(
      'CREATE TRIGGER refuse_test_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_test_mail()',
    );
    // TypeORM logs the failed insert; this failure is the point of the test.
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await checkout(t, body).expect(500);
    } finally {
      quiet.mockRestore();
      await t.query('DROP TRIGGER refuse_test_mail ON mail_outbox');
      await t.query('DROP FUNCTION refuse_test_mail()');
    }
    expect(await orderCount(t, sessionId)).toBe(0);
    const [items] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_items WHERE order_id NOT IN (SELECT id FROM orders)',
    );
    expect(items.n).toBe(0);
    expect(await cartRows(t, sessionId)).toHaveLength(1);
    await checkout(t, body).expect(201);
  });

  it('places exactly one order from 20 parallel checkouts of one cart', async () => {
    const sessionId = await fiftyDollarCart();
    const body = checkoutBody(sessionId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(t, body)));

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(400)]);
    for (const res of answers.filter((r) => r.status === 400)) {
      expect(res.body.message).toBe('Cart is empty');
    }
    expect(await orderCount(t, sessionId)).toBe(1);
    expect(await mailsTo(t, body.email)).toHaveLength(1);
    const [items] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.session_id = $1',
      [sessionId],
    );
    expect(items.n).toBe(2);
  });

  describe('Idempotency-Key', () => {
    it('answers a repeated key with the same order and places no second one', async () => {
      const sessionId = await fiftyDollarCart();
      const body = checkoutBody(sessionId);
      const first = await checkout(t, body, 'retry-key:1').expect(201);
      const second = await checkout(t, body, 'retry-key:1').expect(201);
      expect(second.body).toEqual(first.body);

      // Even with a new cart, the key still names the first order.
      await addToCart(t, sessionId, shirt.id).expect(201);
      const third = await checkout(t, body, 'retry-key:1').expect(201);
      expect(third.body.id).toBe(first.body.id);
      expect(await orderCount(t, sessionId)).toBe(1);
      expect(await mailsTo(t, body.email)).toHaveLength(1);
      expect(await cartRows(t, sessionId)).toHaveLength(1);

      const fresh = await checkout(t, body, 'retry-key:2').expect(201);
      expect(fresh.body.id).not.toBe(first.body.id);
      expect(await orderCount(t, sessionId)).toBe(2);
    });

    it('answers parallel requests with one key with one order', async () => {
      const sessionId = await fiftyDollarCart();
      const body = checkoutBody(sessionId);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => checkout(t, body, 'parallel_key.1')),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((res) => res.body.id as number)).size).toBe(1);
      expect(await orderCount(t, sessionId)).toBe(1);
      expect(await mailsTo(t, body.email)).toHaveLength(1);
    });

    it('keeps keys apart between sessions', async () => {
      const one = newSessionId();
      const two = newSessionId();
      await addToCart(t, one, shirt.id).expect(201);
      await addToCart(t, two, shirt.id).expect(201);
      const a = await checkout(t, checkoutBody(one), 'same-key').expect(201);
      const b = await checkout(t, checkoutBody(two), 'same-key').expect(201);
      expect(a.body.id).not.toBe(b.body.id);
    });

    it.each(['has space', 'x'.repeat(101), 'semi;colon', ''])('refuses the key %p', async (key) => {
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id).expect(201);
      const res = await checkout(t, checkoutBody(sessionId), key).expect(400);
      expect(res.body).toMatchObject({
        message: 'The Idempotency-Key header must be 1 to 100 letters, digits or _ - : .',
        field: 'Idempotency-Key',
      });
      expect(await orderCount(t, sessionId)).toBe(0);
    });
  });
});
