// The clean stops: requests in flight when the signal comes are all answered, no connection
// is taken after it, and the log says each step, in order, and nothing alarming.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { alarmingLines, startApi } from './api.mjs';
import { createClient } from './http.mjs';
import { loadCatalog } from './load-runner.mjs';
import { stopLeftover } from './postgres.mjs';
import { drillDataDir, PORTS, sleep } from './settings.mjs';
import { isStockRefusal } from './shopper.mjs';
import { slowUpload } from './slow-upload.mjs';
import { checkoutOf, fillCarts } from './storm.mjs';

const STEPS = [
  /(SIGTERM|SIGINT) received/,
  /No longer accepting connections/,
  /HTTP server closed/,
  /Background work finished and database pool closed/,
];

/** @typedef {import('./api.mjs').Api} Api */

/**
 * Once the API says it takes no more connections, a new one must be refused.
 * @param {Api} api
 */
async function refusedOnceClosed(api) {
  const closed = () => api.lines.some(({ line }) => /No longer accepting connections/.test(line));
  while (!closed() && api.isAlive()) await sleep(5);
  return fetch(`${api.url}/api/health`).then(
    () => false,
    () => true,
  );
}

/**
 * Checkouts and two slow uploads under way; `signal()` is sent at the first answer.
 * @param {object} options
 * @param {string} options.name
 * @param {Api} options.api
 * @param {number} options.port
 * @param {() => void} options.signal
 * @param {number} options.carts  how many checkouts are under way
 * @param {RegExp[]} options.expectedSteps  what the log must say, in this order
 */
async function stopUnderLoad({ name, api, port, signal, carts, expectedSteps }) {
  /** @type {string[]} */
  const broken = [];
  await api.waitUntilUp();
  const client = createClient({ baseUrl: api.url, maxSockets: 512 });
  const sessions = await fillCarts(client, await loadCatalog(client), carts);
  const linesBefore = api.lines.length;
  const uploads = [slowUpload(port, 1500), slowUpload(port, 2000)];
  await sleep(300);
  /** @type {number | undefined} */
  let signalledAt;
  /** @type {Promise<boolean> | undefined} */
  let refusal;
  const answers = await Promise.all(
    sessions.map(async (session) => {
      const answer = await checkoutOf(client, session);
      if (!signalledAt) {
        signalledAt = Date.now();
        signal();
        refusal = refusedOnceClosed(api);
      }
      return answer;
    }),
  );
  const uploaded = await Promise.all(uploads);
  const exit = await api.exited;
  const refused = await refusal;
  client.close();
  if (signalledAt === undefined) throw new Error(`${name}: no checkout was answered`);
  const signalled = signalledAt;

  const inFlight = answers.filter((a) => a.sentAt !== undefined && a.sentAt < signalled);
  // A refusal for stock is an answer too (the API with its own PostgreSQL keeps the seeded
  // stock, a few pieces of some sizes, which two carts of the sixty may share).
  const completed = inFlight.filter(
    (a) => (a.status >= 200 && a.status < 300) || isStockRefusal(a),
  ).length;
  const uploadsOk = uploaded.filter((u) => u.status === 201).length;
  const log = api.lines.slice(linesBefore);
  const positions = expectedSteps.map((step) => log.findIndex(({ line }) => step.test(line)));
  const inOrder = positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]));
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const a of inFlight) {
    const key = String(a.status || a.error);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  console.log(`\n${name}:`);
  console.log(`  answers to the checkouts in flight: ${JSON.stringify(statuses)}`);
  console.log(
    `  in flight when the signal came: ${inFlight.length} checkouts (+2 uploads mid-body); answered 2xx or refused for stock: ${completed} checkouts, ${uploadsOk} uploads`,
  );
  console.log(
    `  a new connection once it said it took no more: ${refused ? 'refused' : 'ACCEPTED'}; exit ${exit.code ?? exit.signal} ${exit.at - signalled} ms after the signal`,
  );
  console.log(
    `  log: ${log
      .map(({ line }) => messageOf(line))
      .filter((line) => !/Outbox:/.test(line))
      .join(' | ')}`,
  );
  if (completed !== inFlight.length || uploadsOk !== 2)
    broken.push(`${name}: requests in flight were not all answered`);
  if (!refused) broken.push(`${name}: a new connection was accepted after the signal`);
  if (exit.code !== 0) broken.push(`${name}: exit code ${exit.code ?? exit.signal}`);
  if (!inOrder) broken.push(`${name}: the stop did not log its steps in order`);
  const alarms = alarmingLines(log);
  if (alarms.length) broken.push(`${name}: the stop was not quiet: ${alarms[0].line}`);
  return broken;
}

/**
 * The message of one of the API's JSON log lines (the line itself if it is not one).
 * @param {string} line
 * @returns {string}
 */
function messageOf(line) {
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(line);
    const isEntry = typeof parsed === 'object' && parsed !== null && 'msg' in parsed;
    return isEntry && typeof parsed.msg === 'string' ? parsed.msg : line;
  } catch {
    return line;
  }
}

/** @param {{ apiEnv: Record<string, string> }} options */
export async function drainPhase({ apiEnv }) {
  const api = startApi({ port: PORTS.crash.api, env: apiEnv, label: 'drain' });
  return stopUnderLoad({
    name: 'SIGTERM while checkouts and uploads are in flight',
    api,
    port: PORTS.crash.api,
    signal: () => api.signal('SIGTERM'),
    carts: 150,
    expectedSteps: STEPS,
  });
}

/** The API with its own embedded PostgreSQL, stopped as a terminal's Ctrl-C and as `kill` do. */
export async function ownPostgresPhase() {
  /** @type {string[]} */
  const broken = [];
  const dataDir = path.join(drillDataDir('crash'), 'own');
  const pgDir = path.join(dataDir, 'pg');
  await stopLeftover(pgDir);
  const { ownApi: port, ownPg } = PORTS.crash;
  const env = { DATABASE_URL: '', EMBEDDED_PG_PORT: String(ownPg), DATA_DIR: dataDir };
  /** @type {[name: string, send: (api: Api) => void][]} */
  const stops = [
    [
      'SIGINT to the process group (Ctrl-C), API with its own PostgreSQL',
      (api) => api.signalGroup('SIGINT'),
    ],
    ['SIGTERM, API with its own PostgreSQL', (api) => api.signal('SIGTERM')],
  ];
  for (const [name, send] of stops) {
    const api = startApi({ port, env, label: 'own-pg' });
    await api.waitUntilUp();
    const postmaster = Number(
      readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    broken.push(
      ...(await stopUnderLoad({
        name,
        api,
        port,
        signal: () => send(api),
        carts: 60,
        expectedSteps: [...STEPS, /Embedded PostgreSQL stopped/],
      })),
    );
    let postgresGone = false;
    try {
      process.kill(postmaster, 0);
    } catch {
      postgresGone = true;
    }
    console.log(
      `  its PostgreSQL (pid ${postmaster}): ${postgresGone && !existsSync(path.join(pgDir, 'postmaster.pid')) ? 'stopped cleanly' : 'STILL RUNNING'}`,
    );
    if (!postgresGone) broken.push(`${name}: the embedded PostgreSQL was left running`);
  }
  return broken;
}
