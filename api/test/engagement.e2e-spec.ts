import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { NewsletterDoubleOptIn1765050000000 } from '../src/database/migrations/1765050000000-newsletter-double-opt-in';
import { NewsletterCleanupService } from '../src/engagement/newsletter-cleanup.service';
import { NewsletterClock } from '../src/engagement/newsletter-clock';
import { createTestApp, type TestApp } from './support/test-app';

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  headers: Record<string, string> | null;
}

interface SignUpRow {
  email: string;
  confirmed_at: Date | null;
  confirmation_token_hash: string | null;
  confirmation_mails: number;
}

async function count(
  t: TestApp,
  table: 'newsletters' | 'contacts' | 'mail_outbox',
): Promise<number> {
  const [row] = await t.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
  return Number(row.count);
}

function mailsTo(t: TestApp, address: string, kind?: string): Promise<OutboxRow[]> {
  return t.query<OutboxRow>(
    `SELECT kind, to_address, subject, text_body, headers FROM mail_outbox
      WHERE to_address = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
    [address, kind ?? null],
  );
}

const uniqueAddress = () => `reader-${randomBytes(5).toString('hex')}@example.com`;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CONFIRM_LINK = /^http:\/\/localhost:8080\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})$/m;

/** What every sign-up is answered, whoever the address belongs to. */
const SIGN_UP_ANSWER = {
  status: 202,
  cacheControl: 'no-store',
  body: {
    success: true,
    message:
      "Please check your inbox: we've sent you a link to confirm your subscription. Already subscribed? Then you're all set.",
  },
};
const CONFIRMED = {
  success: true,
  message: 'Your subscription is confirmed. Welcome to our healing community!',
};

describe('engagement', () => {
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

  /** The newsletter's clock, `offsetMs` from now: links age without anyone waiting. */
  function clockIn(offsetMs: number): void {
    jest.spyOn(t.app.get(NewsletterClock), 'now').mockReturnValue(new Date(Date.now() + offsetMs));
  }

  const signUp = (email: string) => t.http().post('/api/newsletter').send({ email });
  const confirm = (token: unknown) => t.http().post('/api/newsletter/confirm').send({ token });
  const answerOf = (res: { status: number; body: unknown; headers: Record<string, string> }) => ({
    status: res.status,
    cacheControl: res.headers['cache-control'],
    body: res.body,
  });

  /** The tokens of the confirmation links mailed to `address`, oldest first. */
  async function confirmationTokens(address: string): Promise<string[]> {
    const mails = await mailsTo(t, address, 'newsletter-confirmation');
    return mails.map((mail) => CONFIRM_LINK.exec(mail.text_body)?.[1] ?? '(no link)');
  }

  async function signUpRow(address: string): Promise<SignUpRow | undefined> {
    const [row] = await t.query<SignUpRow>(
      `SELECT email, confirmed_at, confirmation_token_hash, confirmation_mails
         FROM newsletters WHERE email = $1`,
      [address],
    );
    return row;
  }

  /** A subscriber as the shop makes one: signed up, then confirmed through the mailed link. */
  async function confirmedSubscriber(): Promise<string> {
    const address = uniqueAddress();
    await signUp(address).expect(202);
    const [token] = await confirmationTokens(address);
    await confirm(token).expect(200);
    return address;
  }

  describe('POST /api/newsletter: the same answer for every address', () => {
    it('answers a new address 202 with the check-your-inbox message', async () => {
      expect(answerOf(await signUp(uniqueAddress()))).toEqual(SIGN_UP_ANSWER);
    });

    it('answers an address waiting for its confirmation exactly as a new one', async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      expect(answerOf(await signUp(address))).toEqual(SIGN_UP_ANSWER);
    });

    it('answers the same address in another letter case exactly as a new one', async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      expect(answerOf(await signUp(address.toUpperCase()))).toEqual(SIGN_UP_ANSWER);
    });

    it('answers a confirmed subscriber exactly as a new address', async () => {
      const address = await confirmedSubscriber();
      expect(answerOf(await signUp(address.replace('reader', 'Reader')))).toEqual(SIGN_UP_ANSWER);
    });
  });

  describe('POST /api/newsletter: double opt-in', () => {
    it('stores a new address trimmed, lower-cased and waiting for its confirmation', async () => {
      const address = uniqueAddress();
      await signUp(`  ${address.toUpperCase()}  `).expect(202);
      expect(await signUpRow(address)).toMatchObject({
        email: address,
        confirmed_at: null,
        confirmation_mails: 1,
      });
    });

    it('queues one confirmation mail and no welcome gift before the address confirms', async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      expect((await mailsTo(t, address)).map((mail) => mail.kind)).toEqual([
        'newsletter-confirmation',
      ]);
    });

    it("mails a link to the shop's confirmation page, saying how to ignore it", async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      const [mail] = await mailsTo(t, address);
      expect(mail).toMatchObject({
        to_address: address,
        subject: 'Please confirm your subscription',
        headers: null,
        text_body: expect.stringMatching(CONFIRM_LINK),
      });
      expect(mail.text_body).toContain(
        "If you didn't ask for our newsletter, simply ignore this e-mail",
      );
    });

    it('stores only the SHA-256 of the link’s token', async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      const [token] = await confirmationTokens(address);
      expect((await signUpRow(address))?.confirmation_token_hash).toBe(
        createHash('sha256').update(token).digest('hex'),
      );
    });

    it('gives every sign-up its own link', async () => {
      const [first, second] = [uniqueAddress(), uniqueAddress()];
      await signUp(first).expect(202);
      await signUp(second).expect(202);
      const [[one], [two]] = [await confirmationTokens(first), await confirmationTokens(second)];
      expect(one).not.toBe(two);
    });

    it('sends a confirmed subscriber nothing more', async () => {
      const address = await confirmedSubscriber();
      const before = await mailsTo(t, address);
      await signUp(address.toUpperCase()).expect(202);
      expect(await mailsTo(t, address)).toEqual(before);
    });

    it('leaves a confirmed subscriber confirmed when the address signs up again', async () => {
      const address = await confirmedSubscriber();
      const before = await signUpRow(address);
      await signUp(address).expect(202);
      expect(await signUpRow(address)).toEqual(before);
    });

    it("writes a subscriber's row too, as a new address's is written: when it last signed up", async () => {
      const address = await confirmedSubscriber();
      clockIn(DAY);
      await signUp(address).expect(202);
      const [row] = await t.query<{ last_signed_up_at: Date }>(
        'SELECT last_signed_up_at FROM newsletters WHERE email = $1',
        [address],
      );
      expect(Math.abs(row.last_signed_up_at.getTime() - (Date.now() + DAY))).toBeLessThan(MINUTE);
    });

    it('sends a waiting address nothing more within 10 minutes of its mail', async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      clockIn(9 * MINUTE);
      await signUp(address).expect(202);
      expect(await confirmationTokens(address)).toHaveLength(1);
    });

    it('sends a waiting address one more link after 10 minutes', async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      clockIn(10 * MINUTE);
      await signUp(address).expect(202);
      expect(await confirmationTokens(address)).toHaveLength(2);
    });

    it('sends no more than three confirmation mails to an address that never confirms', async () => {
      const address = uniqueAddress();
      for (const minutes of [0, 11, 22, 33, 44, 55]) {
        clockIn(minutes * MINUTE);
        await signUp(address).expect(202);
      }
      expect(await confirmationTokens(address)).toHaveLength(3);
    });

    it('starts a sign-up over once its link has expired: one new mail, counted from one', async () => {
      const address = uniqueAddress();
      for (const minutes of [0, 11, 22]) {
        clockIn(minutes * MINUTE);
        await signUp(address).expect(202);
      }
      clockIn(22 * MINUTE + 7 * DAY);
      await signUp(address).expect(202);
      expect({
        mails: (await confirmationTokens(address)).length,
        counted: (await signUpRow(address))?.confirmation_mails,
      }).toEqual({ mails: 4, counted: 1 });
    });

    it('keeps one row and one mail when the same address signs up in parallel', async () => {
      const address = uniqueAddress();
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signUp(i % 2 ? address.toUpperCase() : address)),
      );
      expect({
        statuses: new Set(responses.map((res) => res.status)),
        rows: (await t.query('SELECT id FROM newsletters WHERE email = $1', [address])).length,
        mails: (await mailsTo(t, address)).length,
      }).toEqual({ statuses: new Set([202]), rows: 1, mails: 1 });
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

  describe('POST /api/newsletter/confirm', () => {
    async function waitingSignUp(): Promise<{ address: string; token: string }> {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      const [token] = await confirmationTokens(address);
      return { address, token };
    }

    it('confirms a waiting sign-up with the mailed link', async () => {
      const { token } = await waitingSignUp();
      const res = await confirm(token);
      expect(answerOf(res)).toEqual({ status: 200, cacheControl: 'no-store', body: CONFIRMED });
    });

    it('makes the address a subscriber as of its confirmation', async () => {
      const { address, token } = await waitingSignUp();
      clockIn(3 * DAY);
      await confirm(token).expect(200);
      const confirmedAt = (await signUpRow(address))?.confirmed_at?.getTime() ?? 0;
      expect(Math.abs(confirmedAt - (Date.now() + 3 * DAY))).toBeLessThan(MINUTE);
    });

    it('queues the welcome gift, with its unsubscribe links, once confirmed', async () => {
      const { address, token } = await waitingSignUp();
      await confirm(token).expect(200);
      const [welcome] = await mailsTo(t, address, 'newsletter-welcome');
      expect({
        gift: welcome?.text_body.includes('HEALING10'),
        oneClick: welcome?.headers?.['List-Unsubscribe-Post'],
      }).toEqual({ gift: true, oneClick: 'List-Unsubscribe=One-Click' });
    });

    it('answers a second confirmation exactly as the first', async () => {
      const { token } = await waitingSignUp();
      const first = await confirm(token);
      expect(answerOf(await confirm(token))).toEqual(answerOf(first));
    });

    it('sends the welcome gift once, however often the link is used', async () => {
      const { address, token } = await waitingSignUp();
      for (let i = 0; i < 3; i += 1) await confirm(token).expect(200);
      expect(await mailsTo(t, address, 'newsletter-welcome')).toHaveLength(1);
    });

    it("refuses a token no sign-up has with 404 in the shop's error format", async () => {
      const res = await confirm(randomBytes(32).toString('base64url'));
      expect(answerOf(res)).toEqual({
        status: 404,
        cacheControl: 'no-store',
        body: {
          statusCode: 404,
          message:
            'This confirmation link is not valid. Please use the newest e-mail we sent you, or sign up again for a new link.',
          error: 'Not Found',
          field: 'token',
        },
      });
    });

    it("refuses an older mail's link once a newer one was sent", async () => {
      const { address, token: older } = await waitingSignUp();
      clockIn(10 * MINUTE);
      await signUp(address).expect(202);
      expect((await confirm(older)).status).toBe(404);
    });

    it("confirms with the newest mail's link", async () => {
      const { address } = await waitingSignUp();
      clockIn(10 * MINUTE);
      await signUp(address).expect(202);
      const [, newest] = await confirmationTokens(address);
      expect((await confirm(newest)).body).toEqual(CONFIRMED);
    });

    it("refuses a link 7 days after its mail with 410 in the shop's error format", async () => {
      const { token } = await waitingSignUp();
      clockIn(7 * DAY);
      expect((await confirm(token)).body).toEqual({
        statusCode: 410,
        message:
          'This confirmation link has expired. Please sign up again and we will send you a new one.',
        error: 'Gone',
        field: 'token',
      });
    });

    it('leaves an expired sign-up waiting, with no welcome gift', async () => {
      const { address, token } = await waitingSignUp();
      clockIn(7 * DAY);
      await confirm(token).expect(410);
      expect({
        confirmedAt: (await signUpRow(address))?.confirmed_at,
        welcomes: (await mailsTo(t, address, 'newsletter-welcome')).length,
      }).toEqual({ confirmedAt: null, welcomes: 0 });
    });

    it('still confirms a link a minute before it expires', async () => {
      const { token } = await waitingSignUp();
      clockIn(7 * DAY - MINUTE);
      expect((await confirm(token)).status).toBe(200);
    });

    it('still answers a confirmed link after 7 days: confirming again is harmless', async () => {
      const { token } = await waitingSignUp();
      await confirm(token).expect(200);
      clockIn(30 * DAY);
      expect((await confirm(token)).body).toEqual(CONFIRMED);
    });

    it.each([
      ['no token', undefined],
      ['an empty token', ''],
      ['a short token', 'abc'],
      ['a token with other characters', `${'a'.repeat(42)}'`],
      ['a number', 42],
    ])('refuses %s with 400 and a clear message', async (_case, token) => {
      const res = await t
        .http()
        .post('/api/newsletter/confirm')
        .send(token === undefined ? {} : { token });
      const message =
        'This confirmation link is not complete. Please open the link from the e-mail again.';
      expect(res.body).toEqual({
        statusCode: 400,
        message,
        error: 'Bad Request',
        field: 'token',
        errors: [{ field: 'token', message }],
      });
    });

    it('never confirms on a GET (link scanners open links)', async () => {
      const { address, token } = await waitingSignUp();
      await t.http().get(`/api/newsletter/confirm?token=${token}`).expect(404);
      expect((await signUpRow(address))?.confirmed_at).toBeNull();
    });

    it("refuses a confirmation sent from another site's page", async () => {
      const { token } = await waitingSignUp();
      const res = await t
        .http()
        .post('/api/newsletter/confirm')
        .set('Origin', 'https://evil.example')
        .send({ token });
      expect(res.status).toBe(403);
    });
  });

  describe('the cleanup of sign-ups never confirmed', () => {
    const cleanup = () => t.app.get(NewsletterCleanupService).run();

    it('removes a sign-up 7 days after its newest link, and keeps the rest', async () => {
      const expired = uniqueAddress();
      const fresh = uniqueAddress();
      const subscriber = await confirmedSubscriber();
      await signUp(expired).expect(202);
      clockIn(DAY);
      await signUp(fresh).expect(202);
      clockIn(7 * DAY + 30 * MINUTE);
      await cleanup();
      expect(await keptOf([expired, fresh, subscriber])).toEqual([fresh, subscriber].sort());
    });

    it('keeps a sign-up whose newer link was mailed within the week', async () => {
      const address = uniqueAddress();
      await signUp(address).expect(202);
      clockIn(6 * DAY);
      await signUp(address).expect(202);
      clockIn(8 * DAY);
      await cleanup();
      expect(await signUpRow(address)).toBeDefined();
    });

    async function keptOf(addresses: string[]): Promise<string[]> {
      const rows = await t.query<{ email: string }>(
        'SELECT email FROM newsletters WHERE email = ANY($1) ORDER BY email',
        [addresses],
      );
      return rows.map((row) => row.email);
    }
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

describe('migration 1765050000000 on subscribers from before the double opt-in', () => {
  let t: TestApp;
  let migrations: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    migrations = new DataSource({ ...dataSourceOptions(t.databaseUrl), logging: false });
    await migrations.initialize();
  });
  afterAll(async () => {
    await migrations.destroy();
    await t.close();
  });

  async function run(step: 'up' | 'down') {
    const runner = migrations.createQueryRunner();
    await runner.startTransaction();
    await new NewsletterDoubleOptIn1765050000000()[step](runner);
    await runner.commitTransaction();
    await runner.release();
  }

  it('keeps them subscribed, confirmed as of their sign-up', async () => {
    await run('down');
    await t.query(
      `INSERT INTO newsletters (email, subscribed_at, unsubscribe_token)
       VALUES ('early@example.com', '2025-01-02T03:04:05Z', $1)`,
      [randomBytes(32).toString('base64url')],
    );
    await run('up');
    const [row] = await t.query<{ confirmed_at: Date }>(
      `SELECT confirmed_at FROM newsletters WHERE email = 'early@example.com'`,
    );
    expect(row.confirmed_at.toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });
});
