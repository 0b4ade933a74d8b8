import { customDesignBody } from './cart-fixtures';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

// Inputs the hostile drill (drills/hostile.mjs) once answered with a 500.
describe('hostile input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: string) =>
    (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  it('refuses half a surrogate pair anywhere in a body, storing nothing', async () => {
    const before = await count('newsletters');
    for (const body of [
      '{"email":"\\ud800"}',
      '{"email":"a@b.co","x\\udfff":1}',
      '[{"a":"\\udc00x"}]',
    ]) {
      const res = await t
        .http()
        .post('/api/newsletter')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'The request contains text that is not valid Unicode.',
        error: 'Bad Request',
      });
    }
    expect(await count('newsletters')).toBe(before);
    // A real surrogate pair is text like any other.
    await t
      .http()
      .post('/api/healing-moments')
      .send({ name: '🌿', story: 'calm 🌿', category: 'growth' })
      .expect(201);
  });

  it('takes optional design fields sent as null as not sent', async () => {
    const sessionId = newSessionId();
    const body = customDesignBody(sessionId, {
      uploadId: null,
      templateId: null,
      customText: null,
    });
    const res = await t.http().post('/api/cart').send(body).expect(201);
    expect(res.body.customDesignData).toEqual({
      productType: 'tshirts',
      category: 'love-is',
      size: 'M',
      selectedDesign: 'Rose Love',
      fontSize: 'medium',
      textColor: '#D14D72',
      designImage: 'li-love2',
    });
  });

  it('cleans control characters out of design text, which jsonb could not store', async () => {
    const sessionId = newSessionId();
    const body = customDesignBody(sessionId, { customText: ' Be\u0000 kind\u0007 ' });
    const res = await t.http().post('/api/cart').send(body).expect(201);
    expect(res.body.customDesignData.customText).toBe('Be kind');
  });
});
