import type { ProductDto } from '@healing/contracts';
import type { AdminLowStockDto, AdminProductDto, AdminVariantsDto } from '@healing/contracts/admin';
import { addToCart, checkout, checkoutBody } from './cart-fixtures';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'amber-fox-window-77';

describe('the back office: variants and stock', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'Nora', PASSWORD);
    owner = await signIn(t, 'nora', PASSWORD);
  });
  afterAll(() => t.close());

  async function create(kind: string, name: string): Promise<AdminProductDto> {
    const res = await t
      .http()
      .post('/api/admin/products')
      .set('Cookie', owner)
      .send({
        name,
        description: 'Soft cotton, printed by hand in small runs.',
        price: '26.00',
        kind,
        collection: 'love-is',
        inStock: true,
      })
      .expect(201);
    return res.body as AdminProductDto;
  }

  function putVariants(id: number, body: object) {
    return t.http().put(`/api/admin/products/${id}/variants`).set('Cookie', owner).send(body);
  }

  async function auditRows(action: string, id: number) {
    return t.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log
        WHERE action = $1 AND target_type = 'product' AND target_id = $2 ORDER BY id`,
      [action, String(id)],
    );
  }

  it('is the owner’s only', async () => {
    await t.http().get('/api/admin/products/low-stock').expect(401);
    await t.http().get('/api/admin/products/1/variants').expect(401);
    await t.http().put('/api/admin/products/1/variants').send({}).expect(401);
    await t.http().put('/api/admin/products/variants/1/stock').send({ stock: 3 }).expect(401);
  });

  it('gives a new T-shirt its sizes, and round-trips options and variants', async () => {
    const tee = await create('t-shirt', 'Rose Garden Tee');
    const first = await t
      .http()
      .get(`/api/admin/products/${tee.id}/variants`)
      .set('Cookie', owner)
      .expect(200);
    const start = first.body as AdminVariantsDto;
    expect(start.options).toEqual([{ name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] }]);
    expect(start.variants.map((v) => v.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const m = start.variants.find((v) => v.label === 'M');
    if (!m) throw new Error('no M');

    // Sizes and colours: M (kept, with its id) in two colours, and a new S in Rose.
    const saved = await putVariants(tee.id, {
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Rose', 'Sage'] },
      ],
      variants: [
        { options: { Size: 'S', Colour: 'Rose' }, stock: 4, sku: 'RGT-S-ROSE' },
        { id: m.id, options: { Size: 'M', Colour: 'Rose' }, stock: 7, price: '28.5' },
        { options: { Size: 'M', Colour: 'Sage' }, stock: 0 },
      ],
    }).expect(200);
    const body = saved.body as AdminVariantsDto;
    expect(body.variants).toEqual([
      {
        id: expect.any(Number),
        label: 'S / Rose',
        options: { Size: 'S', Colour: 'Rose' },
        sku: 'RGT-S-ROSE',
        price: null,
        stock: 4,
      },
      {
        id: m.id,
        label: 'M / Rose',
        options: { Size: 'M', Colour: 'Rose' },
        // A PUT states everything: a SKU left out is none.
        sku: null,
        price: '28.50',
        stock: 7,
      },
      {
        id: expect.any(Number),
        label: 'M / Sage',
        options: { Size: 'M', Colour: 'Sage' },
        sku: null,
        price: null,
        stock: 0,
      },
    ]);
    // The shop shows the same, with the sold-out one marked.
    const shop = (await t.http().get(`/api/products/${tee.id}`).expect(200)).body as ProductDto;
    expect(shop.options).toEqual(body.options);
    expect(shop.variants.map((v) => [v.label, v.price, v.inStock])).toEqual([
      ['S / Rose', '26.00', true],
      ['M / Rose', '28.50', true],
      ['M / Sage', '26.00', false],
    ]);
    const [entry] = await auditRows('product.variants_updated', tee.id);
    expect(entry.details).toMatchObject({
      name: 'Rose Garden Tee',
      options: 'Size: S, M; Colour: Rose, Sage',
      variants: 'S / Rose (4), M / Rose (7), M / Sage (0)',
    });
    // A size asked for with a colour: "Please choose a size and colour".
    const ask = await addToCart(t, newSessionId(), tee.id, 1).expect(400);
    expect(ask.body.message).toBe('Please choose a size and colour.');
  });

  it('refuses variants that do not fit the options, storing nothing', async () => {
    const tee = await create('t-shirt', 'Careful Tee');
    const before = (
      await t.http().get(`/api/admin/products/${tee.id}/variants`).set('Cookie', owner).expect(200)
    ).body as AdminVariantsDto;
    const size = [{ name: 'Size', values: ['S', 'M'] }];
    const cases: [object, string][] = [
      [{ options: size, variants: [] }, 'Variants must be a list with at least one variant'],
      [
        { options: size, variants: [{ options: { Size: 'XL' }, stock: 1 }] },
        'Variant 1 must name one value of each option (Size) and nothing else.',
      ],
      [
        { options: size, variants: [{ options: { Size: 'S', Colour: 'Red' }, stock: 1 }] },
        'Variant 1 must name one value of each option (Size) and nothing else.',
      ],
      [
        {
          options: size,
          variants: [
            { options: { Size: 'S' }, stock: 1 },
            { options: { Size: 'S' }, stock: 2 },
          ],
        },
        'Two variants are both "S".',
      ],
      [
        { options: size, variants: [{ options: { Size: 'S' }, stock: -1 }] },
        'Stock must be a whole number from 0 to 100000',
      ],
      [
        { options: size, variants: [{ options: { Size: 'S' }, stock: 1.5 }] },
        'Stock must be a whole number from 0 to 100000',
      ],
      [
        { options: size, variants: [{ options: { Size: 'S' }, stock: 1, price: '0' }] },
        'A variant price must be an amount from 0.01 to 99999.99, or null for the product price',
      ],
      [
        { options: size, variants: [{ options: { Size: 'S' }, stock: 1, sku: 'has space' }] },
        'A SKU must be at most 64 letters, digits, dashes, dots or underscores',
      ],
      [
        {
          options: [],
          variants: [
            { options: {}, stock: 1 },
            { options: {}, stock: 1 },
          ],
        },
        'A product without options is sold as exactly one variant.',
      ],
      [
        {
          options: [{ name: 'Size', values: ['S', 'S'] }],
          variants: [{ options: { Size: 'S' }, stock: 1 }],
        },
        'A value of Size is there twice.',
      ],
      [
        { options: size, variants: [{ id: 1, options: { Size: 'S' }, stock: 1 }] },
        "Variant 1 is not one of Careful Tee's.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await putVariants(tee.id, body).expect(400);
      expect(res.body.message).toBe(message);
    }
    const after = (
      await t.http().get(`/api/admin/products/${tee.id}/variants`).set('Cookie', owner).expect(200)
    ).body as AdminVariantsDto;
    expect(after).toEqual(before);
    expect(await auditRows('product.variants_updated', tee.id)).toEqual([]);
  });

  it('names the field of each refusal, as the back office’s editor sends them', async () => {
    const tee = await create('t-shirt', 'Fielded Tee');
    const before = (
      await t.http().get(`/api/admin/products/${tee.id}/variants`).set('Cookie', owner).expect(200)
    ).body as AdminVariantsDto;
    const size = [{ name: 'Size', values: ['S', 'M'] }];
    const one = (extra: object) => ({
      options: size,
      variants: [{ options: { Size: 'S' }, stock: 1, ...extra }],
    });
    const sizes = (count: number) => Array.from({ length: count }, (_, i) => `S${i}`);
    const cases: [object, string, string][] = [
      [
        { options: [{ name: '  ', values: ['S'] }], variants: [{ options: {}, stock: 1 }] },
        'options.0.name',
        'An option name must be 1 to 30 characters, like Size',
      ],
      [
        { options: [{ name: 'Size', values: ['S', ''] }], variants: [{ options: {}, stock: 1 }] },
        'options.0.values.1',
        'An option value must be 1 to 30 characters, like M',
      ],
      [
        { options: [{ name: 'Size', values: [] }], variants: [{ options: {}, stock: 1 }] },
        'options.0.values',
        'An option has 1 to 30 values',
      ],
      [
        {
          options: ['Size', 'Colour', 'Fit', 'Print'].map((name) => ({ name, values: ['A'] })),
          variants: [{ options: { Size: 'A', Colour: 'A', Fit: 'A', Print: 'A' }, stock: 1 }],
        },
        'options',
        'Options must be a list of at most 3, each with a name and its values',
      ],
      [
        {
          options: [
            { name: 'Size', values: ['S'] },
            { name: 'size', values: ['M'] },
          ],
          variants: [{ options: { Size: 'S', size: 'M' }, stock: 1 }],
        },
        'options.1.name',
        'Each option needs its own name: "size" is there twice.',
      ],
      [
        // "m" beside "M" is one size to a shopper.
        {
          options: [{ name: 'Size', values: ['S', 'M', 'm'] }],
          variants: [{ options: { Size: 'S' }, stock: 1 }],
        },
        'options.0.values.2',
        'A value of Size is there twice.',
      ],
      [
        {
          options: [
            { name: 'Size', values: sizes(30) },
            { name: 'Colour', values: sizes(17) },
          ],
          variants: sizes(30).flatMap((s) =>
            sizes(17).map((c) => ({ options: { Size: s, Colour: c }, stock: 1 })),
          ),
        },
        'variants',
        'A product has at most 500 variants: fewer options or values, please',
      ],
      [one({ stock: -1 }), 'variants.0.stock', 'Stock must be a whole number from 0 to 100000'],
      [one({ stock: '3' }), 'variants.0.stock', 'Stock must be a whole number from 0 to 100000'],
      [
        one({ price: '12.345' }),
        'variants.0.price',
        'A variant price must be an amount from 0.01 to 99999.99, or null for the product price',
      ],
      [
        one({ price: '$12' }),
        'variants.0.price',
        'A variant price must be an amount from 0.01 to 99999.99, or null for the product price',
      ],
      [
        one({ sku: 'x'.repeat(65) }),
        'variants.0.sku',
        'A SKU must be at most 64 letters, digits, dashes, dots or underscores',
      ],
      [
        {
          options: size,
          variants: [
            { options: { Size: 'S' }, stock: 1, sku: 'FT-1' },
            { options: { Size: 'M' }, stock: 1, sku: 'ft-1' },
          ],
        },
        'variants.1.sku',
        'Two variants have the SKU ft-1.',
      ],
      [
        {
          options: size,
          variants: [
            { options: { Size: 'S' }, stock: 1 },
            { options: { Size: 'S' }, stock: 1 },
          ],
        },
        'variants.1',
        'Two variants are both "S".',
      ],
      [
        {
          options: size,
          variants: [
            { options: { Size: 'S' }, stock: 1 },
            { options: { Size: 'L' }, stock: 1 },
          ],
        },
        'variants.1.options',
        'Variant 2 must name one value of each option (Size) and nothing else.',
      ],
      [
        {
          options: size,
          variants: [
            { options: { Size: 'S' }, stock: 1 },
            { id: 1, options: { Size: 'M' }, stock: 1 },
          ],
        },
        'variants.1.id',
        "Variant 1 is not one of Fielded Tee's.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await putVariants(tee.id, body).expect(400);
      expect({ field: res.body.field, message: res.body.message }).toEqual({ field, message });
    }

    // Another product's SKU: refused by the row that names it, before anything changes.
    const cap = await create('cap', 'Fielded Cap');
    const [capVariant] = (
      await putVariants(cap.id, {
        options: [],
        variants: [{ options: {}, stock: 2, sku: 'FIELDED-CAP' }],
      }).expect(200)
    ).body.variants as AdminVariantsDto['variants'];
    expect(capVariant.sku).toBe('FIELDED-CAP');
    const taken = await putVariants(tee.id, {
      options: size,
      variants: [
        { options: { Size: 'S' }, stock: 1, sku: 'FT-S' },
        { options: { Size: 'M' }, stock: 1, sku: 'fielded-cap' },
      ],
    }).expect(409);
    expect(taken.body).toMatchObject({
      message: 'The SKU fielded-cap is already used by Fielded Cap.',
      field: 'variants.1.sku',
    });

    const after = (
      await t.http().get(`/api/admin/products/${tee.id}/variants`).set('Cookie', owner).expect(200)
    ).body as AdminVariantsDto;
    expect(after).toEqual(before);
    expect(await auditRows('product.variants_updated', tee.id)).toEqual([]);
  });

  it('keeps an order’s copy of a variant the owner removes, and empties it from carts', async () => {
    const tee = await create('t-shirt', 'Parting Tee');
    const start = (
      await t.http().get(`/api/admin/products/${tee.id}/variants`).set('Cookie', owner).expect(200)
    ).body as AdminVariantsDto;
    const [xs, s] = start.variants;
    // One shopper orders an XS; another still has an S and an XS in the cart.
    const buyer = newSessionId();
    await addToCart(t, buyer, tee.id, 1, xs.id).expect(201);
    const placed = await checkout(t, checkoutBody(buyer)).expect(201);
    const orderId = (placed.body as { id: number }).id;
    const browsing = newSessionId();
    await addToCart(t, browsing, tee.id, 1, xs.id).expect(201);
    await addToCart(t, browsing, tee.id, 1, s.id).expect(201);

    await putVariants(tee.id, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: start.variants
        .filter((v) => v.label === 'S' || v.label === 'M')
        .map((v) => ({ id: v.id, options: v.options, stock: v.stock, sku: v.sku })),
    }).expect(200);
    const [line] = await t.query<{ variant_id: number | null; variant_label: string; sku: string }>(
      'SELECT variant_id, variant_label, sku FROM order_items WHERE order_id = $1',
      [orderId],
    );
    expect(line).toEqual({ variant_id: null, variant_label: 'XS', sku: xs.sku });
    const cart = await t.query<{ variant_id: number }>(
      'SELECT variant_id FROM cart_items WHERE session_id = $1',
      [browsing],
    );
    expect(cart).toEqual([{ variant_id: s.id }]);
  });

  it('edits one variant’s stock, audited, and lists low stock', async () => {
    const cap = await create('cap', 'Quiet Cap');
    const [variant] = (
      await t.http().get(`/api/admin/products/${cap.id}/variants`).set('Cookie', owner).expect(200)
    ).body.variants as AdminVariantsDto['variants'];
    const res = await t
      .http()
      .put(`/api/admin/products/variants/${variant.id}/stock`)
      .set('Cookie', owner)
      .send({ stock: 2 })
      .expect(200);
    expect((res.body as AdminVariantsDto).variants[0]).toMatchObject({ id: variant.id, stock: 2 });
    const [entry] = await auditRows('product.stock_changed', cap.id);
    expect(entry.details).toMatchObject({ variant: 'One size', stock: 2, stockBefore: 25 });
    await t
      .http()
      .put(`/api/admin/products/variants/${variant.id}/stock`)
      .set('Cookie', owner)
      .send({ stock: 'lots' })
      .expect(400);
    await t
      .http()
      .put('/api/admin/products/variants/2147483000/stock')
      .set('Cookie', owner)
      .send({ stock: 1 })
      .expect(404);

    const low = (
      await t.http().get('/api/admin/products/low-stock').set('Cookie', owner).expect(200)
    ).body as AdminLowStockDto;
    expect(low.threshold).toBe(3);
    expect(low.items).toContainEqual(
      expect.objectContaining({
        productId: cap.id,
        productName: 'Quiet Cap',
        label: 'One size',
        stock: 2,
      }),
    );
    expect(low.items.every((item) => item.stock <= 3)).toBe(true);
    const none = (
      await t
        .http()
        .get('/api/admin/products/low-stock?threshold=0')
        .set('Cookie', owner)
        .expect(200)
    ).body as AdminLowStockDto;
    expect(none.items.find((item) => item.productId === cap.id)).toBeUndefined();
    const bad = await t
      .http()
      .get('/api/admin/products/low-stock?threshold=-1')
      .set('Cookie', owner)
      .expect(400);
    expect(bad.body.message).toBe('threshold must be a whole number from 0 to 1000');
  });
});
