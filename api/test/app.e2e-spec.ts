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
      message: 'No such address: GET /api/nothing-here',
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
});
