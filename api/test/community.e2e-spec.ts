import { randomBytes } from 'node:crypto';
import type { HealingMomentDto } from '@healing/contracts';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

interface StoryFields {
  name?: string;
  story?: string;
  category?: string;
  isAnonymous?: boolean;
  status?: 'pending' | 'approved' | 'rejected';
  submittedAt?: string;
}

async function insertStory(t: TestApp, fields: StoryFields = {}): Promise<number> {
  const [row] = await t.query<{ id: number }>(
    `INSERT INTO healing_moments
       (name, story, category, is_anonymous, moderation_status, submitted_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now())) RETURNING id`,
    [
      fields.name ?? 'Test Author',
      fields.story ?? 'A story written for a test.',
      fields.category ?? 'growth',
      fields.isAnonymous ?? false,
      fields.status ?? 'approved',
      fields.submittedAt ?? null,
    ],
  );
  return row.id;
}

async function storyCount(t: TestApp): Promise<number> {
  const [row] = await t.query<{ count: string }>('SELECT count(*) FROM healing_moments');
  return Number(row.count);
}

const validStory = { name: 'Mia', story: 'Today I forgave myself.', category: 'self-love' };

describe('healing moments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/healing-moments', () => {
    it('lists approved stories only, newest first, with the contract shape', async () => {
      const marker = randomBytes(4).toString('hex');
      const older = await insertStory(t, {
        name: `older ${marker}`,
        submittedAt: '2099-01-01T00:00:00Z',
      });
      const newer = await insertStory(t, {
        name: `newer ${marker}`,
        submittedAt: '2099-01-02T00:00:00Z',
      });
      const sameTime = await insertStory(t, {
        name: `same ${marker}`,
        submittedAt: '2099-01-02T00:00:00Z',
      });
      const pending = await insertStory(t, { name: `pending ${marker}`, status: 'pending' });
      const rejected = await insertStory(t, { name: `rejected ${marker}`, status: 'rejected' });

      const res = await t.http().get('/api/healing-moments').expect(200);
      const stories = res.body as HealingMomentDto[];
      const ids = stories.map((story) => story.id);
      expect(ids.slice(0, 3)).toEqual([sameTime, newer, older]);
      expect(ids).not.toContain(pending);
      expect(ids).not.toContain(rejected);
      expect(stories[2]).toEqual({
        id: older,
        name: `older ${marker}`,
        story: 'A story written for a test.',
        emotionBefore: null,
        emotionAfter: null,
        category: 'growth',
        isAnonymous: false,
        likeCount: 0,
        submittedAt: '2099-01-01T00:00:00.000Z',
      });
      const approvedCount = await t.query<{ count: string }>(
        `SELECT count(*) FROM healing_moments WHERE moderation_status = 'approved'`,
      );
      expect(stories).toHaveLength(Math.min(200, Number(approvedCount[0].count)));
    });

    it('never shows the name behind an anonymous story', async () => {
      const id = await insertStory(t, { name: 'Secret Person', isAnonymous: true });
      const res = await t.http().get('/api/healing-moments').expect(200);
      const story = (res.body as HealingMomentDto[]).find((s) => s.id === id);
      expect(story).toMatchObject({ name: 'Anonymous', isAnonymous: true });
      expect(res.text).not.toContain('Secret Person');
    });

    it('takes ?limit= from 1 to 200', async () => {
      await insertStory(t);
      await insertStory(t);
      const res = await t.http().get('/api/healing-moments?limit=1').expect(200);
      expect(res.body).toHaveLength(1);
      for (const bad of ['0', '201', 'abc', '1.5', '-1']) {
        const refused = await t.http().get(`/api/healing-moments?limit=${bad}`).expect(400);
        expect(refused.body).toMatchObject({
          statusCode: 400,
          message: 'limit must be a whole number from 1 to 200',
          error: 'Bad Request',
          field: 'limit',
        });
      }
    });
  });

  describe('POST /api/healing-moments', () => {
    it('stores a new story as pending and keeps it off the public list', async () => {
      const res = await t
        .http()
        .post('/api/healing-moments')
        .send({ ...validStory, name: '  Mia  ', emotionBefore: ' lost ', emotionAfter: '' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        status: 'pending',
        message:
          'Thank you for sharing your healing moment. It will be reviewed and published soon.',
      });
      const [row] = await t.query(
        `SELECT name, story, category, is_anonymous, emotion_before, emotion_after,
                moderation_status, is_approved, like_count, reviewed_at
         FROM healing_moments WHERE id = $1`,
        [res.body.id],
      );
      expect(row).toEqual({
        name: 'Mia',
        story: 'Today I forgave myself.',
        category: 'self-love',
        is_anonymous: false,
        emotion_before: 'lost',
        emotion_after: null,
        moderation_status: 'pending',
        is_approved: false,
        like_count: 0,
        reviewed_at: null,
      });
      const list = await t.http().get('/api/healing-moments').expect(200);
      expect((list.body as HealingMomentDto[]).map((s) => s.id)).not.toContain(res.body.id);
    });

    it('stores a story sent again with its Idempotency-Key once, and answers the same id', async () => {
      const before = await storyCount(t);
      const key = `story_${randomBytes(8).toString('hex')}`;
      const send = () =>
        t.http().post('/api/healing-moments').set('Idempotency-Key', key).send(validStory);
      const answers = await Promise.all([send(), send(), send()]);
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((res) => (res.body as { id: number }).id)).size).toBe(1);
      expect(await storyCount(t)).toBe(before + 1);
    });

    it('refuses a key used before for another story and stores nothing', async () => {
      const key = `story_${randomBytes(8).toString('hex')}`;
      await t
        .http()
        .post('/api/healing-moments')
        .set('Idempotency-Key', key)
        .send(validStory)
        .expect(201);
      const before = await storyCount(t);
      const res = await t
        .http()
        .post('/api/healing-moments')
        .set('Idempotency-Key', key)
        .send({ ...validStory, story: 'Another day, another story.' })
        .expect(409);
      expect(res.body).toMatchObject({
        message: 'This Idempotency-Key was already used for another story; send a new key.',
        field: 'Idempotency-Key',
      });
      expect(await storyCount(t)).toBe(before);
    });

    it("accepts the quick form's anonymous story", async () => {
      const res = await t
        .http()
        .post('/api/healing-moments')
        .send({
          name: 'Anonymous',
          story: 'Breathing again.',
          category: 'growth',
          isAnonymous: true,
        })
        .expect(201);
      const [row] = await t.query('SELECT is_anonymous FROM healing_moments WHERE id = $1', [
        res.body.id,
      ]);
      expect(row).toEqual({ is_anonymous: true });
    });

    it('stores markup verbatim as text, line breaks and tabs kept', async () => {
      const script = '<script>alert(1)</script>';
      const res = await t
        .http()
        .post('/api/healing-moments')
        .send({
          ...validStory,
          name: `<b>${script}</b>`,
          story: `Line 1\r\nLine 2\t${script}`,
        })
        .expect(201);
      await t.query(`UPDATE healing_moments SET moderation_status = 'approved' WHERE id = $1`, [
        res.body.id,
      ]);
      const list = await t.http().get('/api/healing-moments').expect(200);
      expect(list.headers['content-type']).toMatch(/^application\/json/);
      const story = (list.body as HealingMomentDto[]).find((s) => s.id === res.body.id);
      expect(story?.name).toBe(`<b>${script}</b>`);
      expect(story?.story).toBe(`Line 1\nLine 2\t${script}`);
    });

    it.each([
      ['no name', { story: 'x', category: 'growth' }],
      ['a blank name', { name: '   ', story: 'x', category: 'growth' }],
      ['no story', { name: 'Mia', category: 'growth' }],
      ['an empty story', { name: 'Mia', story: '', category: 'growth' }],
      ['no category', { name: 'Mia', story: 'x' }],
      ['nothing at all', {}],
    ])("refuses %s with SPEC's message and stores nothing", async (_case, body) => {
      const before = await storyCount(t);
      const res = await t.http().post('/api/healing-moments').send(body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: 'Please fill in all required fields',
        error: 'Bad Request',
      });
      expect(await storyCount(t)).toBe(before);
    });

    it.each([
      ['a numeric name', { name: 5 }, 'Your name must be text'],
      ['a story that is a list', { story: ['x'] }, 'Your story must be text'],
      [
        'an unknown category',
        { category: 'joy' },
        'Please choose a category: breakthrough, relationship, self-love, loss, growth',
      ],
      ['a non-boolean isAnonymous', { isAnonymous: 'yes' }, 'isAnonymous must be true or false'],
      [
        'a 101-character name',
        { name: 'x'.repeat(101) },
        'Your name must be at most 100 characters',
      ],
      [
        'a 5001-character story',
        { story: 'x'.repeat(5001) },
        'Your story must be at most 5000 characters',
      ],
      [
        'a 101-character emotion',
        { emotionBefore: 'x'.repeat(101) },
        'Emotion before must be at most 100 characters',
      ],
      ['a numeric emotion', { emotionAfter: 3 }, 'Emotion after must be text'],
      ['a self-approval', { isApproved: true }, 'Unknown field "isApproved"'],
      ['a moderation status', { moderationStatus: 'approved' }, 'Unknown field "moderationStatus"'],
    ])('refuses %s with a readable message', async (_case, change, message) => {
      const before = await storyCount(t);
      const res = await t
        .http()
        .post('/api/healing-moments')
        .send({ ...validStory, ...change })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(await storyCount(t)).toBe(before);
    });

    it('accepts the longest allowed name and story', async () => {
      await t
        .http()
        .post('/api/healing-moments')
        .send({ ...validStory, name: 'n'.repeat(100), story: 's'.repeat(5000) })
        .expect(201);
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t
        .http()
        .post('/api/healing-moments')
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('JSON') });
    });
  });

  describe('likes', () => {
    async function likeRows(id: number): Promise<number> {
      const [row] = await t.query<{ count: string }>(
        'SELECT count(*) FROM moment_likes WHERE moment_id = $1',
        [id],
      );
      return Number(row.count);
    }

    async function storedCount(id: number): Promise<number> {
      const [row] = await t.query<{ like_count: number }>(
        'SELECT like_count FROM healing_moments WHERE id = $1',
        [id],
      );
      return row.like_count;
    }

    const like = (id: number | string, session: string) =>
      t.http().post(`/api/healing-moments/${id}/like`).set('X-Session-Id', session);
    const unlike = (id: number | string, session: string) =>
      t.http().delete(`/api/healing-moments/${id}/like`).set('X-Session-Id', session);

    it('counts one like per session, and unlike takes it back', async () => {
      const id = await insertStory(t);
      const alice = newSessionId();
      const bob = newSessionId();

      expect((await like(id, alice).expect(200)).body).toEqual({ likeCount: 1, liked: true });
      expect((await like(id, alice).expect(200)).body).toEqual({ likeCount: 1, liked: true });
      expect((await like(id, bob).expect(200)).body).toEqual({ likeCount: 2, liked: true });
      expect(await likeRows(id)).toBe(2);

      expect((await unlike(id, alice).expect(200)).body).toEqual({ likeCount: 1, liked: false });
      expect((await unlike(id, alice).expect(200)).body).toEqual({ likeCount: 1, liked: false });
      expect(await likeRows(id)).toBe(1);
      expect(await storedCount(id)).toBe(1);

      const list = await t.http().get('/api/healing-moments').expect(200);
      expect((list.body as HealingMomentDto[]).find((s) => s.id === id)?.likeCount).toBe(1);
    });

    it('lets a session unlike a story it never liked', async () => {
      const id = await insertStory(t);
      await like(id, newSessionId()).expect(200);
      const res = await unlike(id, newSessionId()).expect(200);
      expect(res.body).toEqual({ likeCount: 1, liked: false });
    });

    it('tells a session which published stories it liked', async () => {
      const session = newSessionId();
      const first = await insertStory(t);
      const second = await insertStory(t);
      const withdrawn = await insertStory(t);
      await insertStory(t);
      for (const id of [second, first, withdrawn]) await like(id, session).expect(200);
      await t.query(`UPDATE healing_moments SET moderation_status = 'rejected' WHERE id = $1`, [
        withdrawn,
      ]);

      const res = await t.http().get('/api/healing-moments/likes').set('X-Session-Id', session);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ likedIds: [first, second] });
      const fresh = await t
        .http()
        .get('/api/healing-moments/likes')
        .set('X-Session-Id', newSessionId());
      expect(fresh.body).toEqual({ likedIds: [] });
    });

    it('answers 404 for stories that are not published or do not exist', async () => {
      const pending = await insertStory(t, { status: 'pending' });
      const rejected = await insertStory(t, { status: 'rejected' });
      const session = newSessionId();
      for (const id of [pending, rejected, 2_000_000_000]) {
        for (const call of [like, unlike]) {
          const res = await call(id, session).expect(404);
          expect(res.body).toEqual({
            statusCode: 404,
            message: 'Story not found',
            error: 'Not Found',
            field: 'id',
          });
        }
      }
      expect(await likeRows(pending)).toBe(0);
      expect(await storedCount(pending)).toBe(0);
    });

    it('refuses a bad id or a missing or invalid session id, storing nothing', async () => {
      const id = await insertStory(t);
      for (const bad of ['abc', '0', '-3', '99999999999']) {
        const res = await like(bad, newSessionId()).expect(400);
        expect(res.body).toMatchObject({
          message: expect.stringMatching(/is not a valid id\.$/),
          field: 'id',
        });
      }
      const missing = await t.http().post(`/api/healing-moments/${id}/like`).expect(400);
      expect(missing.body).toMatchObject({
        message: 'A session id is required (header X-Session-Id).',
        field: 'sessionId',
      });
      for (const bad of ['abc', 'session_1_short', `session_${Date.now()}_${'x'.repeat(10)}`]) {
        expect((await like(id, bad).expect(400)).body.message).toBe('The session id is not valid.');
        expect((await unlike(id, bad).expect(400)).body.message).toBe(
          'The session id is not valid.',
        );
      }
      await t.http().get('/api/healing-moments/likes').expect(400);
      expect(await likeRows(id)).toBe(0);
    });

    it('keeps the count equal to the likes when requests race', async () => {
      const id = await insertStory(t);
      const same = newSessionId();
      const sessions = Array.from({ length: 15 }, () => newSessionId());
      const responses = await Promise.all([
        ...Array.from({ length: 10 }, () => like(id, same)),
        ...sessions.map((session) => like(id, session)),
      ]);
      expect(responses.every((res) => res.status === 200)).toBe(true);
      expect(await likeRows(id)).toBe(16);
      expect(await storedCount(id)).toBe(16);

      await Promise.all([
        ...sessions.slice(0, 5).flatMap((session) => [unlike(id, session), unlike(id, session)]),
        ...sessions.slice(5, 10).flatMap((session) => [like(id, session), unlike(id, session)]),
      ]);
      expect(await storedCount(id)).toBe(await likeRows(id));
    });
  });
});
