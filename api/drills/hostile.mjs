// hostile: a generated corpus of malformed requests (10,000+) across every endpoint. No 5xx,
// the server up throughout, every refusal a readable 4xx in the API's format, and nothing
// stored by a refused request: every table (rows and content) and the data folder unchanged.
// The API runs with Stripe configured (a local stand-in for its API, down), so that the payment
// webhook's cases go through the real signature check and settlement.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startApi } from './lib/api.mjs';
import { createClient, isApiError } from './lib/http.mjs';
import { loadCatalog } from './lib/load-runner.mjs';
import { connect, freshPostgres } from './lib/postgres.mjs';
import { PORTS } from './lib/settings.mjs';
import { createFixtures } from './hostile/fixtures.mjs';
import { brokenBodies } from './hostile/broken-bodies.mjs';
import { jsonCases } from './hostile/json-cases.mjs';
import { originCases } from './hostile/origin-cases.mjs';
import { adminCases } from './hostile/admin-cases.mjs';
import { pathCases } from './hostile/path-cases.mjs';
import { filesUnder, tableChanges, tableSnapshot } from './hostile/snapshot.mjs';
import { uploadCases } from './hostile/upload-cases.mjs';
import { startStripeStandIn } from './hostile/stripe-stand-in.mjs';
import { WEBHOOK_SECRET, webhookCases } from './hostile/webhook-cases.mjs';

export const description = 'a 10,000+ request corpus of malformed input: no 5xx, nothing stored';

const CONCURRENCY = 8;
// Uploads are stored in PostgreSQL: the only files the API writes are e-mails without SMTP.
const STORED_FILE = /^mail\/\d+-[a-z-]+\.eml$/;

/** The message of an answer in the API's error format. */
const messageOf = (/** @type {import('./lib/http.mjs').Answer} */ answer) =>
  isApiError(answer) ? /** @type {{ message: string }} */ (answer.json).message : '';

/**
 * Sends the cases, CONCURRENCY at a time; probes /api/health every 500. A request too big for
 * Node's HTTP parser (its answer is a 431, in the API's format like every other refusal, and a
 * closed connection) goes on a connection of its own, so that it does not take a neighbour's
 * kept-alive connection down with it.
 * @param {import('./lib/http.mjs').Client} client
 * @param {import('./lib/http.mjs').Client} oneShot  a client that does not keep connections
 * @param {import('./hostile/values.mjs').Case[]} cases
 * @param {string[]} findings  where the broken promises are written
 */
async function send(client, oneShot, cases, findings) {
  let next = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  let slowest = 0;
  async function worker() {
    while (next < cases.length) {
      const index = next++;
      const c = cases[index];
      const oversized =
        c.path.length > 8000 || Object.values(c.headers ?? {}).some((v) => v.length > 8000);
      const answer = await (oversized ? oneShot : client).request(c.method, c.path, c);
      const key = String(answer.status || answer.error);
      statuses[key] = (statuses[key] ?? 0) + 1;
      slowest = Math.max(slowest, answer.ms);
      const problem =
        answer.status === 0
          ? `no answer (${answer.error})`
          : answer.status >= 500
            ? `${answer.status}`
            : c.expect === 'refuse' && answer.status < 400
              ? `accepted with ${answer.status}`
              : answer.status >= 400 && !isApiError(answer)
                ? `${answer.status} not in the API's error format`
                : c.because && !c.because.test(messageOf(answer))
                  ? `${answer.status} "${messageOf(answer)}", not for ${c.because}`
                  : null;
      if (problem) findings.push(`${c.label} -> ${problem}`);
      if (index % 500 === 0) {
        const health = await client.request('GET', '/api/health');
        if (health.status !== 200)
          findings.push(
            `after case ${index}: /api/health answered ${health.status || health.error}`,
          );
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, slowest };
}

export async function run() {
  /** @type {string[]} */
  const broken = [];
  const postgres = await freshPostgres('hostile', PORTS.hostile.pg);
  const dataDir = path.join(postgres.dir, 'data');
  const adminToken = 'hostile-drill-admin-token-0123456789';
  const stripe = await startStripeStandIn();
  // The mail worker, the owners' daily digest and the payment reconciliation off: nothing may
  // change the tables but the requests (the digest, due at its hour, would write its mail and
  // its day's row; the reconciliation asks Stripe about open sessions and settles what it says).
  const api = startApi({
    port: PORTS.hostile.api,
    env: {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      MAIL_POLL_INTERVAL_MS: '0',
      OWNER_DIGEST_CHECK_INTERVAL_MS: '0',
      STRIPE_SECRET_KEY: 'sk_test_hostile_drill',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.origin,
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    },
  });
  const client = createClient({ baseUrl: api.url, maxSockets: CONCURRENCY + 2 });
  const oneShot = createClient({ baseUrl: api.url, keepAlive: false });
  const db = await connect(postgres.url);
  try {
    await api.waitUntilUp();
    const fixtures = await createFixtures(client, await loadCatalog(client), adminToken, stripe);
    const seed = Number(process.env.DRILL_SEED ?? 1);
    // The webhook's first: its signed cases are signed now, and must arrive well within the
    // 300 s a signature stays good (the ones meant to be stale are older than that already).
    const corpus = [
      ...webhookCases(fixtures),
      ...jsonCases(fixtures, { multiFieldCases: 1000, seed }),
      ...brokenBodies(fixtures),
      ...originCases(fixtures),
      ...pathCases(fixtures),
      ...uploadCases(),
      ...adminCases(fixtures),
    ];
    const refused = corpus.filter((c) => c.expect !== 'any');
    const mayPass = corpus.filter((c) => c.expect === 'any');
    console.log(
      `Corpus: ${corpus.length} requests (seed ${seed}): ${refused.length} that must be refused or only read, ${mayPass.length} odd but possibly valid`,
    );

    /** @type {string[]} */
    const findings = [];
    const tablesBefore = await tableSnapshot(db);
    const filesBefore = await filesUnder(dataDir);
    const startedAt = Date.now();
    const first = await send(client, oneShot, refused, findings);
    const changed = tableChanges(tablesBefore, await tableSnapshot(db));
    const newFiles = (await filesUnder(dataDir)).filter((file) => !filesBefore.includes(file));
    console.log(
      `Refused group: answers ${JSON.stringify(first.statuses)}; slowest ${first.slowest.toFixed(0)} ms`,
    );
    console.log(
      `  tables changed: ${changed.length ? changed.join(', ') : 'none'}; new files: ${newFiles.length}`,
    );
    if (changed.length) broken.push(`refused requests changed tables: ${changed.join(', ')}`);
    if (newFiles.length)
      broken.push(`refused requests left files: ${newFiles.slice(0, 3).join(', ')}`);

    const second = await send(client, oneShot, mayPass, findings);
    const seconds = (Date.now() - startedAt) / 1000;
    const stray = (await filesUnder(dataDir)).filter(
      (file) => !filesBefore.includes(file) && !STORED_FILE.test(file),
    );
    /** @type {import('pg').QueryResult<{ n: number }>} */
    const names = await db.query(
      "SELECT count(*)::int AS n FROM uploads WHERE original_name ~ '[/\\\\\\x01-\\x1f]'",
    );
    console.log(
      `Possibly valid group: answers ${JSON.stringify(second.statuses)}; slowest ${second.slowest.toFixed(0)} ms`,
    );
    console.log(
      `  files outside the server's own names: ${stray.length}; stored upload names with a path or control character: ${names.rows[0].n}`,
    );
    console.log(
      `${corpus.length} requests in ${seconds.toFixed(0)} s; findings: ${findings.length}`,
    );
    for (const finding of findings.slice(0, 15)) console.log(`  - ${finding}`);
    const report = path.join(postgres.dir, 'findings.txt');
    await writeFile(report, findings.join('\n') + '\n');
    if (findings.length) console.log(`  (all ${findings.length} in ${report})`);
    if (findings.length)
      broken.push(`${findings.length} requests broke a promise (first: ${findings[0]})`);
    if (stray.length)
      broken.push(`files written outside the uploads' own names: ${stray.slice(0, 3).join(', ')}`);
    if (names.rows[0].n) broken.push('an upload kept a file name with a path or control character');
    // Brute force: after the corpus's sign-ins, this address gets 429s, in the API's format.
    const tries = [];
    for (let i = 0; i < 20; i += 1) {
      tries.push(
        await client.request('POST', '/api/admin/session', {
          body: { username: 'owner', password: `guess-${i}` },
        }),
      );
    }
    const throttled = tries.filter((t) => t.status === 429 && isApiError(t)).length;
    console.log(`Sign-in brute force: ${throttled} of 20 guesses answered 429`);
    if (tries.some((t) => t.status < 400)) broken.push('a sign-in guess was accepted');
    if (throttled < 10)
      broken.push(`sign-in guesses were not throttled (${throttled} of 20 got 429)`);
    if (!api.isAlive()) broken.push('the API died');
    if (corpus.length < 10_000) broken.push(`the corpus has only ${corpus.length} requests`);
  } finally {
    await db.end();
    client.close();
    oneShot.close();
    await api.stop();
    await stripe.close();
    await postgres.stop();
  }
  return broken;
}
