// The API refuses exactly what the shop's forms refuse, with the same message: every example of
// the shared rules (src/rules/rule-examples.ts) is sent to the endpoint its form posts to.
import {
  REFUSED_CONTACTS,
  REFUSED_SHIPPING_ADDRESSES,
  REFUSED_STORIES,
  VALID_CONTACT,
  VALID_SHIPPING_ADDRESS,
  VALID_STORY,
} from '@healing/contracts/rule-examples';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

describe('the shared form rules at the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function rows(table: 'contacts' | 'healing_moments' | 'orders' | 'newsletters') {
    const [row] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return row.n;
  }

  it.each(REFUSED_CONTACTS)('contact: refuses $field %j', async ({ field, value, message }) => {
    const before = await rows('contacts');
    const res = await t
      .http()
      .post('/api/contact')
      .send({ ...VALID_CONTACT, [field]: value })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(await rows('contacts')).toBe(before);
  });

  it.each(REFUSED_STORIES)('stories: refuses $field %j', async ({ field, value, message }) => {
    const before = await rows('healing_moments');
    const res = await t
      .http()
      .post('/api/healing-moments')
      .send({ ...VALID_STORY, [field]: value })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(await rows('healing_moments')).toBe(before);
  });

  it.each(REFUSED_SHIPPING_ADDRESSES)(
    'checkout: refuses $field %j',
    async ({ field, value, message }) => {
      const before = await rows('orders');
      const res = await t
        .http()
        .post('/api/checkout')
        .send({ sessionId: newSessionId(), ...VALID_SHIPPING_ADDRESS, [field]: value })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(await rows('orders')).toBe(before);
    },
  );

  it('newsletter: refuses a@b..com, which the browser refuses too', async () => {
    const before = await rows('newsletters');
    const res = await t.http().post('/api/newsletter').send({ email: 'a@b..com' }).expect(400);
    expect(res.body.message).toBe('Please enter a valid email address.');
    expect(await rows('newsletters')).toBe(before);
  });

  it('accepts the examples the rules call valid', async () => {
    await t.http().post('/api/contact').send(VALID_CONTACT).expect(201);
    await t.http().post('/api/healing-moments').send(VALID_STORY).expect(201);
  });
});
