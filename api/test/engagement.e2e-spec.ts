import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './support/test-app';

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
}

async function count(
  t: TestApp,
  table: 'newsletters' | 'contacts' | 'mail_outbox',
): Promise<number> {
  const [row] = await t.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
  return Number(row.count);
}

function mailsTo(t: TestApp, address: string): Promise<OutboxRow[]> {
  return t.query<OutboxRow>(
    'SELECT kind, to_address, subject, text_body FROM mail_outbox WHERE to_address = $1',
    [address],
  );
}

const uniqueAddress = () => `reader-${randomBytes(5).toString('hex')}@example.com`;

describe('engagement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/newsletter', () => {
    it('subscribes a trimmed, lower-cased address and queues one welcome gift mail', async () => {
      const address = uniqueAddress();
      const res = await t
        .http()
        .post('/api/newsletter')
        .send({ email: `  ${address.toUpperCase()}  ` })
        .expect(201);
      expect(res.body).toEqual({
        success: true,
        email: address,
        alreadySubscribed: false,
        message: 'Welcome to our healing community. Check your email for a special welcome gift!',
      });
      expect(
        await t.query('SELECT email FROM newsletters WHERE email = $1', [address]),
      ).toHaveLength(1);
      const mails = await mailsTo(t, address);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('newsletter-welcome');
      expect(mails[0].text_body).toContain('HEALING10');
    });

    it('treats a second sign-up as a success that stores and sends nothing new', async () => {
      const address = uniqueAddress();
      await t.http().post('/api/newsletter').send({ email: address }).expect(201);
      const again = await t
        .http()
        .post('/api/newsletter')
        .send({ email: address.replace('reader', 'READER') })
        .expect(200);
      expect(again.body).toMatchObject({ success: true, email: address, alreadySubscribed: true });
      expect(await t.query('SELECT id FROM newsletters WHERE email = $1', [address])).toHaveLength(
        1,
      );
      expect(await mailsTo(t, address)).toHaveLength(1);
    });

    it('keeps one row and one mail when the same address signs up in parallel', async () => {
      const address = uniqueAddress();
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          t
            .http()
            .post('/api/newsletter')
            .send({ email: i % 2 ? address.toUpperCase() : address }),
        ),
      );
      expect(responses.map((res) => res.status).sort()).toEqual(
        [201, ...Array(11).fill(200)].sort(),
      );
      expect(responses.filter((res) => !res.body.alreadySubscribed)).toHaveLength(1);
      expect(await t.query('SELECT id FROM newsletters WHERE email = $1', [address])).toHaveLength(
        1,
      );
      expect(await mailsTo(t, address)).toHaveLength(1);
    });

    it.each([
      ['an empty address', { email: '' }],
      ['blanks', { email: '   ' }],
      ['no @', { email: 'not-an-email' }],
      ['a space inside', { email: 'a b@example.com' }],
      ['no domain', { email: 'someone@' }],
      ['a number', { email: 42 }],
      ['no email at all', {}],
      ['an address over 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }],
    ])('refuses %s with a readable message and stores nothing', async (_case, body) => {
      const [subscribers, mails] = [await count(t, 'newsletters'), await count(t, 'mail_outbox')];
      const res = await t.http().post('/api/newsletter').send(body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: 'Please enter a valid email address.',
        error: 'Bad Request',
        field: 'email',
      });
      expect(await count(t, 'newsletters')).toBe(subscribers);
      expect(await count(t, 'mail_outbox')).toBe(mails);
    });

    it('refuses unknown fields', async () => {
      const res = await t
        .http()
        .post('/api/newsletter')
        .send({ email: uniqueAddress(), admin: true })
        .expect(400);
      expect(res.body.message).toBe('Unknown field "admin"');
    });
  });

  describe('POST /api/contact', () => {
    const valid = {
      firstName: 'Mia',
      lastName: 'Stone',
      email: 'mia.stone@example.com',
      subject: 'order',
      message: 'Where is my order?',
    };

    it('stores the message and queues an acknowledgement to the sender', async () => {
      const email = uniqueAddress();
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...valid, firstName: ' Mia ', email, message: '  Where is my order?\n\nThanks ' })
        .expect(201);
      expect(res.body).toEqual({
        success: true,
        id: expect.any(Number),
        message: "We'll get back to you within 24 hours. Thank you for reaching out!",
      });
      const [row] = await t.query(
        'SELECT first_name, last_name, email, subject, message FROM contacts WHERE id = $1',
        [res.body.id],
      );
      expect(row).toEqual({
        first_name: 'Mia',
        last_name: 'Stone',
        email,
        subject: 'order',
        message: 'Where is my order?\n\nThanks',
      });
      const mails = await mailsTo(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('contact-received');
      expect(mails[0].text_body).toContain('Hi Mia,');
      expect(mails[0].text_body).not.toContain('Where is my order?');
    });

    it('stores a message sent again with its Idempotency-Key once, with one e-mail', async () => {
      const email = uniqueAddress();
      const key = `contact_${randomBytes(8).toString('hex')}`;
      const before = await count(t, 'contacts');
      const send = () =>
        t
          .http()
          .post('/api/contact')
          .set('Idempotency-Key', key)
          .send({ ...valid, email });
      const first = await send().expect(201);
      const again = await send().expect(201);
      expect(again.body).toEqual(first.body);
      expect(await count(t, 'contacts')).toBe(before + 1);
      expect(await mailsTo(t, email)).toHaveLength(1);

      const other = await t
        .http()
        .post('/api/contact')
        .set('Idempotency-Key', key)
        .send({ ...valid, email, message: 'Something else entirely.' })
        .expect(409);
      expect(other.body).toMatchObject({ field: 'Idempotency-Key' });
      expect(await count(t, 'contacts')).toBe(before + 1);
    });

    it('stores a script payload verbatim, as text', async () => {
      const script = '<script>alert(1)</script>';
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...valid, message: script })
        .expect(201);
      const [row] = await t.query('SELECT message FROM contacts WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ message: script });
    });

    it('refuses markup or a link as a name: names are letters, and they go into e-mails', async () => {
      const before = await t.query('SELECT count(*)::int AS n FROM contacts');
      for (const lastName of ['<script>alert(1)</script>', 'Visit https://spam.example']) {
        const res = await t
          .http()
          .post('/api/contact')
          .send({ ...valid, lastName })
          .expect(400);
        expect(res.body.message).toBe(
          'Names can only hold letters, spaces, hyphens, apostrophes and periods',
        );
      }
      expect(await t.query('SELECT count(*)::int AS n FROM contacts')).toEqual(before);
    });

    it.each([
      ['no subject', { subject: undefined }, 'Please select a subject'],
      ['an empty subject', { subject: '' }, 'Please select a subject'],
      ['an unknown subject', { subject: 'billing' }, 'Please select a subject'],
      ['a numeric subject', { subject: 3 }, 'Please select a subject'],
      ['no first name', { firstName: undefined }, 'Please enter your first name'],
      ['a blank first name', { firstName: '  ' }, 'Please enter your first name'],
      ['an empty last name', { lastName: '' }, 'Please enter your last name'],
      ['no email', { email: undefined }, 'Please enter a valid email address'],
      ['an invalid email', { email: 'mia@' }, 'Please enter a valid email address'],
      ['an empty message', { message: '' }, 'Please enter a message'],
      ['a null message', { message: null }, 'Please enter a message'],
      [
        'a 101-character first name',
        { firstName: 'x'.repeat(101) },
        'First name must be at most 100 characters',
      ],
      [
        'a 101-character last name',
        { lastName: 'x'.repeat(101) },
        'Last name must be at most 100 characters',
      ],
      [
        'a 5001-character message',
        { message: 'x'.repeat(5001) },
        'Your message must be at most 5000 characters',
      ],
      ['an unknown field', { phone: '555' }, 'Unknown field "phone"'],
    ])('refuses %s with a readable message and stores nothing', async (_case, change, message) => {
      const [contacts, mails] = [await count(t, 'contacts'), await count(t, 'mail_outbox')];
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...valid, ...change })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
      expect(await count(t, 'contacts')).toBe(contacts);
      expect(await count(t, 'mail_outbox')).toBe(mails);
    });

    it('names every missing field of an empty form', async () => {
      const res = await t.http().post('/api/contact').send({}).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'firstName', message: 'Please enter your first name' },
        { field: 'lastName', message: 'Please enter your last name' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'subject', message: 'Please select a subject' },
        { field: 'message', message: 'Please enter a message' },
      ]);
    });

    it('accepts every subject of the form', async () => {
      for (const subject of ['general', 'order', 'partnership', 'feedback', 'wholesale', 'other']) {
        await t
          .http()
          .post('/api/contact')
          .send({ ...valid, subject })
          .expect(201);
      }
    });
  });
});
