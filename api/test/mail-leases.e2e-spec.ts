import { once } from 'node:events';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MAX_ATTEMPTS, MailWorkerService } from '../src/mail/mail-worker.service';
import { enqueueMail } from '../src/mail/outbox';
import { createTestApp, type TestApp } from './support/test-app';
import { TestSmtpServer } from './support/test-smtp-server';

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
}

/** Each worker is what one API replica runs: its own pool, its own worker id. */
interface Replica {
  worker: MailWorkerService;
  dataSource: DataSource;
}

let t: TestApp;
let smtp: TestSmtpServer;
let smtpUrl: string;
const replicas: Replica[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  smtp = new TestSmtpServer();
  smtpUrl = await smtp.listen();
});
afterEach(async () => {
  for (const { worker, dataSource } of replicas.splice(0)) {
    await worker.onModuleDestroy();
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  await smtp.close();
});

async function replica(
  mailLeaseMs: number,
  { idleInTransactionMs }: { idleInTransactionMs?: number } = {},
): Promise<Replica> {
  const options = dataSourceOptions(t.databaseUrl);
  const dataSource = new DataSource(
    idleInTransactionMs === undefined
      ? options
      : {
          ...options,
          extra: { ...options.extra, idle_in_transaction_session_timeout: idleInTransactionMs },
        },
  );
  await dataSource.initialize();
  const config: AppConfig = { ...loadConfig(), smtpUrl, mailLeaseMs, mailPollIntervalMs: 0 };
  const created = { worker: new MailWorkerService(dataSource, config), dataSource };
  replicas.push(created);
  return created;
}

async function enqueue(to: string): Promise<number> {
  const mail = await enqueueMail(t.dataSource.manager, {
    kind: 'newsletter-welcome',
    to,
    subject: 'Welcome',
    text: 'Thank you for joining us.',
  });
  return mail.id;
}

async function row(id: number): Promise<OutboxRow> {
  return (await t.query<OutboxRow>('SELECT * FROM mail_outbox WHERE id = $1', [id]))[0];
}

/** Lets the back-off pass without waiting for it. */
async function makeDue(id: number): Promise<void> {
  await t.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
}

/** Lets the lease run out without waiting for it: it ends now, as if its time had passed. */
async function endLease(id: number): Promise<void> {
  await t.query('UPDATE mail_outbox SET locked_until = now() WHERE id = $1', [id]);
}

/**
 * Resolves once PostgreSQL has ended a transaction left idle for `idleMs` (one a connection of
 * its own begins now): whatever was idle in a transaction before it is gone too.
 */
async function idleTransactionEnded(idleMs: number): Promise<void> {
  const canary = new Client({
    connectionString: t.databaseUrl,
    idle_in_transaction_session_timeout: idleMs,
  });
  await canary.connect();
  const ended = once(canary, 'error');
  await canary.query('BEGIN');
  const [error] = (await ended) as [Error];
  expect(error.message).toMatch(/idle-in-transaction timeout/);
  await canary.end().catch(() => undefined);
}

it('two replicas racing for one outbox deliver every mail exactly once', async () => {
  const recipients = Array.from({ length: 30 }, (_, i) => `race${i}@example.com`);
  for (const to of recipients) await enqueue(to);
  smtp.behaviour = { kind: 'hold' };
  const [a, b] = [await replica(10_000), await replica(10_000)];

  const runs = Promise.all([
    a.worker.deliverDue(),
    b.worker.deliverDue(),
    a.worker.deliverDue(),
    b.worker.deliverDue(),
  ]);
  // A run sends its mails one at a time: four held at once are one from each run.
  await smtp.arrival(4);
  smtp.behaviour = { kind: 'accept' };
  smtp.answerHeld('accept');
  const reports = await runs;

  expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
  expect(reports.every((report) => report.failed === 0)).toBe(true);
  expect(reports[0].sent + reports[2].sent).toBeGreaterThan(0);
  expect(reports[1].sent + reports[3].sent).toBeGreaterThan(0);
  expect(smtp.delivered).toHaveLength(30);
  for (const to of recipients) expect(smtp.deliveredTo(to)).toBe(1);
});

it('a server slower than the idle-in-transaction timeout gets the mail once, on the first try', async () => {
  const id = await enqueue('slow@example.com');
  smtp.behaviour = { kind: 'hold' };
  // Transactions left idle end after half a second here (10 s in production). A 30 s lease
  // cuts a send off at 15 s: the server answers long before.
  const idleInTransactionMs = 500;
  const a = await replica(30_000, { idleInTransactionMs });
  const b = await replica(30_000);

  const run = a.worker.deliverDue();
  await smtp.arrival(1);
  // While the server thinks, no transaction is open and the other replica leaves the mail alone.
  const idle = await t.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  );
  expect(idle[0].n).toBe(0);
  expect(await b.worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
  // The server answers only once PostgreSQL would have ended a transaction the send held.
  await idleTransactionEnded(idleInTransactionMs);
  smtp.answerHeld('accept');

  expect(await run).toEqual({ sent: 1, failed: 0 });
  expect(smtp.deliveredTo('slow@example.com')).toBe(1);
  expect(await row(id)).toMatchObject({
    status: 'sent',
    attempts: 0,
    last_error: null,
    locked_by: null,
  });
  expect(await b.worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
  expect(smtp.arrived).toHaveLength(1);
});

it('a server slower than the send timeout: the attempt is recorded, then the mail goes once', async () => {
  const id = await enqueue('slower@example.com');
  smtp.behaviour = { kind: 'hold' };
  // A 2 s lease cuts a send off at 1 s; the server never answers.
  const { worker } = await replica(2000);

  expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });
  const failed = await row(id);
  expect(failed).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
  expect(failed.last_error).toMatch(/cut off|timeout/i);
  expect(smtp.delivered).toHaveLength(0);

  smtp.behaviour = { kind: 'accept' };
  await makeDue(id);
  expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
  expect(smtp.deliveredTo('slower@example.com')).toBe(1);
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
});

it('a failing server: attempts and errors are recorded, back-off is kept, then the mail goes once', async () => {
  const id = await enqueue('refused@example.com');
  smtp.behaviour = { kind: 'refuse' };
  const { worker } = await replica(10_000);

  expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });
  let failed = await row(id);
  expect(failed).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
  expect(failed.last_error).toMatch(/451.*Try again later/);
  // First retry after 30 s; until then the mail is left alone.
  expect(failed.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(25_000);
  expect(failed.next_attempt_at.getTime() - Date.now()).toBeLessThan(35_000);
  expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });

  await makeDue(id);
  expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });
  failed = await row(id);
  expect(failed.attempts).toBe(2);
  expect(failed.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(55_000);

  smtp.behaviour = { kind: 'accept' };
  await makeDue(id);
  expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  expect(smtp.arrived).toHaveLength(3);
  expect(smtp.deliveredTo('refused@example.com')).toBe(1);
});

it(`a mail that failed ${MAX_ATTEMPTS} times is not tried again`, async () => {
  const id = await enqueue('hopeless@example.com');
  await t.query('UPDATE mail_outbox SET attempts = $2 WHERE id = $1', [id, MAX_ATTEMPTS - 1]);
  smtp.behaviour = { kind: 'refuse' };
  const { worker } = await replica(10_000);

  expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });
  expect(await row(id)).toMatchObject({ status: 'pending', attempts: MAX_ATTEMPTS });

  smtp.behaviour = { kind: 'accept' };
  await makeDue(id);
  expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
  expect(smtp.arrived).toHaveLength(1);
});

it('a replica that dies mid-send leaves a lease that runs out, then the mail goes once', async () => {
  const id = await enqueue('orphan@example.com');
  smtp.behaviour = { kind: 'hold' };
  const dying = await replica(60_000);
  const survivor = await replica(10_000);

  const dyingRun = dying.worker.deliverDue();
  await smtp.arrival(1);
  // The replica loses its database while the server holds the mail; the server then turns
  // the mail away, and nothing about it can be recorded: neither sent nor failed.
  await dying.dataSource.destroy();
  smtp.answerHeld('refuse');
  await expect(dyingRun).rejects.toThrow();
  smtp.behaviour = { kind: 'accept' };

  const orphaned = await row(id);
  expect(orphaned).toMatchObject({ status: 'pending', locked_by: dying.worker.workerId });
  // Its lease (a minute) still holds.
  expect(await survivor.worker.deliverDue()).toEqual({ sent: 0, failed: 0 });

  await endLease(id);
  expect(await survivor.worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
  expect(smtp.arrived).toHaveLength(2);
  expect(smtp.deliveredTo('orphan@example.com')).toBe(1);
  expect(await row(id)).toMatchObject({ status: 'sent', locked_by: null, locked_until: null });
});

it('a stopping replica finishes the mail it is sending, hands the rest of its batch back and claims no more', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 12; i += 1) ids.push(await enqueue(`stop${i}@example.com`));
  smtp.behaviour = { kind: 'hold' };
  const stopping = await replica(60_000);
  const survivor = await replica(60_000);

  const run = stopping.worker.deliverDue();
  await smtp.arrival(1);
  // What the app's shutdown calls; it waits for the run under way, whose mail the server
  // holds: once the server accepts it, the stop ends, and no further mail is sent.
  const stopped = stopping.worker.beforeApplicationShutdown();
  smtp.behaviour = { kind: 'accept' };
  smtp.answerHeld('accept');
  await stopped;
  expect(await run).toEqual({ sent: 1, failed: 0 });
  expect(smtp.arrived).toHaveLength(1);

  const rows = await Promise.all(ids.map(row));
  expect(rows.filter((mail) => mail.status === 'sent')).toHaveLength(1);
  // The rest of its batch was handed back, not left leased for a minute.
  expect(rows.filter((mail) => mail.locked_by !== null)).toHaveLength(0);

  smtp.behaviour = { kind: 'accept' };
  expect(await survivor.worker.deliverDue()).toEqual({ sent: 11, failed: 0 });
  for (let i = 0; i < 12; i += 1) expect(smtp.deliveredTo(`stop${i}@example.com`)).toBe(1);
});
