import {
  ADULT_SIZES,
  designPreviewPath,
  type CartItemDto,
  type CartSummaryDto,
} from '@healing/contracts';
import type { AdminOrderDetail } from '@healing/contracts/admin';
import {
  addToCart,
  cartRows,
  checkout,
  checkoutBody,
  customDesignBody,
  customDesignPreview,
  insertProduct,
  insertUpload,
  mailsTo,
  type TestProduct,
} from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, TestApp } from './support/test-app';

const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 99';

describe('cart', () => {
  let t: TestApp;
  let shirt: TestProduct;
  let soldOut: TestProduct;

  beforeAll(async () => {
    t = await createTestApp();
    shirt = await insertProduct(t, { price: '12.50', name: 'Healing Shirt' });
    soldOut = await insertProduct(t, { price: '8.00', name: 'Sold Out Cap', inStock: false });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/cart/:sessionId', () => {
    it('answers an empty list for a new session', async () => {
      const res = await t.http().get(`/api/cart/${newSessionId()}`).expect(200);
      expect(res.body).toEqual([]);
    });

    it('refuses a malformed session id', async () => {
      const res = await t.http().get('/api/cart/session_123_short').expect(400);
      expect(res.body).toMatchObject({
        message: 'The session id is not valid.',
        field: 'sessionId',
      });
    });

    it('lists lines in the order they were added, with their product and prices', async () => {
      const sessionId = newSessionId();
      const other = await insertProduct(t, { price: '3.33', name: 'Calm Candy' });
      await addToCart(t, sessionId, other.id, 3).expect(201);
      await t.http().post('/api/cart').send(customDesignBody(sessionId)).expect(201);
      await addToCart(t, sessionId, shirt.id).expect(201);

      const res = await t.http().get(`/api/cart/${sessionId}`).expect(200);
      const lines = res.body as CartItemDto[];
      expect(lines.map((line) => line.product?.name ?? line.customProductName)).toEqual([
        'Calm Candy',
        'Custom T-Shirt - Love Is (Rose Love) — M',
        'Healing Shirt',
      ]);
      expect(res.body[0]).toMatchObject({
        quantity: 3,
        unitPrice: '3.33',
        lineTotal: '9.99',
        customPrice: null,
        previewImage: null,
        isCustomDesign: false,
      });
    });
  });

  describe('POST /api/cart (a product)', () => {
    it('adds a line with quantity 1 by default and answers the line', async () => {
      const sessionId = newSessionId();
      const res = await addToCart(t, sessionId, shirt.id).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        sessionId,
        productId: shirt.id,
        variantId: shirt.variantId,
        variant: { id: shirt.variantId, label: 'One size', options: {}, sku: null, inStock: true },
        displayName: 'Healing Shirt',
        quantity: 1,
        isCustomDesign: false,
        customDesignData: null,
        customProductName: null,
        customPrice: null,
        unitPrice: '12.50',
        lineTotal: '12.50',
        previewImage: null,
        product: {
          id: shirt.id,
          name: 'Healing Shirt',
          description: 'A product made for this test',
          image: shirt.image,
          price: '12.50',
          category: 'apparel',
          inStock: true,
        },
      });
    });

    it('adds the same product again to the same line', async () => {
      const sessionId = newSessionId();
      const first = await addToCart(t, sessionId, shirt.id, 2).expect(201);
      const second = await addToCart(t, sessionId, shirt.id, 3).expect(201);
      expect(second.body.id).toBe(first.body.id);
      expect(second.body).toMatchObject({ quantity: 5, lineTotal: '62.50' });
      expect(await cartRows(t, sessionId)).toHaveLength(1);
    });

    it('merges parallel adds of one product into one line with the summed quantity', async () => {
      const sessionId = newSessionId();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => addToCart(t, sessionId, shirt.id, 2)),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(12).fill(201));
      const rows = await cartRows(t, sessionId);
      expect(rows).toHaveLength(1);
      expect(rows[0].quantity).toBe(24);
    });

    it.each([0, 100, 1.5, '2', -1, null, true])('refuses quantity %p', async (quantity) => {
      const sessionId = newSessionId();
      const res = await t
        .http()
        .post('/api/cart')
        .send({ sessionId, productId: shirt.id, quantity })
        .expect(quantity === null ? 201 : 400);
      if (quantity === null) return; // null means "not given": the default 1
      expect(res.body).toEqual({
        statusCode: 400,
        message: QUANTITY_MESSAGE,
        error: 'Bad Request',
        field: 'quantity',
        errors: [{ field: 'quantity', message: QUANTITY_MESSAGE }],
      });
      expect(await cartRows(t, sessionId)).toEqual([]);
    });

    it('accepts the bounds 1 and 99', async () => {
      await addToCart(t, newSessionId(), shirt.id, 1).expect(201);
      await addToCart(t, newSessionId(), shirt.id, 99).expect(201);
    });

    it('refuses an add that would take the line above 99 and changes nothing', async () => {
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id, 98).expect(201);
      const res = await addToCart(t, sessionId, shirt.id, 2).expect(400);
      expect(res.body).toMatchObject({
        message: 'Your cart can hold at most 99 of one product.',
        field: 'quantity',
      });
      expect((await cartRows(t, sessionId))[0].quantity).toBe(98);
      await addToCart(t, sessionId, shirt.id, 1).expect(201);
    });

    it('answers 404 for an unknown product', async () => {
      const sessionId = newSessionId();
      const res = await addToCart(t, sessionId, 999_999).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'Product not found',
        error: 'Not Found',
        field: 'productId',
      });
      expect(await cartRows(t, sessionId)).toEqual([]);
    });

    it('answers 409 for a product out of stock and stores nothing', async () => {
      const sessionId = newSessionId();
      const res = await addToCart(t, sessionId, soldOut.id).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, message: 'Product is out of stock' });
      expect(await cartRows(t, sessionId)).toEqual([]);
    });

    it('refuses a missing or malformed product id', async () => {
      const sessionId = newSessionId();
      for (const productId of [undefined, 0, 'abc', 1.5]) {
        const res = await t.http().post('/api/cart').send({ sessionId, productId }).expect(400);
        expect(res.body).toMatchObject({
          message: 'productId must be the id of a product (a positive whole number)',
          field: 'productId',
        });
      }
    });

    it('refuses a missing or malformed session id', async () => {
      for (const sessionId of [undefined, 'abc', 'session_1_tooShort']) {
        const res = await t
          .http()
          .post('/api/cart')
          .send({ sessionId, productId: shirt.id })
          .expect(400);
        expect(res.body).toMatchObject({
          message: 'The session id is not valid.',
          field: 'sessionId',
        });
      }
    });

    it('refuses unknown fields, including a client price', async () => {
      const res = await t
        .http()
        .post('/api/cart')
        .send({ sessionId: newSessionId(), productId: shirt.id, price: '0.01' })
        .expect(400);
      expect(res.body).toMatchObject({ message: 'Unknown field "price"', field: 'price' });
    });
  });

  describe('POST /api/cart with an Idempotency-Key', () => {
    const addWithKey = (sessionId: string, key: string, body: Record<string, unknown>) =>
      t
        .http()
        .post('/api/cart')
        .set('Idempotency-Key', key)
        .send({ sessionId, ...body });

    it('counts an add sent again with its key once, and answers the same line', async () => {
      const sessionId = newSessionId();
      const first = await addWithKey(sessionId, 'add-1', { productId: shirt.id, quantity: 2 });
      const again = await addWithKey(sessionId, 'add-1', { productId: shirt.id, quantity: 2 });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const rows = await cartRows(t, sessionId);
      expect(rows.map((row) => row.quantity)).toEqual([2]);
    });

    it('counts parallel repeats of one add once', async () => {
      const sessionId = newSessionId();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => addWithKey(sessionId, 'storm', { productId: shirt.id })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
      expect((await cartRows(t, sessionId)).map((row) => row.quantity)).toEqual([1]);
    });

    it('adds again with a new key, and keeps keys apart per session', async () => {
      const sessionId = newSessionId();
      await addWithKey(sessionId, 'first', { productId: shirt.id }).expect(201);
      await addWithKey(sessionId, 'second', { productId: shirt.id }).expect(201);
      expect((await cartRows(t, sessionId)).map((row) => row.quantity)).toEqual([2]);
      const other = newSessionId();
      await addWithKey(other, 'first', { productId: shirt.id }).expect(201);
      expect((await cartRows(t, other)).map((row) => row.quantity)).toEqual([1]);
    });

    it('answers a repeat of an add that filled the line to the limit with that line', async () => {
      const sessionId = newSessionId();
      const first = await addWithKey(sessionId, 'fill', { productId: shirt.id, quantity: 99 });
      const again = await addWithKey(sessionId, 'fill', { productId: shirt.id, quantity: 99 });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      await addWithKey(sessionId, 'one-more', { productId: shirt.id }).expect(400);
      expect((await cartRows(t, sessionId)).map((row) => row.quantity)).toEqual([99]);
    });

    it('keeps custom designs sent again with their key to one line', async () => {
      const sessionId = newSessionId();
      const body = customDesignBody(sessionId);
      await t.http().post('/api/cart').set('Idempotency-Key', 'design').send(body).expect(201);
      await t.http().post('/api/cart').set('Idempotency-Key', 'design').send(body).expect(201);
      expect(await cartRows(t, sessionId)).toHaveLength(1);
    });

    it('refuses a key used before for another product and changes nothing', async () => {
      const sessionId = newSessionId();
      const other = await insertProduct(t, { price: '4.00', name: 'Kind Journal' });
      await addWithKey(sessionId, 'one-add', { productId: shirt.id }).expect(201);
      const res = await addWithKey(sessionId, 'one-add', { productId: other.id }).expect(409);
      expect(res.body).toMatchObject({
        message: 'This Idempotency-Key was already used for another cart add; send a new key.',
        field: 'Idempotency-Key',
      });
      expect((await cartRows(t, sessionId)).map((row) => row.product_id)).toEqual([shirt.id]);
    });

    it('does not spend the key on a refused add', async () => {
      const sessionId = newSessionId();
      await addWithKey(sessionId, 'retry-me', { productId: soldOut.id }).expect(409);
      await addWithKey(sessionId, 'retry-me', { productId: shirt.id }).expect(201);
      expect((await cartRows(t, sessionId)).map((row) => row.product_id)).toEqual([shirt.id]);
    });

    it('adds anew once the line the key went to has left the cart', async () => {
      const sessionId = newSessionId();
      const first = await addWithKey(sessionId, 'gone', { productId: shirt.id }).expect(201);
      await t
        .http()
        .delete(`/api/cart/${first.body.id}`)
        .set('X-Session-Id', sessionId)
        .expect(200);
      await addWithKey(sessionId, 'gone', { productId: shirt.id }).expect(201);
      expect((await cartRows(t, sessionId)).map((row) => row.quantity)).toEqual([1]);
    });

    it('refuses a malformed key and stores nothing', async () => {
      const sessionId = newSessionId();
      const res = await addWithKey(sessionId, 'not a key!', { productId: shirt.id }).expect(400);
      expect(res.body).toMatchObject({ field: 'Idempotency-Key' });
      expect(await cartRows(t, sessionId)).toEqual([]);
    });
  });

  describe('POST /api/cart (a custom design)', () => {
    it('prices the design itself and ignores the client price and name', async () => {
      const sessionId = newSessionId();
      const res = await t
        .http()
        .post('/api/cart')
        .send({
          ...customDesignBody(sessionId),
          quantity: 2,
          customPrice: '0.01',
          customProductName: 'Free stuff',
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        sessionId,
        productId: null,
        variantId: null,
        variant: null,
        displayName: 'Custom T-Shirt - Love Is (Rose Love) — M',
        quantity: 2,
        isCustomDesign: true,
        customDesignData: {
          productType: 'tshirts',
          category: 'love-is',
          size: 'M',
          selectedDesign: 'Rose Love',
          customText: 'Be gentle with yourself',
          fontSize: 'medium',
          textColor: '#D14D72',
          templateId: 'li-love2',
          designImage: 'li-love2',
        },
        customProductName: 'Custom T-Shirt - Love Is (Rose Love) — M',
        customPrice: '25.00',
        unitPrice: '25.00',
        lineTotal: '50.00',
        previewImage: customDesignPreview(),
        product: null,
      });
      expect((await cartRows(t, sessionId))[0].custom_price).toBe('25.00');
    });

    it('builds the name without a selected design and keeps designs on separate lines', async () => {
      const sessionId = newSessionId();
      const body = customDesignBody(sessionId, {
        productType: 'caps',
        category: 'inner-beauty',
        selectedDesign: undefined,
        templateId: undefined,
      });
      const first = await t.http().post('/api/cart').send(body).expect(201);
      expect(first.body).toMatchObject({
        customProductName: 'Custom Cap - Inner Beauty',
        previewImage: designPreviewPath({
          productType: 'caps',
          category: 'inner-beauty',
          customText: 'Be gentle with yourself',
          fontSize: 'medium',
          textColor: '#D14D72',
        }),
      });
      await t.http().post('/api/cart').send(body).expect(201);
      expect(await cartRows(t, sessionId)).toHaveLength(2);
    });

    it('refers to a stored upload and shows it as the preview', async () => {
      const sessionId = newSessionId();
      const uploadId = await insertUpload(t, sessionId);
      const res = await t
        .http()
        .post('/api/cart')
        .send(customDesignBody(sessionId, { uploadId, designImage: 'my-design.png' }))
        .expect(201);
      expect(res.body.previewImage).toContain(`&uploadId=${uploadId}&`);
      expect(res.body.previewImage).toMatch(/^\/api\/designs\/preview\.png\?/);
      const [row] = await t.query<{ upload_id: string }>(
        'SELECT upload_id FROM cart_items WHERE id = $1',
        [res.body.id],
      );
      expect(row.upload_id).toBe(uploadId);
    });

    it('accepts an upload stored without a session', async () => {
      const uploadId = await insertUpload(t, null);
      const sessionId = newSessionId();
      await t
        .http()
        .post('/api/cart')
        .send(customDesignBody(sessionId, { uploadId, templateId: undefined }))
        .expect(201);
    });

    it('answers 400 for an upload that does not exist or belongs to another session', async () => {
      const sessionId = newSessionId();
      const othersUpload = await insertUpload(t, newSessionId());
      for (const uploadId of ['3f1c1d9e-6a55-4f0c-9d7e-2a8b5c4d3e21', othersUpload]) {
        const res = await t
          .http()
          .post('/api/cart')
          .send(customDesignBody(sessionId, { uploadId }))
          .expect(400);
        expect(res.body).toMatchObject({
          message: 'Upload not found',
          field: 'customDesignData.uploadId',
        });
      }
      expect(await cartRows(t, sessionId)).toEqual([]);
    });

    it('refuses a template of another collection', async () => {
      const res = await t
        .http()
        .post('/api/cart')
        .send(
          customDesignBody(newSessionId(), { category: 'inner-beauty', templateId: 'li-love2' }),
        )
        .expect(400);
      expect(res.body).toMatchObject({
        message: '"li-love2" is not a design of the inner-beauty collection.',
        field: 'customDesignData.templateId',
      });
    });

    it.each([
      [
        { productType: 'mugs' },
        'customDesignData.productType',
        /^productType must be one of: tshirts/,
      ],
      [{ category: 'sale' }, 'customDesignData.category', /^category must be one of: inner-beauty/],
      [
        { customText: 'x'.repeat(61) },
        'customDesignData.customText',
        /^Custom text can be at most 60/,
      ],
      [{ customText: 42 }, 'customDesignData.customText', /^Custom text must be text$/],
      [{ fontSize: 'huge' }, 'customDesignData.fontSize', /^fontSize must be one of: small/],
      [{ textColor: 'red' }, 'customDesignData.textColor', /^textColor must be a hex colour/],
      [{ textColor: '#12345' }, 'customDesignData.textColor', /^textColor must be a hex colour/],
      [{ uploadId: 'not-a-uuid' }, 'customDesignData.uploadId', /^uploadId must be the id of an/],
      [{ selectedDesign: 'x'.repeat(61) }, 'customDesignData.selectedDesign', /at most 60/],
      [{ designImage: 'x'.repeat(256) }, 'customDesignData.designImage', /at most 255/],
      [{ price: '1.00' }, 'customDesignData.price', /^Unknown field "price"$/],
    ])('refuses design data %p', async (data, field, message) => {
      const sessionId = newSessionId();
      const res = await t
        .http()
        .post('/api/cart')
        .send(customDesignBody(sessionId, data))
        .expect(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(message);
      expect(await cartRows(t, sessionId)).toEqual([]);
    });

    it('keeps where the shopper put their photo, through checkout to the order', async () => {
      const sessionId = newSessionId();
      const uploadId = await insertUpload(t, sessionId);
      const imagePlacement = { x: 0.2, y: 0.85, size: 0.35 };
      const added = await t
        .http()
        .post('/api/cart')
        .send(customDesignBody(sessionId, { uploadId, imagePlacement }))
        .expect(201);
      expect((added.body as CartItemDto).customDesignData?.imagePlacement).toEqual(imagePlacement);
      expect(added.body.previewImage).toContain('&imagePlacement=0.2%2C0.85%2C0.35&');
      const [stored] = await t.query<{ placement: unknown }>(
        `SELECT custom_design_data->'imagePlacement' AS placement FROM cart_items WHERE id = $1`,
        [added.body.id],
      );
      expect(stored.placement).toEqual(imagePlacement);
      const [line] = (await t.http().get(`/api/cart/${sessionId}`).expect(200))
        .body as CartItemDto[];
      expect(line.customDesignData?.imagePlacement).toEqual(imagePlacement);

      const placed = await checkout(t, checkoutBody(sessionId)).expect(201);
      const [ordered] = await t.query<{ placement: unknown }>(
        `SELECT custom_design_data->'imagePlacement' AS placement FROM order_items
          WHERE order_id = $1`,
        [placed.body.id],
      );
      expect(ordered.placement).toEqual(imagePlacement);
      expect(placed.body.order.items).toEqual([
        expect.objectContaining({
          customDesignData: expect.objectContaining({ uploadId, imagePlacement }),
          image: line.previewImage,
        }),
      ]);
    });

    it.each([
      [{ x: 1.5, y: 0.5, size: 0.5 }, 'x', 'imagePlacement.x must be a number from 0 to 1'],
      [{ x: 0.5, y: -0.1, size: 0.5 }, 'y', 'imagePlacement.y must be a number from 0 to 1'],
      [{ x: '0.5', y: 0.5, size: 0.5 }, 'x', 'imagePlacement.x must be a number from 0 to 1'],
      [{ x: 0.5, y: 0.5, size: 0.1 }, 'size', 'imagePlacement.size must be a number from 0.2 to 1'],
      [{ x: 0.5, y: 0.5, size: 2 }, 'size', 'imagePlacement.size must be a number from 0.2 to 1'],
      [{ x: 0.5, y: 0.5 }, 'size', 'imagePlacement.size must be a number from 0.2 to 1'],
    ])('refuses the placement %p and stores nothing', async (imagePlacement, field, message) => {
      const sessionId = newSessionId();
      const uploadId = await insertUpload(t, sessionId);
      const res = await t
        .http()
        .post('/api/cart')
        .send(customDesignBody(sessionId, { uploadId, imagePlacement }))
        .expect(400);
      expect(res.body).toMatchObject({
        message,
        field: `customDesignData.imagePlacement.${field}`,
      });
      expect(await cartRows(t, sessionId)).toEqual([]);
    });

    it('refuses a placement without a photo to place', async () => {
      const sessionId = newSessionId();
      const res = await t
        .http()
        .post('/api/cart')
        .send(customDesignBody(sessionId, { imagePlacement: { x: 0.5, y: 0.5, size: 0.5 } }))
        .expect(400);
      expect(res.body).toMatchObject({
        message: 'imagePlacement places an uploaded image: it is only sent with an uploadId',
        field: 'customDesignData.imagePlacement',
      });
      expect(await cartRows(t, sessionId)).toEqual([]);
    });

    it('accepts a three-digit colour', async () => {
      await t
        .http()
        .post('/api/cart')
        .send(customDesignBody(newSessionId(), { textColor: '#abc' }))
        .expect(201);
    });

    it('refuses a missing design or a bad quantity', async () => {
      const body = customDesignBody(newSessionId());
      const noData = await t
        .http()
        .post('/api/cart')
        .send({ ...body, customDesignData: undefined })
        .expect(400);
      expect(noData.body).toMatchObject({
        message: 'customDesignData is required',
        field: 'customDesignData',
      });
      const badQuantity = await t
        .http()
        .post('/api/cart')
        .send({ ...body, quantity: 100 })
        .expect(400);
      expect(badQuantity.body).toMatchObject({ message: QUANTITY_MESSAGE, field: 'quantity' });
    });
  });

  describe('POST /api/cart (a custom T-shirt and its size)', () => {
    const THORNY = 'Custom T-Shirt - Love Is (Thorny Love)';
    const thornyTee = (sessionId: string, size: unknown = 'M') =>
      customDesignBody(sessionId, {
        productType: 'tshirts',
        size,
        selectedDesign: 'Thorny Love',
        templateId: 'li-love',
        designImage: 'li-love',
      });

    it("offers the catalogue tees' sizes, each kept on the line", async () => {
      // The shop's own tees (not the ones these tests insert).
      const teeOptions = await t.query<{ options: unknown }>(
        "SELECT DISTINCT options FROM products WHERE kind = 't-shirt' AND slug NOT LIKE 'test-%'",
      );
      expect(teeOptions).toEqual([{ options: [{ name: 'Size', values: [...ADULT_SIZES] }] }]);
      const sessionId = newSessionId();
      for (const size of ADULT_SIZES) {
        const res = await t.http().post('/api/cart').send(thornyTee(sessionId, size)).expect(201);
        expect(res.body).toMatchObject({
          displayName: `${THORNY} — ${size}`,
          customProductName: `${THORNY} — ${size}`,
          customDesignData: { productType: 'tshirts', size },
          variantId: null,
          variant: null,
        });
      }
      const stored = await t.query<{ size: string }>(
        "SELECT custom_design_data->>'size' AS size FROM cart_items WHERE session_id = $1 ORDER BY id",
        [sessionId],
      );
      expect(stored.map((row) => row.size)).toEqual([...ADULT_SIZES]);
    });

    it('carries the size through checkout to the order, its e-mail and the back office', async () => {
      const sessionId = newSessionId();
      await t.http().post('/api/cart').send(thornyTee(sessionId)).expect(201);
      const [line] = (await t.http().get(`/api/cart/${sessionId}`).expect(200))
        .body as CartItemDto[];
      expect(line).toMatchObject({
        displayName: `${THORNY} — M`,
        customProductName: `${THORNY} — M`,
        customDesignData: { size: 'M', templateId: 'li-love' },
      });

      const body = checkoutBody(sessionId);
      const placed = await checkout(t, body).expect(201);
      const id = placed.body.id as number;
      const orderLine = {
        productName: THORNY,
        variantLabel: 'M',
        sku: null,
        displayName: `${THORNY} — M`,
        customProductName: `${THORNY} — M`,
        isCustomDesign: true,
        customDesignData: expect.objectContaining({ productType: 'tshirts', size: 'M' }),
      };
      expect(placed.body.order.items).toEqual([expect.objectContaining(orderLine)]);
      const [row] = await t.query(
        'SELECT product_name, variant_label, variant_id, sku FROM order_items WHERE order_id = $1',
        [id],
      );
      expect(row).toEqual({
        product_name: THORNY,
        variant_label: 'M',
        variant_id: null,
        sku: null,
      });

      const shopper = await t
        .http()
        .get(`/api/orders/${id}`)
        .set('X-Session-Id', sessionId)
        .expect(200);
      expect(shopper.body.items).toEqual([expect.objectContaining(orderLine)]);
      const [mail] = await mailsTo(t, body.email);
      expect(mail.text_body).toContain(`- 1 x ${THORNY} — M at $25.00 = $25.00`);

      await addOwner(t, 'sizer', 'amber-fox-window-77');
      const cookie = await signIn(t, 'sizer', 'amber-fox-window-77');
      const admin = await t.http().get(`/api/admin/orders/${id}`).set('Cookie', cookie).expect(200);
      const detail = admin.body as AdminOrderDetail;
      expect(detail.items).toEqual([
        expect.objectContaining({ name: `${THORNY} — M`, variantLabel: 'M', sku: null }),
      ]);
    });

    it.each([
      [
        'no size for a T-shirt',
        'tshirts',
        undefined,
        /^size is required for tshirts: one of XS, S, M, L, XL, XXL$/,
      ],
      ['a null size for a T-shirt', 'tshirts', null, /^size is required for tshirts/],
      [
        'a size for a cap',
        'caps',
        'M',
        /^size is only chosen for tshirts: a caps design has no size$/,
      ],
      [
        'a size for a pendant',
        'pendants',
        'XS',
        /^size is only chosen for tshirts: a pendants design/,
      ],
      ['an unknown size', 'tshirts', 'XXXL', /^size must be one of: XS, S, M, L, XL, XXL$/],
      ['a size in other letters', 'tshirts', 'm', /^size must be one of: XS, S/],
      ['a size that is not text', 'tshirts', 3, /^size must be one of: XS, S/],
      ['a list of sizes', 'tshirts', ['M', 'L'], /^size must be one of: XS, S/],
    ])('refuses %s and stores nothing', async (_what, productType, size, message) => {
      const sessionId = newSessionId();
      const body = customDesignBody(sessionId, {
        productType,
        size,
        ...(productType === 'tshirts' ? {} : { templateId: 'li-love2' }),
      });
      const res = await t
        .http()
        .post('/api/cart')
        .set('Idempotency-Key', `size-${sessionId.slice(-12)}`)
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, field: 'customDesignData.size' });
      expect(res.body.message).toMatch(message);
      expect(await cartRows(t, sessionId)).toEqual([]);
      const keys = await t.query('SELECT 1 FROM cart_add_requests WHERE session_id = $1', [
        sessionId,
      ]);
      expect(keys).toEqual([]);
    });

    it('still shows and checks out a T-shirt designed before sizes existed', async () => {
      const sessionId = newSessionId();
      const design = {
        productType: 'tshirts',
        category: 'love-is',
        selectedDesign: 'Rose Healing',
        templateId: 'li-healing2',
      };
      await t.query(
        `INSERT INTO cart_items (session_id, quantity, is_custom_design, custom_design_data,
                                 custom_product_name, custom_price)
         VALUES ($1, 1, true, $2::jsonb, 'Custom T-Shirt - Love Is (Rose Healing)', 25.00)`,
        [sessionId, JSON.stringify(design)],
      );
      const [line] = (await t.http().get(`/api/cart/${sessionId}`).expect(200))
        .body as CartItemDto[];
      expect(line).toMatchObject({
        displayName: 'Custom T-Shirt - Love Is (Rose Healing)',
        customProductName: 'Custom T-Shirt - Love Is (Rose Healing)',
        customDesignData: design,
        previewImage: expect.stringContaining('&templateId=li-healing2&'),
      });
      expect(line.customDesignData).not.toHaveProperty('size');

      const placed = await checkout(t, checkoutBody(sessionId)).expect(201);
      expect(placed.body.order.items).toEqual([
        expect.objectContaining({
          productName: 'Custom T-Shirt - Love Is (Rose Healing)',
          variantLabel: null,
          displayName: 'Custom T-Shirt - Love Is (Rose Healing)',
          customDesignData: design,
        }),
      ]);
    });
  });

  describe('GET /api/cart/:sessionId/summary', () => {
    const summary = (sessionId: string, promoCode?: string) =>
      t
        .http()
        .get(`/api/cart/${sessionId}/summary`)
        .query(promoCode === undefined ? {} : { promoCode })
        .expect(200)
        .then((res) => res.body as CartSummaryDto);

    it('prices an empty cart at zero', async () => {
      expect(await summary(newSessionId())).toEqual({
        itemCount: 0,
        subtotal: '0.00',
        discount: '0.00',
        shipping: '0.00',
        tax: '0.00',
        total: '0.00',
        promoCode: null,
        promoApplied: false,
        freeShippingThreshold: '50.00',
        amountToFreeShipping: '50.01',
        promoDescription: null,
        promoMessage: null,
        promoIssue: null,
      });
    });

    it('charges shipping at exactly 50.00 (a custom design and two products)', async () => {
      const sessionId = newSessionId();
      await t.http().post('/api/cart').send(customDesignBody(sessionId)).expect(201);
      await addToCart(t, sessionId, shirt.id, 2).expect(201);
      expect(await summary(sessionId)).toMatchObject({
        itemCount: 3,
        subtotal: '50.00',
        shipping: '9.99',
        tax: '4.00',
        total: '63.99',
        amountToFreeShipping: '0.01',
      });
    });

    it('ships 50.01 free', async () => {
      const sessionId = newSessionId();
      const product = await insertProduct(t, { price: '50.01' });
      await addToCart(t, sessionId, product.id).expect(201);
      expect(await summary(sessionId)).toMatchObject({
        subtotal: '50.01',
        shipping: '0.00',
        tax: '4.00',
        total: '54.01',
        amountToFreeShipping: '0.00',
      });
    });

    it('applies HEALING10 with half-up rounding of odd cents', async () => {
      const sessionId = newSessionId();
      const product = await insertProduct(t, { price: '33.35' });
      await addToCart(t, sessionId, product.id).expect(201);
      const expected = {
        subtotal: '33.35',
        discount: '3.34',
        shipping: '9.99',
        tax: '2.40',
        total: '42.40',
        promoCode: 'HEALING10',
        promoApplied: true,
      };
      expect(await summary(sessionId, 'HEALING10')).toMatchObject(expected);
      expect(await summary(sessionId, '  HEALING10 ')).toMatchObject(expected);
      expect(await summary(sessionId)).toMatchObject({
        discount: '0.00',
        tax: '2.67',
        total: '46.01',
        promoApplied: false,
      });
    });

    it("ignores a code that is not the shop's (in any letter case) without an error", async () => {
      const sessionId = newSessionId();
      await addToCart(t, sessionId, shirt.id).expect(201);
      for (const code of ['healing20', 'HEALING20', '']) {
        expect(await summary(sessionId, code)).toMatchObject({
          subtotal: '12.50',
          discount: '0.00',
          promoApplied: false,
          promoCode: code === '' ? null : 'HEALING20',
        });
      }
    });

    it('refuses unknown query fields and an overlong code', async () => {
      const sessionId = newSessionId();
      await t.http().get(`/api/cart/${sessionId}/summary?total=0.01`).expect(400);
      const res = await t
        .http()
        .get(`/api/cart/${sessionId}/summary`)
        .query({ promoCode: 'X'.repeat(41) })
        .expect(400);
      expect(res.body).toMatchObject({ field: 'promoCode' });
    });
  });

  describe('PUT /api/cart/:itemId', () => {
    it('sets the quantity of a line of the session', async () => {
      const sessionId = newSessionId();
      const added = await addToCart(t, sessionId, shirt.id).expect(201);
      const res = await t
        .http()
        .put(`/api/cart/${added.body.id}`)
        .set('X-Session-Id', sessionId)
        .send({ quantity: 4 })
        .expect(200);
      expect(res.body).toMatchObject({ id: added.body.id, quantity: 4, lineTotal: '50.00' });
    });

    it.each([0, 100, 1.5, '2', -1, null])('refuses quantity %p', async (quantity) => {
      const sessionId = newSessionId();
      const added = await addToCart(t, sessionId, shirt.id, 3).expect(201);
      const res = await t
        .http()
        .put(`/api/cart/${added.body.id}`)
        .set('X-Session-Id', sessionId)
        .send({ quantity })
        .expect(400);
      expect(res.body).toMatchObject({ message: QUANTITY_MESSAGE, field: 'quantity' });
      expect((await cartRows(t, sessionId))[0].quantity).toBe(3);
    });

    it("answers 404 for another session's line and leaves it alone", async () => {
      const owner = newSessionId();
      const added = await addToCart(t, owner, shirt.id, 2).expect(201);
      const res = await t
        .http()
        .put(`/api/cart/${added.body.id}`)
        .set('X-Session-Id', newSessionId())
        .send({ quantity: 9 })
        .expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Cart item not found' });
      expect((await cartRows(t, owner))[0].quantity).toBe(2);
    });

    it('answers 404 for a line that does not exist', async () => {
      await t
        .http()
        .put('/api/cart/2000000000')
        .set('X-Session-Id', newSessionId())
        .send({ quantity: 1 })
        .expect(404);
    });

    it('needs the X-Session-Id header and a numeric id', async () => {
      const noHeader = await t.http().put('/api/cart/1').send({ quantity: 1 }).expect(400);
      expect(noHeader.body).toMatchObject({
        message: 'A session id is required (header X-Session-Id).',
        field: 'sessionId',
      });
      const badHeader = await t
        .http()
        .put('/api/cart/1')
        .set('X-Session-Id', 'nope')
        .send({ quantity: 1 })
        .expect(400);
      expect(badHeader.body.message).toBe('The session id is not valid.');
      const badId = await t
        .http()
        .put('/api/cart/abc')
        .set('X-Session-Id', newSessionId())
        .send({ quantity: 1 })
        .expect(400);
      expect(badId.body).toMatchObject({ statusCode: 400, field: 'id' });
    });
  });

  describe('DELETE /api/cart/:itemId', () => {
    it('removes a line of the session', async () => {
      const sessionId = newSessionId();
      const added = await addToCart(t, sessionId, shirt.id).expect(201);
      const res = await t
        .http()
        .delete(`/api/cart/${added.body.id}`)
        .set('X-Session-Id', sessionId)
        .expect(200);
      expect(res.body).toEqual({ success: true, id: added.body.id });
      expect(await cartRows(t, sessionId)).toEqual([]);
      await t
        .http()
        .delete(`/api/cart/${added.body.id}`)
        .set('X-Session-Id', sessionId)
        .expect(404);
    });

    it("answers 404 for another session's line and keeps it", async () => {
      const owner = newSessionId();
      const added = await addToCart(t, owner, shirt.id).expect(201);
      const res = await t
        .http()
        .delete(`/api/cart/${added.body.id}`)
        .set('X-Session-Id', newSessionId())
        .expect(404);
      expect(res.body.message).toBe('Cart item not found');
      expect(await cartRows(t, owner)).toHaveLength(1);
    });

    it('needs the X-Session-Id header', async () => {
      await t.http().delete('/api/cart/1').expect(400);
    });
  });

  describe('DELETE /api/cart/session/:sessionId', () => {
    it("empties the session's cart and no other", async () => {
      const sessionId = newSessionId();
      const neighbour = newSessionId();
      await addToCart(t, sessionId, shirt.id).expect(201);
      await t.http().post('/api/cart').send(customDesignBody(sessionId)).expect(201);
      await addToCart(t, neighbour, shirt.id).expect(201);

      const res = await t.http().delete(`/api/cart/session/${sessionId}`).expect(200);
      expect(res.body).toEqual({ success: true, removed: 2 });
      expect(await cartRows(t, sessionId)).toEqual([]);
      expect(await cartRows(t, neighbour)).toHaveLength(1);

      const again = await t.http().delete(`/api/cart/session/${sessionId}`).expect(200);
      expect(again.body).toEqual({ success: true, removed: 0 });
    });

    it('refuses a malformed session id', async () => {
      await t.http().delete('/api/cart/session/not-a-session').expect(400);
    });
  });
});
