import { createTestApp, type TestApp } from './support/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers ok when the database answers', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database refuses', async () => {
    jest.spyOn(t.dataSource, 'query').mockRejectedValue(new Error('Connection terminated'));
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body).toEqual({
      status: 'degraded',
      database: 'down',
      uptimeSeconds: expect.any(Number),
    });
  });

  it('answers 503 within a few seconds when the database hangs', async () => {
    jest.spyOn(t.dataSource, 'query').mockReturnValue(new Promise(() => undefined));
    const startedAt = Date.now();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body.database).toBe('down');
    expect(Date.now() - startedAt).toBeLessThan(3000);
  });
});
