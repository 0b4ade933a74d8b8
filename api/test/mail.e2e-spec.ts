import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DeliveryReport, MailWorkerService } from '../src/mail/mail-worker.service';
import { enqueueMail, type OutgoingMail } from '../src/mail/outbox';
import { createTestApp, type TestApp } from './support/test-app';

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  next_attempt_at: Date;
}

const welcome = (to: string): OutgoingMail => ({
  kind: 'newsletter-welcome',
  to,
  subject: 'Welcome to the healing community',
  text: 'Thank you for joining us.\nYour gift is on its way.',
});

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

async function enqueue(t: TestApp, mail: OutgoingMail): Promise<number> {
  return (await enqueueMail(t.dataSource.manager, mail)).id;
}

async function row(t: TestApp, id: number): Promise<OutboxRow> {
  return (await t.query<OutboxRow>('SELECT * FROM mail_outbox WHERE id = $1', [id]))[0];
}

describe('mail outbox without SMTP: .eml files', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mail-e2e-'));
    t = await appWith({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each due mail as an RFC 822 file and marks it sent', async () => {
    const id = await enqueue(t, welcome('ada@example.com'));
    const report = await t.app.get(MailWorkerService).deliverDue();
    expect(report).toEqual({ sent: 1, failed: 0 });

    const eml = await readFile(path.join(dataDir, 'mail', `${id}-newsletter-welcome.eml`), 'utf8');
    const [head] = eml.split('\r\n\r\n');
    expect(head).toMatch(/^From: Healing Shop <hello@healing-shop\.local>$/m);
    expect(head).toMatch(/^To: ada@example\.com$/m);
    expect(head).toMatch(/^Subject: Welcome to the healing community$/m);
    expect(head).toMatch(/^Date: .+$/m);
    expect(head).toMatch(new RegExp(`^Message-ID: <outbox-${id}-\\d+@healing-shop\\.local>$`, 'm'));
    // The text and, as its richer alternative, the same in the shop's look.
    expect(head).toMatch(/^Content-Type: multipart\/alternative;/m);
    const [text, html] = eml.split(/\r\n--[^\r\n]+\r\n/).slice(1);
    expect(text).toMatch(/^Content-Type: text\/plain; charset=utf-8\r\n/);
    expect(text.split('\r\n\r\n')[1]).toBe('Thank you for joining us.\r\nYour gift is on its way.');
    expect(html).toMatch(/^Content-Type: text\/html; charset=utf-8\r\n/);
    expect(html.replace(/=\r\n/g, '')).toContain(
      'Thank you for joining us.<br/>Your gift is on its way.',
    );

    expect(await row(t, id)).toMatchObject({
      status: 'sent',
      attempts: 0,
      sent_at: expect.any(Date),
    });
    expect(await t.app.get(MailWorkerService).deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('writes a mail queued before its HTML existed as the plain text it was', async () => {
    const id = await enqueue(t, welcome('old@example.com'));
    await t.query('UPDATE mail_outbox SET html_body = NULL WHERE id = $1', [id]);
    expect(await t.app.get(MailWorkerService).deliverDue()).toEqual({ sent: 1, failed: 0 });
    const eml = await readFile(path.join(dataDir, 'mail', `${id}-newsletter-welcome.eml`), 'utf8');
    const [head, body] = eml.split('\r\n\r\n');
    expect(head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(body).toBe('Thank you for joining us.\r\nYour gift is on its way.\r\n');
  });

  it("writes a sign-up's confirmation mail as a file whose link confirms it", async () => {
    await t.http().post('/api/newsletter').send({ email: 'eml-confirm@example.com' }).expect(202);
    const [{ id }] = await t.query<{ id: number }>(
      `SELECT id FROM mail_outbox WHERE to_address = 'eml-confirm@example.com'`,
    );
    await t.app.get(MailWorkerService).deliverDue();
    const eml = await readFile(
      path.join(dataDir, 'mail', `${id}-newsletter-confirmation.eml`),
      'utf8',
    );
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})\r?$/m.exec(
      eml.replace(/=\r\n/g, '').replace(/=3D/g, '='),
    )?.[1];
    await t.http().post('/api/newsletter/confirm').send({ token }).expect(200);
    // The welcome gift it queued goes now, so later tests count only their own mails.
    expect(await t.app.get(MailWorkerService).deliverDue()).toEqual({ sent: 1, failed: 0 });
  });

  it('encodes non-ASCII subjects and keeps header injection out', async () => {
    const id = await enqueue(t, {
      ...welcome('bo@example.com'),
      subject: 'Merci, Zoë 💖\r\nBcc: victim@example.com',
    });
    await t.app.get(MailWorkerService).deliverDue();
    const eml = await readFile(path.join(dataDir, 'mail', `${id}-newsletter-welcome.eml`), 'utf8');
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it('leaves mails that are not due yet', async () => {
    const id = await enqueue(t, welcome('later@example.com'));
    await t.query(
      `UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id = $1`,
      [id],
    );
    await t.app.get(MailWorkerService).deliverDue();
    expect((await row(t, id)).status).toBe('pending');
  });

  it('delivers each mail once when workers run side by side', async () => {
    const ids = await Promise.all(
      Array.from({ length: 45 }, (_, i) => enqueue(t, welcome(`crowd${i}@example.com`))),
    );
    const worker = t.app.get(MailWorkerService);
    const reports = await Promise.all([
      worker.deliverDue(),
      worker.deliverDue(),
      worker.deliverDue(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(45);
    const files = await readdir(path.join(dataDir, 'mail'));
    for (const id of ids) expect(files).toContain(`${id}-newsletter-welcome.eml`);
  });
});

describe('mail outbox over SMTP', () => {
  it('delivers to an SMTP server and marks the mail sent', async () => {
    const smtp = await startFakeSmtp();
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const id = await enqueue(t, welcome('cy@example.com'));
      expect(await t.app.get(MailWorkerService).deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].from).toBe('hello@healing-shop.local');
      expect(smtp.messages[0].to).toEqual(['cy@example.com']);
      expect(smtp.messages[0].data).toMatch(/^Subject: Welcome to the healing community$/m);
      expect(smtp.messages[0].data).toContain('Your gift is on its way.');
      expect(await row(t, id)).toMatchObject({ status: 'sent', sent_at: expect.any(Date) });
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps a mail it could not deliver, to try again later', async () => {
    const t = await appWith({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const id = await enqueue(t, welcome('dee@example.com'));
      expect(await t.app.get(MailWorkerService).deliverDue()).toEqual({ sent: 0, failed: 1 });
      const failed = await row(t, id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Not due yet: the next run leaves it alone.
      expect(await t.app.get(MailWorkerService).deliverDue()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('mail outbox polling', () => {
  it('keeps polling through a database outage and delivers once it is back', async () => {
    const intervalMs = 20;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mail-poll-'));
    // The poller's timer on a fake clock; promises, I/O and the database stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] });
    let t: TestApp | undefined;
    try {
      t = await appWith({ DATA_DIR: dataDir, MAIL_POLL_INTERVAL_MS: String(intervalMs) });
      const worker = t.app.get(MailWorkerService);
      const runs: Promise<DeliveryReport>[] = [];
      const deliverDue = worker.deliverDue.bind(worker);
      jest.spyOn(worker, 'deliverDue').mockImplementation(() => {
        const run = deliverDue();
        runs.push(run);
        return run;
      });
      /** Lets a finished run schedule the next one before the clock moves on. */
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      const transaction = jest
        .spyOn(t.dataSource, 'transaction')
        .mockRejectedValue(new Error('Connection terminated unexpectedly'));
      const id = await enqueue(t, welcome('eve@example.com'));
      // Three runs while the database is away: each fails, and the next comes an interval later.
      for (let run = 1; run <= 3; run += 1) {
        await jest.advanceTimersByTimeAsync(intervalMs - 1);
        expect(runs).toHaveLength(run - 1);
        await jest.advanceTimersByTimeAsync(1);
        expect(runs).toHaveLength(run);
        await expect(runs[run - 1]).rejects.toThrow('Connection terminated unexpectedly');
        await settle();
      }
      expect(transaction).toHaveBeenCalledTimes(3);
      // The database is back: the next run delivers the mail.
      transaction.mockRestore();
      await jest.advanceTimersByTimeAsync(intervalMs);
      expect(runs).toHaveLength(4);
      expect(await runs[3]).toEqual({ sent: 1, failed: 0 });
      expect((await row(t, id)).status).toBe('sent');
      expect(await readdir(path.join(dataDir, 'mail'))).toContain(`${id}-newsletter-welcome.eml`);
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
      await t?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server on loopback (EHLO, MAIL, RCPT, DATA, QUIT) to receive mail. */
async function startFakeSmtp(): Promise<{
  port: number;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let pending = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-fake-smtp\r\n250 8BITMIME');
        else if (command === 'HELO' || command === 'RSET' || command === 'NOOP') reply('250 ok');
        else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (command === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
