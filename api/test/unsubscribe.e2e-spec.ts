import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { MailWorkerService } from '../src/mail/mail-worker.service';
import { createTestApp, type TestApp } from './support/test-app';

const ORIGIN = 'https://shop.example';
const UNSUBSCRIBED = { success: true, message: 'You will not receive our newsletter any more.' };
const ONE_CLICK = '/api/newsletter/unsubscribe/one-click';

interface OutboxRow {
  id: number;
  text_body: string;
  headers: Record<string, string> | null;
}

/** Starts the app with these environment variables, restoring the previous ones afterwards. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await createTestApp();
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const CONFIRM_LINK = new RegExp(`^${ORIGIN}/newsletter/confirm\\?token=([A-Za-z0-9_-]{43})$`, 'm');

/** Signs `email` up and confirms it through the mailed link; resolves to its unsubscribe token. */
async function subscribe(t: TestApp, email: string): Promise<string> {
  await t.http().post('/api/newsletter').send({ email }).expect(202);
  const [mail] = await t.query<{ text_body: string }>(
    `SELECT text_body FROM mail_outbox
      WHERE to_address = $1 AND kind = 'newsletter-confirmation' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const token = CONFIRM_LINK.exec(mail.text_body)?.[1];
  await t.http().post('/api/newsletter/confirm').send({ token }).expect(200);
  const [row] = await t.query<{ unsubscribe_token: string }>(
    'SELECT unsubscribe_token FROM newsletters WHERE email = $1',
    [email],
  );
  return row.unsubscribe_token;
}

async function isSubscribed(t: TestApp, email: string): Promise<boolean> {
  const rows = await t.query('SELECT 1 FROM newsletters WHERE email = $1', [email]);
  return rows.length === 1;
}

/** The text of a quoted-printable body (ASCII only, as the shop's mails are). */
function quotedPrintableText(body: string): string {
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on loopback that keeps every message as it arrived. */
class CapturingSmtpServer {
  readonly messages: string[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.messages.push(Buffer.concat(chunks).toString('utf8'));
        callback(null);
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('newsletter unsubscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each subscription its own random token', async () => {
    const first = await subscribe(t, 'token-one@example.com');
    const second = await subscribe(t, 'token-two@example.com');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });

  it("puts the one-click headers and the page's link into the welcome mail", async () => {
    const token = await subscribe(t, 'headers@example.com');
    const [mail] = await t.query<OutboxRow>(
      `SELECT id, text_body, headers FROM mail_outbox
        WHERE to_address = $1 AND kind = 'newsletter-welcome'`,
      ['headers@example.com'],
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}${ONE_CLICK}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text_body).toContain(`${ORIGIN}/unsubscribe?token=${token}`);
  });

  it("unsubscribes on the mail provider's one-click POST: a form body and no Origin", async () => {
    const token = await subscribe(t, 'one-click@example.com');
    const res = await t
      .http()
      .post(`${ONE_CLICK}?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toEqual(UNSUBSCRIBED);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await isSubscribed(t, 'one-click@example.com')).toBe(false);
  });

  it('takes the one-click POST from a foreign Origin too: the token is the credential', async () => {
    const token = await subscribe(t, 'provider-origin@example.com');
    await t
      .http()
      .post(`${ONE_CLICK}?token=${token}`)
      .set('Origin', 'https://mail.provider.example')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(await isSubscribed(t, 'provider-origin@example.com')).toBe(false);
  });

  it('answers a used or unknown token just like a live one', async () => {
    const token = await subscribe(t, 'twice@example.com');
    const form = 'List-Unsubscribe=One-Click';
    await t.http().post(`${ONE_CLICK}?token=${token}`).type('form').send(form).expect(200);
    const again = await t.http().post(`${ONE_CLICK}?token=${token}`).type('form').send(form);
    const unknown = await t
      .http()
      .post(`${ONE_CLICK}?token=${'x'.repeat(43)}`)
      .type('form')
      .send(form);
    const page = await t
      .http()
      .post('/api/newsletter/unsubscribe')
      .send({ token: 'y'.repeat(43) });
    for (const res of [again, unknown, page]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(UNSUBSCRIBED);
    }
  });

  it('refuses a missing or malformed token with a clear 400, removing nobody', async () => {
    await subscribe(t, 'malformed@example.com');
    for (const query of ['', '?token=', '?token=short', `?token=${'%27'.repeat(30)}`]) {
      const res = await t.http().post(`${ONE_CLICK}${query}`).type('form').send('a=b');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/unsubscribe link is not complete/);
    }
    expect(await isSubscribed(t, 'malformed@example.com')).toBe(true);
  });

  it('never unsubscribes on a GET or HEAD (link scanners prefetch)', async () => {
    const token = await subscribe(t, 'prefetch@example.com');
    for (const path of [
      `${ONE_CLICK}?token=${token}`,
      `/api/newsletter/unsubscribe?token=${token}`,
    ]) {
      const get = await t.http().get(path);
      expect(get.status).toBe(404);
      await t.http().head(path).expect(404);
    }
    expect(await isSubscribed(t, 'prefetch@example.com')).toBe(true);
  });

  it("unsubscribes through the shop's page with JSON under the usual origin rules", async () => {
    const token = await subscribe(t, 'page@example.com');
    await t
      .http()
      .post('/api/newsletter/unsubscribe')
      .set('Origin', 'https://evil.example')
      .send({ token })
      .expect(403);
    await t
      .http()
      .post('/api/newsletter/unsubscribe')
      .type('form')
      .send(`token=${token}`)
      .expect(415);
    await t
      .http()
      .post('/api/newsletter/unsubscribe')
      .send({ token, email: 'page@example.com' })
      .expect(400);
    expect(await isSubscribed(t, 'page@example.com')).toBe(true);

    const res = await t
      .http()
      .post('/api/newsletter/unsubscribe')
      .set('Origin', ORIGIN)
      .send({ token })
      .expect(200);
    expect(res.body).toEqual(UNSUBSCRIBED);
    expect(await isSubscribed(t, 'page@example.com')).toBe(false);
  });

  it('keeps the form-body and any-origin exception to the one-click route alone', async () => {
    const form = (path: string) => t.http().post(path).type('form');
    await form('/api/newsletter').send('email=form@example.com').expect(415);
    await form('/api/contact').send('List-Unsubscribe=One-Click').expect(415);
    const beside = await form(`${ONE_CLICK}/x?token=${'a'.repeat(43)}`).send('a=b');
    expect([404, 415]).toContain(beside.status);
    await t
      .http()
      .post('/api/newsletter')
      .set('Origin', 'https://mail.provider.example')
      .send({ email: 'foreign@example.com' })
      .expect(403);
    // A form body on the one-click path but another method gains nothing either.
    await t
      .http()
      .delete(`${ONE_CLICK}?token=${'a'.repeat(43)}`)
      .type('form')
      .send('a=b')
      .expect(415);
    expect(await isSubscribed(t, 'form@example.com')).toBe(false);
    expect(await isSubscribed(t, 'foreign@example.com')).toBe(false);
  });

  it('lets someone who unsubscribed sign up again, with a new token', async () => {
    const first = await subscribe(t, 'again@example.com');
    await t.http().post('/api/newsletter/unsubscribe').send({ token: first }).expect(200);
    const second = await subscribe(t, 'again@example.com');
    expect(second).not.toBe(first);
  });
});

describe('newsletter mail over SMTP', () => {
  let t: TestApp;
  let smtp: CapturingSmtpServer;
  beforeAll(async () => {
    smtp = new CapturingSmtpServer();
    const url = await smtp.listen();
    t = await appWith({ PUBLIC_ORIGIN: ORIGIN, SMTP_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Delivers the outbox; resolves to the messages to `address` that reached the server now. */
  async function deliverTo(address: string): Promise<{ head: string; text: string }[]> {
    const before = smtp.messages.length;
    await t.app.get(MailWorkerService).deliverDue();
    return smtp.messages
      .slice(before)
      .map((message) => {
        const [head, ...body] = message.split('\r\n\r\n');
        return {
          head: head.replace(/\r\n[ \t]+/g, ' '),
          text: quotedPrintableText(body.join('\r\n\r\n')),
        };
      })
      .filter((mail) => mail.head.split('\r\n').includes(`To: ${address}`));
  }

  it('delivers the confirmation mail, whose link confirms the subscription', async () => {
    await t.http().post('/api/newsletter').send({ email: 'confirm-smtp@example.com' }).expect(202);
    const [mail] = await deliverTo('confirm-smtp@example.com');
    const token = CONFIRM_LINK.exec(mail.text)?.[1];
    const confirmed = await t.http().post('/api/newsletter/confirm').send({ token });
    expect(confirmed.status).toBe(200);
  });

  it('sends the confirmation mail to the address, without newsletter headers', async () => {
    await t.http().post('/api/newsletter').send({ email: 'plain-smtp@example.com' }).expect(202);
    const [mail] = await deliverTo('plain-smtp@example.com');
    expect({
      to: /^To: (.+)$/m.exec(mail.head)?.[1],
      subject: /^Subject: (.+)$/m.exec(mail.head)?.[1],
      listUnsubscribe: /^List-Unsubscribe/m.test(mail.head),
    }).toEqual({
      to: 'plain-smtp@example.com',
      subject: 'Please confirm your subscription',
      listUnsubscribe: false,
    });
  });

  it('reaches the SMTP server with List-Unsubscribe, List-Unsubscribe-Post and the link', async () => {
    const token = await subscribe(t, 'smtp@example.com');
    const welcome = (await deliverTo('smtp@example.com')).find((mail) =>
      /^Subject: Welcome to our healing community$/m.test(mail.head),
    );
    expect(welcome?.head).toMatch(
      new RegExp(
        `^List-Unsubscribe: <${ORIGIN}${ONE_CLICK}\\?token=${token}>$`.replace(/\//g, '\\/'),
        'm',
      ),
    );
    expect(welcome?.head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(welcome?.text).toContain(`To unsubscribe, open ${ORIGIN}/unsubscribe?token=${token}`);
  });
});
