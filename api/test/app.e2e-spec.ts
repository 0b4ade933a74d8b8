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
