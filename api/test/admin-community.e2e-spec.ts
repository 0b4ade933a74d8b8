import type {
  StoryCountsDto,
  AdminMessagesPageDto,
  AdminSubscribersPageDto,
} from '@healing/contracts/admin';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'lantern-meadow-quartz-58';

interface AuditRow {
  actor_label: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
}

describe('stories, messages and subscribers in the back office', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'Rosa', PASSWORD);
    cookie = await signIn(t, 'rosa', PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const asOwner = {
    get: (path: string) => t.http().get(path).set('Cookie', cookie),
    post: (path: string) => t.http().post(path).set('Cookie', cookie),
    delete: (path: string) => t.http().delete(path).set('Cookie', cookie),
  };

  async function audit(action: string): Promise<AuditRow[]> {
    return t.query<AuditRow>(
      `SELECT actor_label, action, target_type, target_id, details
         FROM audit_log WHERE action = $1 ORDER BY id`,
      [action],
    );
  }

  async function contact(firstName: string, message: string): Promise<number> {
    const res = await t
      .http()
      .post('/api/contact')
      .send({
        firstName,
        lastName: 'Lind',
        email: `${firstName}@example.com`,
        subject: 'order',
        message,
      })
      .expect(201);
    return res.body.id as number;
  }

  describe("every endpoint is the owner's alone", () => {
    // Every row has its body (null for none): jest.each passes a shorter row a `done` argument.
    const endpoints: [method: 'get' | 'post' | 'delete', path: string, body: object | null][] = [
      ['get', '/api/admin/healing-moments/counts', null],
      ['get', '/api/admin/messages', null],
      ['post', '/api/admin/messages/1/handled', { handled: true }],
      ['get', '/api/admin/subscribers', null],
      ['get', '/api/admin/subscribers.csv', null],
      ['delete', '/api/admin/subscribers/1', null],
    ];
    const send = (method: 'get' | 'post' | 'delete', path: string, body: object | null) => {
      const request = t.http()[method](path);
      return body ? request.send(body) : request;
    };

    it.each(endpoints)('%s %s asks for a sign-in without a session', async (method, path, body) => {
      const res = await send(method, path, body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: 'Please sign in.',
        error: 'Unauthorized',
      });
    });

    it.each(endpoints)("%s %s refuses a shopper's X-Session-Id", async (method, path, body) => {
      const res = await send(method, path, body).set('X-Session-Id', newSessionId());
      expect(res.status).toBe(401);
    });

    it('changed nothing and recorded nothing for the refused requests', async () => {
      expect(await audit('message.handled')).toEqual([]);
      expect(await audit('subscriber.unsubscribed')).toEqual([]);
      expect(await audit('subscribers.exported')).toEqual([]);
    });
  });

  describe('stories', () => {
    it('counts pending, approved and rejected stories', async () => {
      const before = (await asOwner.get('/api/admin/healing-moments/counts').expect(200))
        .body as StoryCountsDto;
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await t
          .http()
          .post('/api/healing-moments')
          .send({ name: 'Someone', story: 'A story to review.', category: 'growth' })
          .expect(201);
        ids.push(res.body.id as number);
      }
      await asOwner.post(`/api/admin/healing-moments/${ids[0]}/approve`).expect(200);
      await asOwner.post(`/api/admin/healing-moments/${ids[1]}/reject`).expect(200);

      const res = await asOwner.get('/api/admin/healing-moments/counts').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        pending: before.pending + 2,
        approved: before.approved + 1,
        rejected: before.rejected + 1,
      });
    });
  });

  describe('messages', () => {
    let first: number;
    let second: number;
    let third: number;
    beforeAll(async () => {
      first = await contact('Ada', 'The first message.');
      second = await contact('Ben', 'The second message,\nover two lines.');
      third = await contact('Cleo', 'The third message.');
    });

    it('lists unhandled messages newest first, in full, with the counts', async () => {
      const res = await asOwner.get('/api/admin/messages').expect(200);
      const page = res.body as AdminMessagesPageDto;
      expect(page.messages.map((m) => m.id)).toEqual([third, second, first]);
      expect(page).toMatchObject({
        status: 'unhandled',
        page: 1,
        pageSize: 20,
        total: 3,
        counts: { unhandled: 3, handled: 0 },
      });
      expect(page.messages[1]).toEqual({
        id: second,
        name: 'Ben Lind',
        email: 'Ben@example.com',
        subject: 'order',
        message: 'The second message,\nover two lines.',
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        handledAt: null,
      });
    });

    it('pages', async () => {
      const res = await asOwner.get('/api/admin/messages?page=2&pageSize=2').expect(200);
      expect((res.body as AdminMessagesPageDto).messages.map((m) => m.id)).toEqual([first]);
    });

    it('marks a message handled and back, each in the audit log', async () => {
      const handled = await asOwner
        .post(`/api/admin/messages/${second}/handled`)
        .send({ handled: true })
        .expect(200);
      expect(handled.body).toMatchObject({ id: second, handledAt: expect.any(String) });

      const unhandled = (await asOwner.get('/api/admin/messages?status=unhandled').expect(200))
        .body as AdminMessagesPageDto;
      expect(unhandled.messages.map((m) => m.id)).toEqual([third, first]);
      expect(unhandled.counts).toEqual({ unhandled: 2, handled: 1 });
      const done = (await asOwner.get('/api/admin/messages?status=handled').expect(200))
        .body as AdminMessagesPageDto;
      expect(done.messages.map((m) => m.id)).toEqual([second]);
      expect(done.total).toBe(1);

      const back = await asOwner
        .post(`/api/admin/messages/${second}/handled`)
        .send({ handled: false })
        .expect(200);
      expect(back.body.handledAt).toBeNull();
      expect(
        ((await asOwner.get('/api/admin/messages').expect(200)).body as AdminMessagesPageDto)
          .counts,
      ).toEqual({ unhandled: 3, handled: 0 });

      expect(await audit('message.handled')).toEqual([
        {
          actor_label: 'Rosa',
          action: 'message.handled',
          target_type: 'message',
          target_id: String(second),
          details: {},
        },
      ]);
      expect(await audit('message.unhandled')).toHaveLength(1);
    });

    it('refuses bad input and unknown messages, recording nothing', async () => {
      const before = (await audit('message.handled')).length;
      await asOwner
        .post(`/api/admin/messages/${first}/handled`)
        .send({ handled: 'yes' })
        .expect(400);
      await asOwner.post(`/api/admin/messages/${first}/handled`).send({}).expect(400);
      await asOwner
        .post(`/api/admin/messages/${first}/handled`)
        .send({ handled: true, note: 'x' })
        .expect(400);
      await asOwner.post('/api/admin/messages/abc/handled').send({ handled: true }).expect(400);
      const missing = await asOwner
        .post('/api/admin/messages/999999/handled')
        .send({ handled: true })
        .expect(404);
      expect(missing.body.message).toBe('Message not found');
      await asOwner.get('/api/admin/messages?status=archived').expect(400);
      await asOwner.get('/api/admin/messages?pageSize=1000').expect(400);
      expect(await audit('message.handled')).toHaveLength(before);
      const [row] = await t.query('SELECT handled_at FROM contacts WHERE id = $1', [first]);
      expect(row).toEqual({ handled_at: null });
    });
  });

  describe('subscribers', () => {
    const emails = [
      'mia@example.com',
      'noah@example.com',
      '=hyperlink("http://evil.example")@example.com',
      '+1@example.com',
      'a,b@example.com',
      '100%_sure@example.com',
    ];
    /** Signed up, never confirmed: not subscribers. */
    const waiting = ['ava@example.com', 'mia.waiting@example.com'];
    const ids = new Map<string, number>();
    beforeAll(async () => {
      await t.query('DELETE FROM newsletters');
      for (const [index, email] of emails.entries()) {
        const [row] = await t.query<{ id: number }>(
          `INSERT INTO newsletters (email, subscribed_at, confirmed_at, unsubscribe_token)
             VALUES ($1, timestamptz '2025-03-01T10:00:00Z' + make_interval(days => $2),
                     timestamptz '2025-03-01T11:00:00Z' + make_interval(days => $2), $3)
           RETURNING id`,
          [email, index, `token-${index}-${'x'.repeat(30)}`],
        );
        ids.set(email, row.id);
      }
      for (const [index, email] of waiting.entries()) {
        const [row] = await t.query<{ id: number }>(
          `INSERT INTO newsletters (email, subscribed_at, unsubscribe_token,
                                    confirmation_sent_at, confirmation_mails)
             VALUES ($1, timestamptz '2025-04-01T10:00:00Z' + make_interval(days => $2),
                     $3, timestamptz '2025-04-01T10:00:00Z' + make_interval(days => $2), 1)
           RETURNING id`,
          [email, index, `waiting-${index}-${'x'.repeat(30)}`],
        );
        ids.set(email, row.id);
      }
    });

    it('lists confirmed subscribers newest first, without their tokens', async () => {
      const res = await asOwner.get('/api/admin/subscribers?pageSize=2').expect(200);
      const page = res.body as AdminSubscribersPageDto;
      expect(page).toEqual({
        subscribers: [
          {
            id: ids.get(emails[5]),
            email: emails[5],
            status: 'confirmed',
            subscribedAt: '2025-03-06T10:00:00.000Z',
            confirmedAt: '2025-03-06T11:00:00.000Z',
          },
          {
            id: ids.get(emails[4]),
            email: emails[4],
            status: 'confirmed',
            subscribedAt: '2025-03-05T10:00:00.000Z',
            confirmedAt: '2025-03-05T11:00:00.000Z',
          },
        ],
        status: 'confirmed',
        page: 1,
        pageSize: 2,
        total: 6,
        counts: { confirmed: 6, pending: 2 },
      });
    });

    it('counts only confirmed addresses as subscribers', async () => {
      const res = await asOwner.get('/api/admin/subscribers?q=mia').expect(200);
      const page = res.body as AdminSubscribersPageDto;
      expect({ listed: page.subscribers.map((s) => s.email), total: page.total }).toEqual({
        listed: ['mia@example.com'],
        total: 1,
      });
    });

    it('lists the sign-ups waiting for their confirmation apart', async () => {
      const res = await asOwner.get('/api/admin/subscribers?status=pending').expect(200);
      const page = res.body as AdminSubscribersPageDto;
      expect({
        listed: page.subscribers.map((s) => [s.email, s.status, s.confirmedAt]),
        total: page.total,
      }).toEqual({
        listed: [
          ['mia.waiting@example.com', 'pending', null],
          ['ava@example.com', 'pending', null],
        ],
        total: 2,
      });
    });

    it('refuses a status that is not one', async () => {
      const res = await asOwner.get('/api/admin/subscribers?status=all').expect(400);
      expect(res.body.message).toBe('status must be one of: confirmed, pending');
    });

    it('searches by any part of the address, any case; wildcards are letters', async () => {
      const search = async (q: string) =>
        (
          (await asOwner.get(`/api/admin/subscribers?q=${encodeURIComponent(q)}`).expect(200))
            .body as AdminSubscribersPageDto
        ).subscribers.map((s) => s.email);
      expect(await search('MIA')).toEqual(['mia@example.com']);
      expect(await search('%')).toEqual(['100%_sure@example.com']);
      expect(await search('_')).toEqual(['100%_sure@example.com']);
      expect(await search('nobody')).toEqual([]);
      expect(await search('  noah ')).toEqual(['noah@example.com']);
      await asOwner.get(`/api/admin/subscribers?q=${'a'.repeat(300)}`).expect(400);
      await asOwner.get('/api/admin/subscribers?q=a&q=b').expect(400);
    });

    it('exports every subscriber as CSV: header, quoting, formulas defused', async () => {
      const res = await asOwner
        .get('/api/admin/subscribers.csv')
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(null, text));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="subscribers-${today}.csv"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      // Confirmed subscribers only: the list a newsletter may be sent to.
      expect(res.body).toBe(
        [
          'email,subscribed_at,confirmed_at',
          'mia@example.com,2025-03-01T10:00:00.000Z,2025-03-01T11:00:00.000Z',
          'noah@example.com,2025-03-02T10:00:00.000Z,2025-03-02T11:00:00.000Z',
          `"'=hyperlink(""http://evil.example"")@example.com",2025-03-03T10:00:00.000Z,2025-03-03T11:00:00.000Z`,
          "'+1@example.com,2025-03-04T10:00:00.000Z,2025-03-04T11:00:00.000Z",
          '"a,b@example.com",2025-03-05T10:00:00.000Z,2025-03-05T11:00:00.000Z',
          '100%_sure@example.com,2025-03-06T10:00:00.000Z,2025-03-06T11:00:00.000Z',
          '',
        ].join('\r\n'),
      );
      expect(await audit('subscribers.exported')).toEqual([
        expect.objectContaining({ actor_label: 'Rosa', target_type: null }),
      ]);
    });

    it('exports a list longer than one batch, in id order', async () => {
      await t.query(
        `INSERT INTO newsletters (email, unsubscribe_token, confirmed_at)
           SELECT 'bulk' || n || '@example.com', 'bulk-token-' || n || '-xxxxxxxxxxxxxxxx', now()
             FROM generate_series(1, 1234) AS n`,
      );
      const res = await asOwner
        .get('/api/admin/subscribers.csv')
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(null, text));
        });
      const lines = (res.body as string).trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + emails.length + 1234);
      expect(lines.at(-1)).toMatch(/^bulk1234@example\.com,/);
      await t.query(`DELETE FROM newsletters WHERE email LIKE 'bulk%'`);
    });

    it('unsubscribes one, recorded in the audit log', async () => {
      const id = ids.get('noah@example.com')!;
      await asOwner.delete(`/api/admin/subscribers/${id}`).expect(204);
      expect(await t.query('SELECT 1 FROM newsletters WHERE id = $1', [id])).toEqual([]);
      expect(await audit('subscriber.unsubscribed')).toEqual([
        {
          actor_label: 'Rosa',
          action: 'subscriber.unsubscribed',
          target_type: 'subscriber',
          target_id: String(id),
          details: { email: 'noah@example.com' },
        },
      ]);
      const again = await asOwner.delete(`/api/admin/subscribers/${id}`).expect(404);
      expect(again.body.message).toBe('Subscriber not found');
      await asOwner.delete('/api/admin/subscribers/0').expect(400);
      expect(await audit('subscriber.unsubscribed')).toHaveLength(1);
      // Its unsubscribe link now answers like any unknown one and removes nobody else.
      await t
        .http()
        .post('/api/newsletter/unsubscribe')
        .send({ token: `token-1-${'x'.repeat(30)}` })
        .expect(200);
      const [{ n }] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletters');
      expect(n).toBe(emails.length + waiting.length - 1);
    });
  });
});
