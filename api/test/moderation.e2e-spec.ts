import type { HealingMomentDto } from '@healing/contracts';
import type { AdminHealingMomentDto } from '@healing/contracts/admin';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const ADMIN_TOKEN = 'test-admin-token-3b6f0f0e9c1d4a7e';
const originalToken = process.env.ADMIN_TOKEN;

afterAll(() => {
  if (originalToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = originalToken;
});

async function submitStory(t: TestApp, body: Record<string, unknown> = {}): Promise<number> {
  const res = await t
    .http()
    .post('/api/healing-moments')
    .send({ name: 'Real Name', story: 'A story to review.', category: 'loss', ...body })
    .expect(201);
  return res.body.id as number;
}

async function publicIds(t: TestApp): Promise<number[]> {
  const res = await t.http().get('/api/healing-moments').expect(200);
  return (res.body as HealingMomentDto[]).map((story) => story.id);
}

describe('moderation without an admin token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    delete process.env.ADMIN_TOKEN;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for an owner sign-in, whatever bearer token is sent', async () => {
    const res = await t
      .http()
      .get('/api/admin/healing-moments?status=pending')
      .set('Authorization', 'Bearer anything')
      .expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: 'Please sign in.',
      error: 'Unauthorized',
    });
  });

  it('approves nothing', async () => {
    const id = await submitStory(t);
    for (const action of ['approve', 'reject']) {
      const res = await t.http().post(`/api/admin/healing-moments/${id}/${action}`).expect(401);
      expect(res.body.message).toBe('Please sign in.');
    }
    const [row] = await t.query('SELECT moderation_status FROM healing_moments WHERE id = $1', [
      id,
    ]);
    expect(row).toEqual({ moderation_status: 'pending' });
  });
});

describe('moderation with an admin token', () => {
  let t: TestApp;
  const admin = () => ({ Authorization: `Bearer ${ADMIN_TOKEN}` });
  beforeAll(async () => {
    process.env.ADMIN_TOKEN = ADMIN_TOKEN;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${ADMIN_TOKEN}x`],
    ['a prefix of the token', `Bearer ${ADMIN_TOKEN.slice(0, 10)}`],
    ['the token without Bearer', ADMIN_TOKEN],
    ['Basic credentials', `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}`],
  ])('refuses %s with 401 and changes nothing', async (_case, authorization) => {
    const id = await submitStory(t);
    const calls = [
      t.http().get('/api/admin/healing-moments'),
      t.http().post(`/api/admin/healing-moments/${id}/approve`),
      t.http().post(`/api/admin/healing-moments/${id}/reject`),
    ];
    for (const call of calls) {
      const res = await (authorization ? call.set('Authorization', authorization) : call);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: 'Please sign in.',
        error: 'Unauthorized',
      });
      expect(res.headers['www-authenticate']).toBe(
        authorization ? 'Bearer realm="admin"' : undefined,
      );
    }
    const [row] = await t.query(
      'SELECT moderation_status, reviewed_at FROM healing_moments WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ moderation_status: 'pending', reviewed_at: null });
  });

  it('lists pending stories by default, oldest first, with real names', async () => {
    const first = await submitStory(t, { name: 'Hidden Author', isAnonymous: true });
    const second = await submitStory(t, { name: 'Named Author' });
    const res = await t.http().get('/api/admin/healing-moments').set(admin()).expect(200);
    const stories = res.body as AdminHealingMomentDto[];
    const ids = stories.map((story) => story.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(stories.every((story) => story.moderationStatus === 'pending')).toBe(true);
    expect(stories.find((story) => story.id === first)).toEqual({
      id: first,
      name: 'Hidden Author',
      story: 'A story to review.',
      emotionBefore: null,
      emotionAfter: null,
      category: 'loss',
      isAnonymous: true,
      likeCount: 0,
      submittedAt: expect.any(String),
      moderationStatus: 'pending',
      isApproved: false,
      reviewedAt: null,
    });
  });

  it('publishes an approved story, hiding an anonymous author', async () => {
    const id = await submitStory(t, { name: 'Hidden Author', isAnonymous: true });
    expect(await publicIds(t)).not.toContain(id);

    const res = await t
      .http()
      .post(`/api/admin/healing-moments/${id}/approve`)
      .set(admin())
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Hidden Author',
      moderationStatus: 'approved',
      isApproved: true,
      reviewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const list = await t.http().get('/api/healing-moments').expect(200);
    const story = (list.body as HealingMomentDto[]).find((s) => s.id === id);
    expect(story).toMatchObject({ name: 'Anonymous', isAnonymous: true });
    expect(list.text).not.toContain('Hidden Author');
    const pending = await t.http().get('/api/admin/healing-moments').set(admin()).expect(200);
    expect((pending.body as AdminHealingMomentDto[]).map((s) => s.id)).not.toContain(id);
    const approved = await t
      .http()
      .get('/api/admin/healing-moments?status=approved')
      .set(admin())
      .expect(200);
    expect((approved.body as AdminHealingMomentDto[])[0].id).toBe(id);
  });

  it('keeps a rejected story private, and rejecting takes a published one down', async () => {
    const rejected = await submitStory(t);
    const res = await t
      .http()
      .post(`/api/admin/healing-moments/${rejected}/reject`)
      .set(admin())
      .expect(200);
    expect(res.body).toMatchObject({ moderationStatus: 'rejected', isApproved: false });
    expect(res.body.reviewedAt).not.toBeNull();
    expect(await publicIds(t)).not.toContain(rejected);

    const published = await submitStory(t);
    await t.http().post(`/api/admin/healing-moments/${published}/approve`).set(admin()).expect(200);
    const session = newSessionId();
    await t
      .http()
      .post(`/api/healing-moments/${published}/like`)
      .set('X-Session-Id', session)
      .expect(200);
    await t.http().post(`/api/admin/healing-moments/${published}/reject`).set(admin()).expect(200);
    expect(await publicIds(t)).not.toContain(published);
    await t
      .http()
      .post(`/api/healing-moments/${published}/like`)
      .set('X-Session-Id', session)
      .expect(404);

    const list = await t
      .http()
      .get('/api/admin/healing-moments?status=rejected')
      .set(admin())
      .expect(200);
    const ids = (list.body as AdminHealingMomentDto[]).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([rejected, published]));
  });

  it('refuses an unknown status, a bad id and a missing story', async () => {
    const status = await t
      .http()
      .get('/api/admin/healing-moments?status=published')
      .set(admin())
      .expect(400);
    expect(status.body).toMatchObject({
      message: 'status must be one of: pending, approved, rejected',
      field: 'status',
    });
    await t.http().post('/api/admin/healing-moments/abc/approve').set(admin()).expect(400);
    const missing = await t
      .http()
      .post('/api/admin/healing-moments/2000000000/approve')
      .set(admin())
      .expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      message: 'Story not found',
      error: 'Not Found',
      field: 'id',
    });
  });
});
