import type { AdminProductDto, AdminProductPageDto, AuditPageDto } from '@healing/contracts/admin';
import type { ProductDto } from '@healing/contracts';
import { PRODUCT_KINDS } from '@healing/contracts';
import { REFUSED_PRODUCTS, VALID_PRODUCT } from '@healing/contracts/rule-examples';
import { addToCart, checkout, checkoutBody } from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createReplica, createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'quiet-meadow-lantern-58';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-a-small-product-photo'),
]);

const newProduct = {
  name: 'Gentle Morning Journal',
  description: 'A lined journal for five quiet minutes every morning.',
  price: '18.50',
  kind: 'journal',
  collection: 'inner-beauty',
  inStock: true,
};

describe('the products back office', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'Nora', PASSWORD);
    owner = await signIn(t, 'nora', PASSWORD);
  });
  afterAll(() => t.close());

  async function productCount(): Promise<number> {
    const [row] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    return row.n;
  }

  async function auditRows(action: string, id: number) {
    return t.query<{ actor_label: string; details: Record<string, unknown> }>(
      `SELECT actor_label, details FROM audit_log
        WHERE action = $1 AND target_type = 'product' AND target_id = $2 ORDER BY id`,
      [action, String(id)],
    );
  }

  async function create(fields: Partial<typeof newProduct> = {}): Promise<AdminProductDto> {
    const res = await t
      .http()
      .post('/api/admin/products')
      .set('Cookie', owner)
      .send({ ...newProduct, ...fields })
      .expect(201);
    return res.body as AdminProductDto;
  }

  describe('who may use it', () => {
    const calls: [string, string][] = [
      ['get', '/api/admin/products'],
      ['get', '/api/admin/products/1'],
      ['post', '/api/admin/products'],
      ['put', '/api/admin/products/1'],
      ['post', '/api/admin/products/1/archive'],
      ['post', '/api/admin/products/1/restore'],
      ['post', '/api/admin/products/1/image'],
    ];

    it.each(calls)('%s %s answers 401 without a session, and to a shopper', async (method, url) => {
      const before = await productCount();
      const first = () =>
        t.query('SELECT name, price, archived_at, image FROM products WHERE id = 1');
      const firstBefore = await first();
      const send = () => t.http()[method as 'get'](url);
      const anonymous = await send().send(newProduct);
      expect(anonymous.status).toBe(401);
      const shopper = await send().set('X-Session-Id', newSessionId()).send(newProduct);
      expect(shopper.status).toBe(401);
      expect(await productCount()).toBe(before);
      expect(await first()).toEqual(firstBefore);
    });

    it('lets the owner in', async () => {
      await t.http().get('/api/admin/products').set('Cookie', owner).expect(200);
      await t.http().get('/api/admin/products/1').set('Cookie', owner).expect(200);
    });
  });

  describe('listing', () => {
    it('pages through products on sale by name, and searches by name', async () => {
      const res = await t
        .http()
        .get('/api/admin/products?pageSize=5')
        .set('Cookie', owner)
        .expect(200);
      const page = res.body as AdminProductPageDto;
      expect(res.headers['cache-control']).toBe('no-store');
      expect(page).toMatchObject({ page: 1, pageSize: 5 });
      expect(page.products).toHaveLength(5);
      expect(page.total).toBeGreaterThan(5);
      const names = page.products.map((p) => p.name.toLowerCase());
      expect(names).toEqual([...names].sort());

      const second = await t
        .http()
        .get('/api/admin/products?pageSize=5&page=2')
        .set('Cookie', owner)
        .expect(200);
      expect((second.body as AdminProductPageDto).products[0].id).not.toBe(page.products[0].id);

      const made = await create({ name: 'Searchable 100% Cotton_Tee' });
      const found = await t
        .http()
        .get(`/api/admin/products?q=${encodeURIComponent('100% cotton_')}`)
        .set('Cookie', owner)
        .expect(200);
      expect((found.body as AdminProductPageDto).products.map((p) => p.id)).toEqual([made.id]);
      const none = await t
        .http()
        .get(`/api/admin/products?q=${encodeURIComponent('100%%')}`)
        .set('Cookie', owner)
        .expect(200);
      expect((none.body as AdminProductPageDto).total).toBe(0);
    });

    it.each([
      ['page=0', 'page must be a whole number from 1 to 100000'],
      ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['archived=maybe', 'archived must be true or false'],
      ['colour=red', 'Unknown field "colour"'],
    ])('refuses ?%s', async (query, message) => {
      const res = await t
        .http()
        .get(`/api/admin/products?${query}`)
        .set('Cookie', owner)
        .expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('create and edit', () => {
    it('creates a product the shop shows at once, with its kind drawing, and audits it', async () => {
      const made = await create();
      expect(made).toMatchObject({
        ...newProduct,
        category: 'wellness',
        image: '/api/images/kinds/inner-beauty/journal.svg',
        hasUploadedImage: false,
        archivedAt: null,
      });
      const shop = await t.http().get(`/api/products/${made.id}`).expect(200);
      expect(shop.body).toMatchObject({ id: made.id, name: newProduct.name, price: '18.50' });
      expect(shop.headers['cache-control']).toBe('no-cache');
      const collection = await t.http().get('/api/products/collection/inner-beauty').expect(200);
      expect((collection.body as ProductDto[]).map((p) => p.id)).toContain(made.id);
      const drawing = await t.http().get(made.image).expect(200);
      expect(drawing.headers['content-type']).toContain('image/svg+xml');
      await t.http().get(`/api/images/social/products/${made.id}.png`).expect(200);
      for (const kind of PRODUCT_KINDS) {
        await t.http().get(`/api/images/kinds/love-is/${kind}.svg`).expect(200);
      }
      await t.http().get('/api/images/kinds/love-is/shoe.svg').expect(404);
      await t.http().get('/api/images/kinds/winter/cap.svg').expect(404);

      const [entry] = await auditRows('product.created', made.id);
      expect(entry).toEqual({
        actor_label: 'Nora',
        details: {
          name: newProduct.name,
          description: newProduct.description,
          price: '18.50',
          kind: 'journal',
          collection: 'inner-beauty',
          inStock: true,
        },
      });
    });

    it('edits a product and audits only what changed; a save without changes records nothing', async () => {
      const made = await create();
      const res = await t
        .http()
        .put(`/api/admin/products/${made.id}`)
        .set('Cookie', owner)
        .send({
          ...newProduct,
          price: '21',
          inStock: false,
          kind: 't-shirt',
          collection: 'love-is',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        price: '21.00',
        inStock: false,
        kind: 't-shirt',
        category: 'apparel',
        collection: 'love-is',
        image: '/api/images/kinds/love-is/t-shirt.svg',
      });
      const shop = await t.http().get(`/api/products/${made.id}`).expect(200);
      expect(shop.body).toMatchObject({ price: '21.00', inStock: false, category: 'apparel' });

      const [entry, ...more] = await auditRows('product.updated', made.id);
      expect(more).toEqual([]);
      expect(entry.details).toEqual({
        changed: 'price, kind, collection, inStock',
        price: '21.00',
        priceBefore: '18.50',
        kind: 't-shirt',
        kindBefore: 'journal',
        collection: 'love-is',
        collectionBefore: 'inner-beauty',
        inStock: false,
        inStockBefore: true,
      });

      await t
        .http()
        .put(`/api/admin/products/${made.id}`)
        .set('Cookie', owner)
        .send({
          ...newProduct,
          price: '21.00',
          inStock: false,
          kind: 't-shirt',
          collection: 'love-is',
        })
        .expect(200);
      expect(await auditRows('product.updated', made.id)).toHaveLength(1);
    });

    it.each([
      [{ name: ' ' }, 'name', 'Name must be at least 2 characters'],
      [{ price: '0' }, 'price', 'Price must be an amount from 0.01 to 99999.99, like 24.99'],
      [{ price: '0.00' }, 'price', 'Price must be an amount from 0.01 to 99999.99, like 24.99'],
      [{ price: '100000' }, 'price', 'Price must be an amount from 0.01 to 99999.99, like 24.99'],
      [{ price: '12.345' }, 'price', 'Price must be an amount from 0.01 to 99999.99, like 24.99'],
      [{ price: -5 }, 'price', 'Price must be an amount from 0.01 to 99999.99, like 24.99'],
      [{ kind: 'apparel' }, 'kind', expect.stringContaining('Category must be one of')],
      [
        { collection: 'winter' },
        'collection',
        expect.stringContaining('Collection must be one of'),
      ],
      [{ inStock: 'yes' }, 'inStock', 'In stock must be true or false'],
      [{ image: 'http://evil.example/x.png' }, 'image', 'Unknown field "image"'],
      [{ description: 'short' }, 'description', 'Description must be at least 10 characters'],
    ])(
      'refuses %j with a message by the field, and stores nothing',
      async (fields, field, message) => {
        const before = await productCount();
        const made = await create({ name: 'Unchanged Candle' });
        const created = await t
          .http()
          .post('/api/admin/products')
          .set('Cookie', owner)
          .send({ ...newProduct, ...fields })
          .expect(400);
        expect(created.body).toMatchObject({ field, message });
        const edited = await t
          .http()
          .put(`/api/admin/products/${made.id}`)
          .set('Cookie', owner)
          .send({ ...newProduct, ...fields })
          .expect(400);
        expect(edited.body).toMatchObject({ field, message });
        expect(await productCount()).toBe(before + 1);
        const [row] = await t.query('SELECT name, price FROM products WHERE id = $1', [made.id]);
        expect(row).toEqual({ name: 'Unchanged Candle', price: '18.50' });
        expect(await auditRows('product.updated', made.id)).toEqual([]);
      },
    );

    // The product form checks with the same rules (src/rules/product-rules.ts) before sending.
    it.each(REFUSED_PRODUCTS)(
      "refuses what the product form refuses: $field %j, with the form's message",
      async ({ field, value, message }) => {
        const res = await t
          .http()
          .post('/api/admin/products')
          .set('Cookie', owner)
          .send({ ...VALID_PRODUCT, [field]: value })
          .expect(400);
        expect(res.body).toMatchObject({ field, message });
      },
    );

    it('accepts the largest price and answers 404 for a product that does not exist', async () => {
      expect((await create({ price: '99999.99' })).price).toBe('99999.99');
      await t
        .http()
        .put('/api/admin/products/999999')
        .set('Cookie', owner)
        .send(newProduct)
        .expect(404);
      await t.http().get('/api/admin/products/999999').set('Cookie', owner).expect(404);
      await t.http().post('/api/admin/products/999999/archive').set('Cookie', owner).expect(404);
    });
  });

  describe('archive and restore', () => {
    it('takes a product out of the shop and the cart, keeps it on past orders, and brings it back', async () => {
      const made = await create({ name: 'Soon Archived Cap', kind: 'cap', price: '20.00' });
      const buyer = newSessionId();
      await addToCart(t, buyer, made.id, 2).expect(201);
      const placed = await checkout(t, checkoutBody(buyer)).expect(201);
      const orderId = placed.body.id as number;

      const laterCart = newSessionId();
      await addToCart(t, laterCart, made.id).expect(201);

      const archived = await t
        .http()
        .post(`/api/admin/products/${made.id}/archive`)
        .set('Cookie', owner)
        .expect(200);
      expect(archived.body.archivedAt).toEqual(expect.any(String));
      // Archiving again changes nothing and is not recorded twice.
      await t
        .http()
        .post(`/api/admin/products/${made.id}/archive`)
        .set('Cookie', owner)
        .expect(200);
      expect(await auditRows('product.archived', made.id)).toHaveLength(1);

      await t.http().get(`/api/products/${made.id}`).expect(404);
      for (const url of ['/api/products', '/api/products/collection/inner-beauty']) {
        const list = await t.http().get(url).expect(200);
        expect((list.body as ProductDto[]).map((p) => p.id)).not.toContain(made.id);
      }
      const notFound = await addToCart(t, newSessionId(), made.id).expect(404);
      expect(notFound.body.message).toBe('Product not found');

      const cart = await t.http().get(`/api/cart/${laterCart}`).set('X-Session-Id', laterCart);
      expect(cart.status).toBe(200);
      const refused = await checkout(t, checkoutBody(laterCart)).expect(409);
      expect(refused.body.message).toBe(
        '"Soon Archived Cap" is no longer sold. Remove it from your cart to check out.',
      );
      const [{ n }] = await t.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders WHERE session_id = $1',
        [laterCart],
      );
      expect(n).toBe(0);

      const order = await t.http().get(`/api/orders/${orderId}`).set('X-Session-Id', buyer);
      expect(order.status).toBe(200);
      expect(JSON.stringify(order.body)).toContain('Soon Archived Cap');

      const listed = await t
        .http()
        .get('/api/admin/products?archived=true&q=soon archived')
        .set('Cookie', owner)
        .expect(200);
      expect((listed.body as AdminProductPageDto).products.map((p) => p.id)).toEqual([made.id]);
      const onSale = await t
        .http()
        .get('/api/admin/products?q=soon archived')
        .set('Cookie', owner)
        .expect(200);
      expect((onSale.body as AdminProductPageDto).total).toBe(0);

      const restored = await t
        .http()
        .post(`/api/admin/products/${made.id}/restore`)
        .set('Cookie', owner)
        .expect(200);
      expect(restored.body.archivedAt).toBeNull();
      await t.http().get(`/api/products/${made.id}`).expect(200);
      await checkout(t, checkoutBody(laterCart)).expect(201);
      expect(await auditRows('product.restored', made.id)).toHaveLength(1);
    });

    it('leaves existing orders alone when the price changes; a cart line charges the current price', async () => {
      const made = await create({
        name: 'Price Change Patch',
        kind: 'iron-on-patch',
        price: '10.00',
      });
      const buyer = newSessionId();
      await addToCart(t, buyer, made.id, 3).expect(201);
      const placed = await checkout(t, checkoutBody(buyer)).expect(201);
      const waiting = newSessionId();
      await addToCart(t, waiting, made.id).expect(201);

      await t
        .http()
        .put(`/api/admin/products/${made.id}`)
        .set('Cookie', owner)
        .send({ ...newProduct, name: 'Price Change Patch', kind: 'iron-on-patch', price: '12.00' })
        .expect(200);

      const items = await t.query<{ price: string; total: string }>(
        'SELECT price, total FROM order_items WHERE order_id = $1',
        [placed.body.id],
      );
      expect(items).toEqual([{ price: '10.00', total: '30.00' }]);
      const [order] = await t.query<{ subtotal: string }>(
        'SELECT subtotal FROM orders WHERE id = $1',
        [placed.body.id],
      );
      expect(order.subtotal).toBe('30.00');

      const cart = await t
        .http()
        .get(`/api/cart/${waiting}`)
        .set('X-Session-Id', waiting)
        .expect(200);
      expect(JSON.stringify(cart.body)).toContain('"unitPrice":"12.00"');
    });
  });

  describe('the product image', () => {
    it('stores an uploaded image, serves it at the product image URL, and audits it without bytes', async () => {
      const made = await create({ name: 'Photographed Bib', kind: 'infant-bib' });
      const res = await t
        .http()
        .post(`/api/admin/products/${made.id}/image`)
        .set('Cookie', owner)
        .attach('file', png, 'bib.png')
        .expect(200);
      const updated = res.body as AdminProductDto;
      expect(updated.hasUploadedImage).toBe(true);
      expect(updated.image).toMatch(/^\/api\/products\/images\/[0-9a-f-]{36}$/);

      const shop = await t.http().get(`/api/products/${made.id}`).expect(200);
      expect(shop.body.image).toBe(updated.image);
      const served = await t.http().get(updated.image).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((served.body as Buffer).equals(png)).toBe(true);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await t.http().get(`/api/images/social/products/${made.id}.png`).expect(200);

      // A later edit of the kind keeps the owner's image.
      await t
        .http()
        .put(`/api/admin/products/${made.id}`)
        .set('Cookie', owner)
        .send({ ...newProduct, name: 'Photographed Bib', kind: 'cap' })
        .expect(200)
        .expect((r) => expect(r.body.image).toBe(updated.image));

      const [entry] = await auditRows('product.image_replaced', made.id);
      expect(entry.details).toEqual({
        image: updated.image,
        imageBefore: '/api/images/kinds/inner-beauty/infant-bib.svg',
        mimeType: 'image/png',
        sizeBytes: png.length,
      });
      // The images live apart from shoppers' uploads: the uploads cleanup never sees them.
      const [{ n }] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
      expect(n).toBe(0);
    });

    it('refuses what is not an image, and an upload for a missing product, storing nothing', async () => {
      const made = await create({ name: 'Not An Image Tag', kind: 'dog-tag' });
      const refused = await t
        .http()
        .post(`/api/admin/products/${made.id}/image`)
        .set('Cookie', owner)
        .attach('file', Buffer.from('<script>alert(1)</script>'), 'evil.png')
        .expect(415);
      expect(refused.body.message).toBe('Only images can be uploaded (PNG, JPEG, GIF or WebP).');
      await t
        .http()
        .post(`/api/admin/products/${made.id}/image`)
        .set('Cookie', owner)
        .send({ file: 'x' })
        .expect(400);
      await t
        .http()
        .post('/api/admin/products/999999/image')
        .set('Cookie', owner)
        .attach('file', png, 'a.png')
        .expect(404);
      const rows = await t.query('SELECT id FROM product_images WHERE product_id = $1', [made.id]);
      expect(rows).toEqual([]);
      const [row] = await t.query<{ image: string }>('SELECT image FROM products WHERE id = $1', [
        made.id,
      ]);
      expect(row.image).toBe('/api/images/kinds/inner-beauty/dog-tag.svg');
      await t.http().get('/api/products/images/00000000-0000-4000-8000-000000000000').expect(404);
    });
  });

  describe('with a second API replica on the same database', () => {
    let replica: TestApp;
    beforeAll(async () => {
      replica = await createReplica(t.databaseUrl);
    });
    afterAll(() => replica.close());

    it('shows a change through the other replica at once', async () => {
      const made = await create({ name: 'Replica Candle', kind: 'candies', price: '5.00' });
      // Read through the replica first, so anything it might keep would now be stale.
      await replica.http().get(`/api/products/${made.id}`).expect(200);
      await replica.http().get('/api/products/collection/inner-beauty').expect(200);

      await t
        .http()
        .put(`/api/admin/products/${made.id}`)
        .set('Cookie', owner)
        .send({ ...newProduct, name: 'Replica Candle', kind: 'candies', price: '6.50' })
        .expect(200);
      const one = await replica.http().get(`/api/products/${made.id}`).expect(200);
      expect(one.body.price).toBe('6.50');
      const list = await replica.http().get('/api/products/collection/inner-beauty').expect(200);
      expect((list.body as ProductDto[]).find((p) => p.id === made.id)?.price).toBe('6.50');

      await t
        .http()
        .post(`/api/admin/products/${made.id}/archive`)
        .set('Cookie', owner)
        .expect(200);
      await replica.http().get(`/api/products/${made.id}`).expect(404);
    });
  });

  it('shows product changes in the audit log endpoint', async () => {
    const res = await t.http().get('/api/admin/audit').set('Cookie', owner).expect(200);
    const actions = (res.body as AuditPageDto).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['product.created', 'product.updated']));
  });
});
