#!/usr/bin/env node
// `npm run drill -w @healing/tooling -- attacker`: the attacker's findings on the landed shop
// (issue 27), each run again as it was found, against a copy of the shop started as `npm start`
// starts it (loopback only, bounded). Each finding is a phase of its own in ./attacker/; a phase
// gets the running site and records its promises. ATTACKER_PHASES=uploads,sign-in runs only
// the phases named.
//
// Ports: API 19700, remotes 19711-19714, shell 19780, SMTP 19750, metrics 19790-19795,
// PostgreSQL 25470. Its folder
// is <temp>/healing-drill-attacker, removed at the end unless DRILL_KEEP=1; DRILL_VERBOSE=1
// shows the servers' output. START_SKIP_BUILD=1 skips the build (the drill runs what is built).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT } from '../paths.mjs';
import edgeLows from './attacker/edge-lows.mjs';
import longUrls from './attacker/long-urls.mjs';
import newsletter from './attacker/newsletter.mjs';
import signIn from './attacker/sign-in.mjs';
import socialCards from './attacker/social-cards.mjs';
import uploads from './attacker/uploads.mjs';
import { prometheusFigures } from './lib/metrics.mjs';
import { Promises, say } from './lib/report.mjs';
import { startSite } from './lib/site.mjs';
import { SmtpSink } from './lib/smtp-sink.mjs';

/**
 * @typedef {object} AttackContext
 * @property {import('./lib/site.mjs').Site} site
 * @property {string} shopUrl the shop's origin, as a shopper reaches it
 * @property {string} apiUrl the API's own address (behind the edge)
 * @property {() => Promise<Map<string, number>>} apiMetrics the API's Prometheus figures now,
 *   by series (`name{labels}` as exposed; a series without labels by its name)
 * @property {SmtpSink} smtp the shop's mail server: every mail the shop sends arrives here
 * @property {{ username: string, password: string }} owner an owner of the back office
 * @property {(promise: string, measured: string, findings: string[]) => void} check
 * @property {string} workDir a scratch folder of the drill's own
 */

/**
 * @typedef {object} Phase
 * @property {string} name
 * @property {string} finding what the attacker found, as the report said it
 * @property {(context: AttackContext) => Promise<void>} run
 */

const PORTS = { api: 19700, remoteBase: 19711, previewBase: 19761, shop: 19780, pg: 25470 };
const SMTP_PORT = 19750;
/** The API's metrics port; the shell's and the remotes' take the ports after it. */
const METRICS_PORT = 19790;
const OWNER = { username: 'drill-owner', password: 'morning light over still water' };

/**
 * The phases, in the order they run: each module in ./attacker/ default-exports a Phase and is
 * imported above.
 * @type {Phase[]}
 */
const PHASES = [uploads, signIn, longUrls, socialCards, edgeLows, newsletter];

const workDir = path.join(os.tmpdir(), 'healing-drill-attacker');
const dataDir = path.join(workDir, 'data');
const promises = new Promises();
const check = promises.check.bind(promises);

/** @returns {Phase[]} */
function choosePhases(phases = PHASES) {
  const asked = (process.env.ATTACKER_PHASES ?? '').split(',').filter(Boolean);
  const unknown = asked.filter((name) => !phases.some((phase) => phase.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown phase(s) ${unknown.join(', ')}; the phases: ${phases.map((phase) => phase.name).join(', ')}`,
    );
  }
  return asked.length === 0 ? phases : phases.filter((phase) => asked.includes(phase.name));
}

/** @type {import('./lib/site.mjs').Site | null} */
let site = null;
const smtp = new SmtpSink();
let stopping = false;
async function stopEverything() {
  if (stopping) return;
  stopping = true;
  await site?.stop();
  await smtp.close();
  if (process.env.DRILL_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    void stopEverything().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

/** Adds the owner with the API's own owner command, on the drill's database. */
function addOwner() {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, ...(site?.env ?? {}), OWNER_PASSWORD: OWNER.password };
  delete env.DATABASE_URL;
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'api/dist/owners/owner-cli.js'), 'add', OWNER.username],
    { env, cwd: ROOT, stdio: 'pipe', timeout: 60_000 },
  );
}

/** The API's Prometheus figures now. */
const apiMetrics = () => prometheusFigures(`http://127.0.0.1:${METRICS_PORT}/metrics`);

async function main() {
  const phases = choosePhases();
  mkdirSync(workDir, { recursive: true });
  const smtpUrl = await smtp.listen(SMTP_PORT);
  site = await startSite({
    label: 'drill:attacker',
    ports: PORTS,
    dataDir,
    onStarted: (started) => {
      site = started;
    },
    env: { SMTP_URL: smtpUrl, LOG_REQUESTS: '1', METRICS_PORT: String(METRICS_PORT) },
  });
  addOwner();
  /** @type {AttackContext} */
  const context = {
    site,
    shopUrl: `http://127.0.0.1:${PORTS.shop}`,
    apiUrl: site.apiUrl,
    apiMetrics,
    smtp,
    owner: OWNER,
    check,
    workDir,
  };
  for (const [index, phase] of phases.entries()) {
    say(`\n${index + 1}. ${phase.name}: ${phase.finding}`);
    try {
      await phase.run(context);
    } catch (error) {
      check(`${phase.name}: the phase ran to the end`, 'stopped early', [
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      ]);
    }
  }
  const exit = site.exited();
  check(
    'zero crashes: the shop still running at the end',
    exit ? 'stopped' : 'running',
    exit ? [`start.mjs stopped (${JSON.stringify(exit)}): ${site.tail(10).join(' | ')}`] : [],
  );
}

const startedAt = Date.now();
try {
  await main();
} catch (error) {
  check('the drill ran to the end', 'stopped early', [
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  ]);
}
await stopEverything();
say(`\n=== attacker drill: summary (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
promises.printSummary();
