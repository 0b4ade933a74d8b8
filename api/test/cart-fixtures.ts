import { designPreviewPath, designPreviewQuerySchema } from '@healing/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { TestApp } from './support/test-app';

/** Products, uploads and carts that the cart, checkout and order tests own. */
export interface TestProduct {
  id: number;
  name: string;
  image: string;
  /** Its one variant ("One size"), or the first of its sizes. */
  variantId: number;
}

/**
 * A product sold in one size (plenty in stock unless `stock` says), or in `sizes`, each with
 * `stock` of its own.
 */
export async function insertProduct(
  t: TestApp,
  fields: { price: string; name?: string; inStock?: boolean; stock?: number; sizes?: string[] },
): Promise<TestProduct> {
  const slug = `test-${randomBytes(6).toString('hex')}`;
  const [row] = await t.query<TestProduct>(
    `INSERT INTO products (slug, name, description, price, category, collection, kind, image, in_stock)
     VALUES ($1, $2, 'A product made for this test', $3, 'apparel', 'inner-beauty', 't-shirt', $4, $5)
     RETURNING id, name, image`,
    [
      slug,
      fields.name ?? `Test ${slug}`,
      fields.price,
      `/images/${slug}.png`,
      fields.inStock ?? true,
    ],
  );
  const sizes = fields.sizes ?? [];
  await t.query(`UPDATE products SET options = $2::jsonb WHERE id = $1`, [
    row.id,
    JSON.stringify(sizes.length ? [{ name: 'Size', values: sizes }] : []),
  ]);
  const variants = await t.query<{ id: number }>(
    `INSERT INTO product_variants (product_id, position, option_values, label, stock)
     SELECT $1, n - 1, CASE WHEN $2::text[] = '{}' THEN '{}'::jsonb
                            ELSE jsonb_build_object('Size', ($2::text[])[n]) END,
            COALESCE(($2::text[])[n], 'One size'), $3
       FROM generate_series(1, greatest(cardinality($2::text[]), 1)) AS n
     RETURNING id`,
    [row.id, sizes, fields.stock ?? 1000],
  );
  return { ...row, variantId: Math.min(...variants.map((variant) => variant.id)) };
}

/** The ids of a product's variants by label. */
export async function variantIds(t: TestApp, productId: number): Promise<Record<string, number>> {
  const rows = await t.query<{ id: number; label: string }>(
    'SELECT id, label FROM product_variants WHERE product_id = $1',
    [productId],
  );
  return Object.fromEntries(rows.map((row) => [row.label, row.id]));
}

export async function insertUpload(t: TestApp, sessionId: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.query(
    `INSERT INTO uploads (id, original_name, mime_type, size_bytes, storage_key, session_id)
     VALUES ($1, 'my-design.png', 'image/png', 1234, $2, $3)`,
    [id, `${id}.png`, sessionId],
  );
  return id;
}

export function addToCart(
  t: TestApp,
  sessionId: string,
  productId: number,
  quantity?: number,
  variantId?: number,
) {
  return t
    .http()
    .post('/api/cart')
    .send({
      sessionId,
      productId,
      ...(quantity === undefined ? {} : { quantity }),
      ...(variantId === undefined ? {} : { variantId }),
    });
}

/**
 * A custom design's add: a T-shirt in M, unless `data` says otherwise (another product type has
 * no size unless `data` gives one; `size: undefined` sends none).
 */
export function customDesignBody(sessionId: string, data: Record<string, unknown> = {}) {
  const productType = data.productType ?? 'tshirts';
  return {
    sessionId,
    quantity: 1,
    isCustomDesign: true,
    customDesignData: {
      productType,
      category: 'love-is',
      ...(productType === 'tshirts' ? { size: 'M' } : {}),
      selectedDesign: 'Rose Love',
      customText: 'Be gentle with yourself',
      fontSize: 'medium',
      textColor: '#D14D72',
      templateId: 'li-love2',
      designImage: 'li-love2',
      ...data,
    },
    customProductName: 'Custom tshirts - love-is (Rose Love)',
    customPrice: '25.00',
  };
}

/** The picture of `customDesignBody`'s design (with `data`), as the cart and orders name it. */
export function customDesignPreview(data: Record<string, unknown> = {}): string {
  // Read through the picture's own rules, as the API reads a stored design.
  return designPreviewPath(
    designPreviewQuerySchema.parse(customDesignBody('', data).customDesignData),
  );
}

export async function cartRows(t: TestApp, sessionId: string) {
  return t.query<{ id: number; product_id: number | null; quantity: number; custom_price: string }>(
    'SELECT id, product_id, quantity, custom_price FROM cart_items WHERE session_id = $1 ORDER BY id',
    [sessionId],
  );
}

export function checkoutBody(sessionId: string, fields: Record<string, unknown> = {}) {
  return {
    sessionId,
    email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
    firstName: 'Maya',
    lastName: 'Rivers',
    address: '12 Willow Lane',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    phone: '(503) 555-0100',
    promoCode: null,
    paymentMethod: 'card',
    ...fields,
  };
}

export function checkout(t: TestApp, body: Record<string, unknown>, idempotencyKey?: string) {
  const req = t.http().post('/api/checkout');
  return (idempotencyKey === undefined ? req : req.set('Idempotency-Key', idempotencyKey)).send(
    body,
  );
}

export async function orderCount(t: TestApp, sessionId: string): Promise<number> {
  const [row] = await t.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE session_id = $1',
    [sessionId],
  );
  return row.n;
}

export async function mailsTo(t: TestApp, email: string) {
  return t.query<{ kind: string; subject: string; text_body: string }>(
    'SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );
}
