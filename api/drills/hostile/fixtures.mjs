// What the corpus aims at: a cart line, another session's line, an order, stories, an upload,
// a product sold in one size and its variant, a sized product and its sizes; and, for the
// webhook, a card order placed while Stripe was down (no payment session: checkout places the
// order all the same) and one with the session Stripe's stand-in made for it.
import { ADDRESS, newSessionId } from '../lib/shopper.mjs';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

/** @typedef {Awaited<ReturnType<typeof createFixtures>>} Fixtures */
/**
 * @typedef {import('@healing/contracts').CartItemDto} CartItemDto
 * @typedef {import('@healing/contracts').CheckoutResponse} CheckoutResponse
 * @typedef {import('@healing/contracts').CreateHealingMomentResponse} CreateHealingMomentResponse
 * @typedef {import('@healing/contracts').HealingMomentDto} HealingMomentDto
 * @typedef {import('@healing/contracts').UploadResponse} UploadResponse
 */

/**
 * The body of a 2xx answer; any other answer stops the drill.
 * @param {Promise<import('../lib/http.mjs').Answer>} answer
 * @param {string} what
 */
async function must(answer, what) {
  const result = await answer;
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${what} answered ${result.status}: ${result.text?.slice(0, 200)}`);
  }
  return result.json;
}

/**
 * @param {import('../lib/http.mjs').Client} client
 * @param {import('../lib/shopper.mjs').Catalog} catalog
 * @param {string} adminToken
 * @param {import('./stripe-stand-in.mjs').StripeStandIn} stripe  down, as it is left
 */
export async function createFixtures(client, catalog, adminToken, stripe) {
  // A product sold in one size with plenty of it (not a painting's one piece): the adds and the
  // checkout below take a few.
  const oneSize = catalog.all.find(
    (p) => p.variants.length === 1 && p.variants[0].inStock && p.variants[0].fewLeft === null,
  );
  const sized = catalog.all.filter(
    (p) => p.variants.length > 1 && p.variants.some((v) => v.inStock && v.fewLeft === null),
  );
  if (!oneSize || sized.length < 2)
    throw new Error('the catalogue has no one-size product or fewer than two sized ones in stock');
  const productId = oneSize.id;
  const sizedVariant = sized[0].variants.find((v) => v.inStock && v.fewLeft === null);
  if (!sizedVariant) throw new Error('no size in stock');
  const [sessionId, otherSessionId, buyerSessionId, emptySessionId, payerSessionId] = [
    1, 2, 3, 4, 5,
  ].map(() => newSessionId());
  /** @type {(path: string, body: unknown) => Promise<import('../lib/http.mjs').Answer>} */
  const post = (path, body) => client.request('POST', path, { body });
  const item = /** @type {CartItemDto} */ (
    await must(post('/api/cart', { sessionId, productId, quantity: 1 }), 'adding to a cart')
  );
  const other = /** @type {CartItemDto} */ (
    await must(post('/api/cart', { sessionId: otherSessionId, productId }), 'adding to a cart')
  );
  await must(post('/api/cart', { sessionId: buyerSessionId, productId }), 'adding to a cart');
  /** A card order (the shopper's default), placed with Stripe configured. */
  const checkout = async (/** @type {string} */ session, /** @type {string} */ email) =>
    /** @type {CheckoutResponse} */ (
      await must(post('/api/checkout', { sessionId: session, email, ...ADDRESS }), 'checking out')
    );
  // Stripe down: the API asks it for a payment page, gets none, and places the order anyway.
  const asked = stripe.calls.length;
  const order = await checkout(buyerSessionId, 'hostile-buyer@example.com');
  if (order.order.paymentMethod !== 'card' || order.paymentUrl !== undefined) {
    throw new Error(
      `the order placed with Stripe down is ${order.order.paymentMethod} with a page`,
    );
  }
  if (!stripe.calls.slice(asked).includes('POST /v1/checkout/sessions')) {
    throw new Error('checkout did not ask Stripe (the stand-in) for a payment page');
  }
  // Stripe up for one checkout: the shop keeps the session its stand-in made.
  await must(post('/api/cart', { sessionId: payerSessionId, productId }), 'adding to a cart');
  stripe.makeSessions(true);
  const paying = await checkout(payerSessionId, 'hostile-payer@example.com').finally(() =>
    stripe.makeSessions(false),
  );
  const paymentSessionId = stripe.sessions.at(-1);
  if (paymentSessionId === undefined || !paying.paymentUrl?.endsWith(`/pay/${paymentSessionId}`)) {
    throw new Error(`checkout with Stripe up answered no payment page (${paying.paymentUrl})`);
  }
  const pending = /** @type {CreateHealingMomentResponse} */ (
    await must(
      post('/api/healing-moments', {
        name: 'Fixture',
        story: 'A story waiting for review.',
        category: 'growth',
      }),
      'sharing a story',
    )
  );
  const published = /** @type {HealingMomentDto[]} */ (
    await must(client.request('GET', '/api/healing-moments'), 'listing stories')
  );
  const boundary = 'fixtureBoundary';
  const upload = /** @type {UploadResponse} */ (
    await must(
      client.request('POST', '/api/uploads', {
        rawBody: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      }),
      'uploading an image',
    )
  );
  return {
    productId,
    /** The one-size product's only variant. */
    variantId: oneSize.variants[0].id,
    sizedProductId: sized[0].id,
    /** A size of the sized product with plenty left, and all its sizes. */
    sizedVariantId: sizedVariant.id,
    sizedVariantIds: sized[0].variants.map((v) => v.id),
    /** A size of another sized product. */
    otherSizedVariantId: sized[1].variants[0].id,
    sessionId,
    itemId: item.id,
    otherItemId: other.id,
    emptySessionId,
    buyerSessionId,
    /** A card order without a payment session (placed while Stripe was down). */
    orderId: order.orderId,
    /** A card order whose payment session, `paymentSessionId`, is open. */
    payingOrderId: paying.orderId,
    paymentSessionId,
    pendingStoryId: pending.id,
    storyId: published[0].id,
    uploadId: upload.id,
    adminToken,
  };
}
