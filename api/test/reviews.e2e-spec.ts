import type { ProductReviewsPageDto } from '@healing/contracts';
import type { AdminReviewsPageDto } from '@healing/contracts/admin';
import {
  addToCart,
  checkout,
  checkoutBody,
  insertProduct,
  type TestProduct,
} from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'amber-fox-window-77';
const RECEIVED =
  'Thank you for your review. It will appear on the product once we have approved it.';

interface Placed {
  id: number;
  sessionId: string;
}

async function placeOrder(t: TestApp, products: TestProduct[]): Promise<Placed> {
  const sessionId = newSessionId();
  for (const product of products) await addToCart(t, sessionId, product.id, 1).expect(201);
  const res = await checkout(t, checkoutBody(sessionId)).expect(201);
  return { id: res.body.id as number, sessionId };
}

async function advance(t: TestApp, cookie: string, id: number, to: 'paid' | 'delivered') {
  const steps =
    to === 'paid'
      ? [['paid', {}]]
      : [
          ['paid', {}],
          ['shipped', { trackingNumber: 'TRACK1' }],
          ['delivered', {}],
        ];
  for (const [step, body] of steps) {
    await t
      .http()
      .post(`/api/admin/orders/${id}/${step as string}`)
      .set('Cookie', cookie)
      .send(body as object)
      .expect(200);
  }
}

function review(t: TestApp, sessionId: string | null, body: Record<string, unknown>) {
  const req = t.http().post('/api/reviews');
  return (sessionId === null ? req : req.set('X-Session-Id', sessionId)).send(body);
}

async function storedReviews(t: TestApp): Promise<number> {
  const [row] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM product_reviews');
  return row.n;
}

describe('product reviews', () => {
  let t: TestApp;
  let cookie: string;
  let tee: TestProduct;
  let mug: TestProduct;
  let other: TestProduct;
  let delivered: Placed;
  let paidOnly: Placed;

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'keeper', PASSWORD);
    cookie = await signIn(t, 'keeper', PASSWORD);
    tee = await insertProduct(t, { price: '28.00', name: 'Bloom Within Tee' });
    mug = await insertProduct(t, { price: '14.00', name: 'Calm Mug' });
    other = await insertProduct(t, { price: '9.00', name: 'Quiet Patch' });
    delivered = await placeOrder(t, [tee, mug]);
    await advance(t, cookie, delivered.id, 'delivered');
    paidOnly = await placeOrder(t, [tee]);
    await advance(t, cookie, paidOnly.id, 'paid');
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = () => ({
    orderId: delivered.id,
    productId: tee.id,
    rating: 5,
    text: 'Soft, and the lotus made me smile.',
    name: 'Maya R.',
  });

  it('shows "no reviews" for a product nobody has reviewed, and 404 for no product', async () => {
    const res = await t.http().get(`/api/products/${tee.id}/reviews`).expect(200);
    expect(res.body).toEqual({
      productId: tee.id,
      reviews: [],
      page: 1,
      pageSize: 10,
      count: 0,
      average: null,
    });
    await t.http().get('/api/products/999999/reviews').expect(404);
    await t.http().get('/api/products/abc/reviews').expect(400);
    const bad = await t.http().get(`/api/products/${tee.id}/reviews?pageSize=500`).expect(400);
    expect(bad.body.message).toBe('pageSize must be a whole number from 1 to 50');
  });

  it('refuses a review from a session that has no delivered order with that product', async () => {
    // A stranger's session, naming a real delivered order.
    const stranger = await review(t, newSessionId(), valid()).expect(404);
    expect(stranger.body.message).toBe('Order not found');
    // No session at all.
    await review(t, null, valid()).expect(400);
    // The shopper's own order, not yet delivered.
    const early = await review(t, paidOnly.sessionId, {
      ...valid(),
      orderId: paidOnly.id,
    }).expect(403);
    expect(early.body.message).toBe(
      `Order #${paidOnly.id} has not been delivered yet: you can review its products once it has arrived.`,
    );
    // The delivered order, but a product that is not on it.
    const wrong = await review(t, delivered.sessionId, {
      ...valid(),
      productId: other.id,
    }).expect(404);
    expect(wrong.body.message).toBe(`Order #${delivered.id} holds no such product to review`);
    expect(await storedReviews(t)).toBe(0);
  });

  it.each([
    ['no rating', { rating: undefined }, 'Please choose a rating from 1 to 5 stars'],
    ['zero stars', { rating: 0 }, 'Please choose a rating from 1 to 5 stars'],
    ['six stars', { rating: 6 }, 'Please choose a rating from 1 to 5 stars'],
    ['half a star', { rating: 4.5 }, 'Please choose a rating from 1 to 5 stars'],
    ['a rating as text', { rating: '5' }, 'Please choose a rating from 1 to 5 stars'],
    ['no text', { text: '   ' }, 'Please write a few words about it'],
    ['huge text', { text: 'x'.repeat(1001) }, 'Your review must be at most 1000 characters'],
    ['text of another type', { text: ['a'] }, 'Your review must be text'],
    [
      'a direction override in the text',
      { text: 'Lovely \u202Eevil' },
      'Please use plain text: this holds characters we cannot show',
    ],
    [
      'a control character in the text',
      { text: 'Lovely\u0007' },
      'Please use plain text: this holds characters we cannot show',
    ],
    ['no name', { name: '' }, 'Please enter the name to show with your review'],
    [
      'a name over two lines',
      { name: 'Maya\nR.' },
      'Please keep this on one line, without hidden characters',
    ],
    ['a long name', { name: 'M'.repeat(61) }, 'Your name must be at most 60 characters'],
    [
      'a negative order',
      { orderId: -1 },
      'orderId must be the number of your order (a positive whole number)',
    ],
    [
      'a product id beyond PostgreSQL',
      { productId: 2_147_483_648 },
      'productId must be the id of a product (a positive whole number)',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, change, message) => {
    const body: Record<string, unknown> = { ...valid(), ...change };
    for (const key of Object.keys(change)) {
      if ((change as Record<string, unknown>)[key] === undefined) delete body[key];
    }
    const res = await review(t, delivered.sessionId, body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await storedReviews(t)).toBe(0);
  });

  it('holds a review for approval, refuses it again, and shows it once approved', async () => {
    const first = await review(t, delivered.sessionId, {
      ...valid(),
      text: '  Soft, and the lotus\r\nmade me smile.  ',
    }).expect(201);
    expect(first.body).toEqual({ id: expect.any(Number), status: 'pending', message: RECEIVED });

    const again = await review(t, delivered.sessionId, { ...valid(), rating: 1 }).expect(409);
    expect(again.body.message).toBe(
      `You have already reviewed this product for order #${delivered.id}.`,
    );
    const second = await review(t, delivered.sessionId, {
      ...valid(),
      productId: mug.id,
      rating: 4,
      text: 'My tea tastes calmer.',
      name: 'Sam',
    }).expect(201);
    expect(await storedReviews(t)).toBe(2);

    // Pending reviews are not shown.
    let page = (await t.http().get(`/api/products/${tee.id}/reviews`).expect(200))
      .body as ProductReviewsPageDto;
    expect(page.count).toBe(0);

    // The owner's queue.
    await t.http().get('/api/admin/reviews').expect(401);
    await t.http().post(`/api/admin/reviews/${first.body.id}/approve`).expect(401);
    const queue = (await t.http().get('/api/admin/reviews').set('Cookie', cookie).expect(200))
      .body as AdminReviewsPageDto;
    expect(queue.counts).toEqual({ pending: 2, approved: 0, rejected: 0 });
    expect(queue.total).toBe(2);
    expect(queue.reviews.map((r) => [r.productName, r.rating, r.orderId])).toEqual([
      ['Bloom Within Tee', 5, delivered.id],
      ['Calm Mug', 4, delivered.id],
    ]);
    expect(queue.reviews[0].text).toBe('Soft, and the lotus\nmade me smile.');
    const paged = (
      await t.http().get('/api/admin/reviews?page=2&pageSize=1').set('Cookie', cookie).expect(200)
    ).body as AdminReviewsPageDto;
    expect(paged.reviews.map((r) => r.productName)).toEqual(['Calm Mug']);
    await t.http().get('/api/admin/reviews?status=lost').set('Cookie', cookie).expect(400);

    const approved = await t
      .http()
      .post(`/api/admin/reviews/${first.body.id}/approve`)
      .set('Cookie', cookie)
      .expect(200);
    expect(approved.body).toMatchObject({ moderationStatus: 'approved' });
    await t
      .http()
      .post(`/api/admin/reviews/${second.body.id}/reject`)
      .set('Cookie', cookie)
      .expect(200);
    await t.http().post('/api/admin/reviews/999999/approve').set('Cookie', cookie).expect(404);

    page = (await t.http().get(`/api/products/${tee.id}/reviews`).expect(200))
      .body as ProductReviewsPageDto;
    expect(page.count).toBe(1);
    expect(page.average).toBe(5);
    expect(page.reviews).toEqual([
      {
        id: first.body.id,
        productId: tee.id,
        rating: 5,
        text: 'Soft, and the lotus\nmade me smile.',
        name: 'Maya R.',
        createdAt: expect.any(String),
      },
    ]);
    const mugPage = (await t.http().get(`/api/products/${mug.id}/reviews`).expect(200))
      .body as ProductReviewsPageDto;
    expect(mugPage.count).toBe(0);

    const audit = await t.query<{ action: string; target_id: string }>(
      "SELECT action, target_id FROM audit_log WHERE target_type = 'review' ORDER BY id",
    );
    expect(audit).toEqual([
      { action: 'review.approved', target_id: String(first.body.id) },
      { action: 'review.rejected', target_id: String(second.body.id) },
    ]);
  });

  it('averages several approved reviews to one decimal', async () => {
    const another = await placeOrder(t, [tee]);
    await advance(t, cookie, another.id, 'delivered');
    const res = await review(t, another.sessionId, {
      ...valid(),
      orderId: another.id,
      rating: 4,
    }).expect(201);
    await t
      .http()
      .post(`/api/admin/reviews/${res.body.id}/approve`)
      .set('Cookie', cookie)
      .expect(200);
    const page = (await t.http().get(`/api/products/${tee.id}/reviews`).expect(200))
      .body as ProductReviewsPageDto;
    expect({ count: page.count, average: page.average }).toEqual({ count: 2, average: 4.5 });
    expect(page.reviews.map((r) => r.rating)).toEqual([4, 5]);
  });

  it('stores one review of a product per order when several race', async () => {
    const racer = await placeOrder(t, [mug]);
    await advance(t, cookie, racer.id, 'delivered');
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        review(t, racer.sessionId, {
          ...valid(),
          orderId: racer.id,
          productId: mug.id,
          text: `Attempt ${i}`,
        }).then((res) => res.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.query('SELECT id FROM product_reviews WHERE order_id = $1', [racer.id]);
    expect(rows).toHaveLength(1);
  });

  it('e-mails the review links with the delivery', async () => {
    const mails = await t.query<{ text: string }>(
      "SELECT text_body AS text FROM mail_outbox WHERE kind = 'order-delivered' ORDER BY id LIMIT 1",
    );
    expect(mails[0].text).toContain(`/product/${tee.id}/review?order=${delivered.id}`);
    expect(mails[0].text).toContain(`/product/${mug.id}/review?order=${delivered.id}`);
  });

  it('describes the public endpoints in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    expect(doc.paths['/api/products/{id}/reviews'].get).toBeDefined();
    expect(doc.paths['/api/reviews'].post).toBeDefined();
    expect(doc.components.schemas.CreateReviewDto.required).toEqual([
      'orderId',
      'productId',
      'rating',
      'text',
      'name',
    ]);
    expect(doc.paths['/api/admin/reviews']).toBeUndefined();
  });
});
