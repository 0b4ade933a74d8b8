// crash: a checkout storm cut short by SIGKILL (the API alone, then the API and PostgreSQL
// together, as in a power cut), a restart, and the checks: no order without its lines, no cart
// half emptied, every acknowledged order and sign-up kept, no e-mail lost, no stock taken by an
// order that was not stored (every variant: its starting stock less what its orders took). Then the clean
// stops: SIGTERM drains the requests in flight; SIGINT to the API's process group (a Ctrl-C)
// stops it, then its own embedded PostgreSQL, quietly.
import path from 'node:path';
import { startApi } from './lib/api.mjs';
import { checkSessions, checkSignUps, waitForMail } from './lib/crash-checks.mjs';
import { drainPhase, ownPostgresPhase } from './lib/drain-phases.mjs';
import { createClient } from './lib/http.mjs';
import { checkOrders } from './lib/integrity.mjs';
import { Ledger } from './lib/ledger.mjs';
import { loadCatalog } from './lib/load-runner.mjs';
import { connect, freshPostgres } from './lib/postgres.mjs';
import { PORTS } from './lib/settings.mjs';
import { checkStock, setStartingStock } from './lib/stock.mjs';
import { checkoutOf, fillCarts, storm } from './lib/storm.mjs';

export const description =
  'SIGKILL mid checkout storm (API, then API + PostgreSQL), SIGTERM drain, SIGINT stop';

const CARTS = 300;
const SIGN_UPS = 100;
/** The kill comes once this share of the checkouts has been acknowledged. */
const KILL_AFTER = 0.25;

/**
 * @param {object} options
 * @param {string} options.name
 * @param {Awaited<ReturnType<typeof freshPostgres>>} options.postgres
 * @param {Record<string, string>} options.apiEnv
 * @param {boolean} options.killDatabaseToo
 * @param {{ start?: Map<number, number> }} options.stock  each variant's starting stock, set by
 *   the first phase once the API has seeded the catalogue
 */
async function killPhase({ name, postgres, apiEnv, killDatabaseToo, stock }) {
  /** @type {string[]} */
  const broken = [];
  let api = startApi({ port: PORTS.crash.api, env: apiEnv });
  await api.waitUntilUp();
  stock.start ??= await setStartingStock(postgres.url, 'plenty');
  const client = createClient({ baseUrl: api.url, maxSockets: 512 });
  const sessions = await fillCarts(client, await loadCatalog(client), CARTS);
  let acknowledged = 0;
  /** @type {number | undefined} */
  let killedAt;
  const result = await storm(client, sessions, SIGN_UPS, (kind, answer) => {
    if (kind === 'checkout' && answer.status === 201) acknowledged += 1;
    if (!killedAt && acknowledged >= CARTS * KILL_AFTER) {
      killedAt = acknowledged;
      api.signalGroup('SIGKILL');
      if (killDatabaseToo) postgres.signalAll('SIGKILL');
    }
  });
  client.close();
  await api.exited;
  if (killDatabaseToo) await postgres.restart();
  api = startApi({ port: PORTS.crash.api, env: apiEnv });
  await api.waitUntilUp();

  const ledger = new Ledger();
  /** @type {import('./lib/ledger.mjs').Checkout[]} */
  const unanswered = [];
  result.checkouts.forEach((answer, i) => {
    if (answer.status === 201) {
      const { orderId } = /** @type {import('@healing/contracts').CheckoutResponse} */ (
        answer.json
      );
      ledger.checkedOut({ ...sessions[i], orderId });
    } else {
      unanswered.push(sessions[i]);
    }
  });
  const db = await connect(postgres.url);
  try {
    const states = await checkSessions(db, sessions);
    const signUps = await checkSignUps(db, result.signUps);
    const orders = await checkOrders(db, ledger, {
      unacknowledgedAllowed: true,
      sessionIds: sessions.map((session) => session.sessionId),
    });
    console.log(`\n${name}: killed after ${killedAt} of ${CARTS} checkouts were acknowledged`);
    console.log(
      `  answers: ${ledger.acknowledged.length} orders acknowledged, ${unanswered.length} checkouts cut off; ${signUps.acknowledged} of ${SIGN_UPS} sign-ups acknowledged`,
    );
    console.log(
      `  after the restart: ${states.ordered} carts became exactly one order, ${states.untouched} carts untouched, ${states.broken.length} in any other state`,
    );
    console.log(
      `  orders stored whose answer was lost: ${orders.figures.storedWithoutAnswer}; sign-ups stored: ${signUps.stored}`,
    );
    broken.push(...orders.broken.map((text) => `${name}: ${text}`));
    if (states.broken.length)
      broken.push(`${name}: ${states.broken.length} carts half done (first: ${states.broken[0]})`);
    if (signUps.lost) broken.push(`${name}: ${signUps.lost} acknowledged sign-ups lost`);
    if (signUps.withoutOneMail)
      broken.push(
        `${name}: ${signUps.withoutOneMail} sign-ups without exactly one confirmation e-mail`,
      );

    // The shoppers whose answer was lost try again with their key: one order each, never two.
    const retryClient = createClient({ baseUrl: api.url });
    const retried = await Promise.all(
      unanswered.map((session) => checkoutOf(retryClient, session)),
    );
    retryClient.close();
    const replayed = retried.filter((answer) => answer.status === 201).length;
    const after = await checkSessions(db, sessions);
    /** @type {Record<string, number>} */
    const others = {};
    for (const answer of retried.filter((a) => a.status !== 201)) {
      const key = `${answer.status || answer.error} ${answer.text?.slice(0, 120) ?? ''}`;
      others[key] = (others[key] ?? 0) + 1;
    }
    console.log(
      `  retries with the same Idempotency-Key: ${replayed} of ${unanswered.length} answered 201; now ${after.ordered} carts are one order each${replayed === unanswered.length ? '' : `; the others: ${JSON.stringify(others)}`}`,
    );
    if (replayed !== unanswered.length || after.ordered !== CARTS)
      broken.push(`${name}: retried checkouts did not end in exactly one order per cart`);
    const stocked = await checkStock(db, stock.start);
    broken.push(...stocked.broken.map((text) => `${name}: ${text}`));

    const mail = await waitForMail(db, path.join(apiEnv.DATA_DIR, 'mail'));
    console.log(
      `  outbox: ${mail.sent} e-mails sent (.eml files), ${mail.pending} still pending, ${mail.withoutFile} sent without a file`,
    );
    if (mail.pending || mail.withoutFile)
      broken.push(`${name}: e-mails lost or stuck in the outbox`);
  } finally {
    await db.end();
    await api.stop();
  }
  return broken;
}

export async function run() {
  /** @type {string[]} */
  const broken = [];
  const postgres = await freshPostgres('crash', PORTS.crash.pg);
  const apiEnv = {
    DATABASE_URL: postgres.url,
    DATA_DIR: path.join(postgres.dir, 'data'),
    // The mail worker busy during the storm, so the kill can land in a delivery.
    MAIL_POLL_INTERVAL_MS: '200',
    // A killed worker's leased mails wait for the lease to end before another worker claims
    // them: a short lease lets the restarted API send them within the drill's minute.
    MAIL_LEASE_MS: '5000',
  };
  /** @type {{ start?: Map<number, number> }} */
  const stock = {};
  try {
    broken.push(
      ...(await killPhase({
        name: 'API killed (SIGKILL)',
        postgres,
        apiEnv,
        killDatabaseToo: false,
        stock,
      })),
    );
    broken.push(
      ...(await killPhase({
        name: 'Power cut (SIGKILL to API and PostgreSQL)',
        postgres,
        apiEnv,
        killDatabaseToo: true,
        stock,
      })),
    );
    broken.push(...(await drainPhase({ apiEnv })));
    if (stock.start) {
      const db = await connect(postgres.url);
      try {
        const stocked = await checkStock(db, stock.start);
        broken.push(...stocked.broken.map((text) => `after the SIGTERM drain: ${text}`));
      } finally {
        await db.end();
      }
    }
  } finally {
    await postgres.stop();
  }
  broken.push(...(await ownPostgresPhase()));
  return broken;
}
