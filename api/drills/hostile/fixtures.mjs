// What the corpus aims at: a cart line, another session's line, an order, stories, an upload,
// a product sold in one size and its variant, a sized product and its sizes.
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
 */
export async function createFixtures(client, catalog, adminToken) {
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
  const [sessionId, otherSessionId, buyerSessionId, emptySessionId] = [1, 2, 3, 4].map(() =>
    newSessionId(),
  );
  /** @type {(path: string, body: unknown) => Promise<import('../lib/http.mjs').Answer>} */
  const post = (path, body) => client.request('POST', path, { body });
  const item = /** @type {CartItemDto} */ (
    await must(post('/api/cart', { sessionId, productId, quantity: 1 }), 'adding to a cart')
  );
  const other = /** @type {CartItemDto} */ (
    await must(post('/api/cart', { sessionId: otherSessionId, productId }), 'adding to a cart')
  );
  await must(post('/api/cart', { sessionId: buyerSessionId, productId }), 'adding to a cart');
  const order = /** @type {CheckoutResponse} */ (
    await must(
      post('/api/checkout', {
        sessionId: buyerSessionId,
        email: 'hostile-buyer@example.com',
        ...ADDRESS,
      }),
      'checking out',
    )
  );
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
    orderId: order.orderId,
    pendingStoryId: pending.id,
    storyId: published[0].id,
    uploadId: upload.id,
    adminToken,
  };
}
