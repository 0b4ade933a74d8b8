import { PRODUCT_KINDS } from '@healing/contracts';
import { createTestApp, TestApp } from './support/test-app';

describe('the API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.http().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Nothing answers GET at this address.',
      error: 'Not Found',
    });
  });

  it('has run every migration', async () => {
    const rows = await t.query<{ name: string }>('SELECT name FROM migrations');
    expect(rows.map((r) => r.name)).toContain('InitialSchema1763800000000');
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(res.body.info.title).toBe('Healing Shop API');
  });

  it("describes a body made from a contract's schema with that schema's fields and rules", async () => {
    const res = await t.http().get('/api/docs/openapi.json').expect(200);
    const contact = res.body.components.schemas.ContactDto;
    expect(contact.required).toEqual(['firstName', 'lastName', 'email', 'subject', 'message']);
    expect(contact.properties.message).toEqual({ type: 'string', minLength: 1, maxLength: 5000 });
  });

  it("describes a query made from a contract's schema as its parameters", async () => {
    const res = await t.http().get('/api/docs/openapi.json').expect(200);
    const parameters = res.body.paths['/api/healing-moments'].get.parameters;
    expect(parameters).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'number', minimum: 1, maximum: 200 },
      },
    ]);
  });
});

describe('the OpenAPI description of the shop', () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, Record<string, unknown>> };
  };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as typeof doc;
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes checkout with the checkout form rules', () => {
    const checkout = doc.components.schemas.CheckoutDto as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(checkout.required).toEqual([
      'sessionId',
      'email',
      'firstName',
      'lastName',
      'address',
      'city',
      'state',
      'zipCode',
    ]);
    expect(Object.keys(checkout.properties)).toEqual([
      'sessionId',
      'email',
      'firstName',
      'lastName',
      'address',
      'city',
      'state',
      'zipCode',
      'phone',
      'promoCode',
      'paymentMethod',
      'subtotal',
      'discount',
      'shipping',
      'tax',
      'total',
      'status',
    ]);
    expect(checkout.properties.paymentMethod).toEqual({ type: 'string', enum: ['card', 'paypal'] });
    expect(checkout.properties.promoCode).toEqual({
      nullable: true,
      type: 'string',
      maxLength: 40,
    });
  });

  it('describes both bodies of POST /api/cart, the design with its own fields', () => {
    const body = doc.paths['/api/cart'].post.requestBody as {
      content: { 'application/json': { schema: unknown } };
    };
    expect(body.content['application/json'].schema).toEqual({
      oneOf: [
        { $ref: '#/components/schemas/AddProductToCartDto' },
        { $ref: '#/components/schemas/AddCustomDesignToCartDto' },
      ],
    });
    expect(doc.components.schemas.AddProductToCartDto.required).toEqual(['sessionId', 'productId']);
    const design = doc.components.schemas.AddCustomDesignToCartDto as {
      required: string[];
      properties: { customDesignData: { required: string[]; properties: object } };
    };
    expect(design.required).toEqual([
      'sessionId',
      'isCustomDesign',
      'customDesignData',
      'customProductName',
    ]);
    expect(design.properties.customDesignData.required).toEqual(['productType', 'category']);
    expect(design.properties.customDesignData.properties).toMatchObject({
      customText: { type: 'string', maxLength: 60 },
      uploadId: { type: 'string', format: 'uuid' },
      imagePlacement: {
        type: 'object',
        required: ['x', 'y', 'size'],
        properties: {
          x: { type: 'number', minimum: 0, maximum: 1 },
          y: { type: 'number', minimum: 0, maximum: 1 },
          size: { type: 'number', minimum: 0.2, maximum: 1 },
        },
      },
    });
  });

  it("describes the cart's and the catalogue's queries", () => {
    expect(doc.paths['/api/cart/{sessionId}/summary'].get.parameters).toContainEqual({
      name: 'promoCode',
      required: false,
      in: 'query',
      schema: { maxLength: 40, type: 'string' },
    });
    expect(doc.paths['/api/products'].get.parameters).toEqual([
      {
        name: 'category',
        required: false,
        in: 'query',
        schema: {
          default: 'all',
          type: 'string',
          enum: ['all', 'apparel', 'accessories', 'wellness', 'art', 'treats'],
        },
      },
      {
        name: 'kind',
        required: false,
        in: 'query',
        schema: { type: 'string', enum: [...PRODUCT_KINDS] },
      },
      {
        name: 'sort',
        required: false,
        in: 'query',
        schema: {
          default: 'name',
          type: 'string',
          enum: ['name', 'price-low', 'price-high', 'newest'],
        },
      },
    ]);
  });

  it('describes the search and its suggestions', () => {
    const q = {
      name: 'q',
      required: false,
      in: 'query',
      schema: expect.objectContaining({ maxLength: 100, type: 'string' }),
    };
    expect(doc.paths['/api/search'].get.parameters).toEqual(
      expect.arrayContaining([
        q,
        expect.objectContaining({
          name: 'sort',
          schema: expect.objectContaining({
            default: 'relevance',
            enum: ['relevance', 'name', 'price-low', 'price-high', 'newest'],
          }),
        }),
      ]),
    );
    expect(doc.paths['/api/search/suggestions'].get.parameters).toEqual([q]);
    expect(doc.paths['/api/products/{id}/related'].get).toBeDefined();
    // A design's picture: its query is the design, described from the contract's rules.
    const preview = doc.paths['/api/designs/preview.png'].get.parameters as {
      name: string;
      required: boolean;
    }[];
    expect(preview.map(({ name, required }) => [name, required])).toEqual([
      ['productType', true],
      ['category', true],
      ['templateId', false],
      ['customText', false],
      ['fontSize', false],
      ['textColor', false],
      ['uploadId', false],
      ['imagePlacement', false],
      ['v', false],
    ]);
  });
});
