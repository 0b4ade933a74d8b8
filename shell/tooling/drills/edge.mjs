#!/usr/bin/env node
// `npm run drill -w @healing/tooling -- edge`: the shop's front servers (shell/edge) attacked over raw
// sockets. It starts its own copy of the shop as `npm start` does (ports 19600-19699, a fresh
// database in the system temp folder, START_SKIP_BUILD=1 honoured), plus a listener of its own
// (the trap) and a second server of one remote on a copy of its build, then checks:
//  - request targets naming another host or none (//[/, absolute form, *, CONNECT): 400, and
//    the trap receives zero requests, whatever the target or Host header says;
//  - every spelling of a path out of the public build (encoded dots, doubled encoding, overlong
//    UTF-8, backslashes, NUL), the server's own files, the raw page template and source maps:
//    never served;
//  - request smuggling (TE+CL, CL+CL, `chunked, identity`, obs-fold, bare LF): 400 or a closed
//    connection, and the hidden request never reaches the API (its request log is read);
//  - 100 KB of headers: 431 (or 400), the server alive;
//  - 50 connections dribbling their headers for DRILL_SLOW_SECONDS (60): a normal client keeps
//    getting pages and /api answers, p99 under 1 s;
//  - 1,000 downloads of the largest script abandoned after the first chunk: the shell server's
//    open file descriptors back where they were (and 300 on a remote's server);
//  - a remote's live release switched 50 times while 20 clients download its manifest, entry
//    and chunks: every download whole, of one release or the other;
//  - 100 POSTs of 3 MB to /api/cart (Content-Length and chunked): 413 with the API's message,
//    answered by the edge without the API seeing them;
//  - the delivery endpoints (lib/delivery-attacks.mjs): telemetry beacons no page sends are
//    refused or dropped and counted nowhere, a flood from one address is cut at the rate limit
//    and cannot grow the metrics past their bound, and the canary abort refuses everyone without
//    the render secret; /_env/ paths are among the spellings of step 2;
//  - at the end every server process still running.
// Prints its figures and a summary table; exits non-zero naming each promise broken. Ctrl-C
// stops everything it started. Ports: API 19600, remotes 19611-19614, the remote copy 19620,
// metrics 19630-19636 (the API's, the remotes', the shells'), shell 19680, trap 19690,
// PostgreSQL 25460. Its folder is <temp>/healing-drill-edge, removed at
// the end unless DRILL_KEEP=1; DRILL_VERBOSE=1 shows the servers' output. The API runs with
// LOG_REQUESTS=1 (its request log is how the drill sees what reached it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { releases } from '@healing/edge';
import {
  foreignTargets,
  hiddenFilePaths,
  hostHeaderTricks,
  raw,
  smugglingCases,
} from './lib/edge-cases.mjs';
import { isAlive, openFiles, pidListeningOn } from './lib/processes.mjs';
import { decodedBody, describe, exchange, httpGet, requestBytes } from './lib/raw-http.mjs';
import remotes from '@healing/build-kit/remotes.json' with { type: 'json' };
import { EDGE_DIR, HOST_DIR, ROOT } from '../paths.mjs';
import { deliveryEndpointsPhase } from './lib/delivery-attacks.mjs';
import { assertPortsFree, startSite, waitForOk } from './lib/site.mjs';
import { bump, ms, percentile, Promises, say, tally } from './lib/report.mjs';

const PORTS = {
  api: 19600,
  remoteBase: 19611,
  releaseRemote: 19620,
  previewBase: 19661,
  shop: 19680,
  trap: 19690,
  pg: 25460,
  /** The API's metrics; the remotes' and the shells' take the ports after it. */
  metrics: 19630,
};
/** The shop's servers share it (start.mjs passes it on): the drill shows it to the canary abort. */
const RENDER_SECRET = randomBytes(32).toString('base64url');
const SLOW_SECONDS = secondsFrom('DRILL_SLOW_SECONDS', 60);
const SLOW_CONNECTIONS = 50;
const SLOW_DRIP_MS = 2_000;
const SLOW_P99_GOAL_MS = 1_000;
const ABORTED_DOWNLOADS = 1_000;
const REMOTE_ABORTED_DOWNLOADS = 300;
const FD_TOLERANCE = 5;
const RELEASE_SWITCHES = 50;
const SWITCH_EVERY_MS = 150;
const RELEASE_CLIENTS = 20;
const BIG_POSTS = 100;
const BIG_POST_BYTES = 3 * 1024 * 1024;
const TOO_LARGE_MESSAGE = 'The request body is too large (1 MB at most).';
const RAW_TEMPLATE_MARKER = /<meta name="?shop-config"? content="?\{\}"?\s*\/?>/;

const workDir = path.join(os.tmpdir(), 'healing-drill-edge');
const dataDir = path.join(workDir, 'data');
const releaseCopy = path.join(workDir, 'mf-catalog');
const runId = Date.now().toString(36);
const trapOrigin = `127.0.0.1:${PORTS.trap}`;

/** @param {string} name @param {number} fallback */
function secondsFrom(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number of seconds`);
  return value;
}
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const promises = new Promises();
const check = promises.check.bind(promises);

// ---------------------------------------------------------------------------------------------
// What the drill starts, and stops again whatever happens.

/** @type {import('./lib/site.mjs').Site | null} */
let site = null;
/** @type {import('node:child_process').ChildProcess | null} */
let releaseServer = null;
/** @type {string[]} */
const releaseServerLog = [];
/** @type {net.Server | null} */
let trap = null;
const trapSeen = { connections: 0, firstLines: /** @type {string[]} */ ([]) };
let stopping = false;

async function stopEverything() {
  if (stopping) return;
  stopping = true;
  if (releaseServer && releaseServer.exitCode === null && releaseServer.signalCode === null) {
    const server = releaseServer;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }
  await site?.stop();
  await new Promise((resolve) =>
    trap ? trap.close(() => resolve(undefined)) : resolve(undefined),
  );
  if (process.env.DRILL_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
}

for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.on(signal, () => {
    say(`\n${signal}: stopping the drill's servers`);
    stopEverything().then(
      () => process.exit(code),
      () => process.exit(code),
    );
  });
}
process.on('exit', () => {
  site?.stopNow();
  if (releaseServer && releaseServer.exitCode === null) releaseServer.kill('SIGTERM');
});

/** @returns {Promise<net.Server>} */
function startTrap() {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      trapSeen.connections += 1;
      socket.once('data', (chunk) => {
        if (trapSeen.firstLines.length < 10)
          trapSeen.firstLines.push(chunk.toString('latin1').split('\r\n')[0] ?? '');
      });
      socket.on('error', () => {});
      setTimeout(() => socket.destroy(), 1_000);
    });
    server.once('error', reject);
    server.listen(PORTS.trap, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------
// Files the servers must never hand out, recognised by their content.

/** @typedef {{ name: string, found: (body: Buffer) => boolean }} Secret */

/**
 * A file recognised by a run of its bytes from the middle (long enough never to occur by chance
 * in a page), or its whole text when it is short.
 * @param {string} name
 * @param {string} file
 * @returns {Secret[]}
 */
function secretFile(name, file) {
  if (!existsSync(file)) return [];
  const bytes = readFileSync(file);
  if (bytes.length === 0) return [];
  const size = Math.min(bytes.length, 256);
  const from = Math.max(0, Math.floor(bytes.length / 2) - size / 2);
  const sample = bytes.subarray(from, from + size);
  return [{ name, found: (body) => body.includes(sample) }];
}

/** @returns {Secret[]} */
function secrets() {
  const list = [
    ...secretFile(
      'shell/host/dist/server/render.cjs (the server bundle)',
      path.join(HOST_DIR, 'dist/server/render.cjs'),
    ),
    ...secretFile(
      'shell/host/dist/server-render-styles.json',
      path.join(HOST_DIR, 'dist/server-render-styles.json'),
    ),
    ...secretFile(
      'mf-catalog/dist/server/render.cjs',
      path.join(ROOT, 'mf-catalog/dist/server/render.cjs'),
    ),
    ...secretFile('shell/host/package.json', path.join(HOST_DIR, 'package.json')),
    ...secretFile('mf-catalog/package.json', path.join(ROOT, 'mf-catalog/package.json')),
    ...secretFile('shell/host/webpack.config.cjs', path.join(HOST_DIR, 'webpack.config.cjs')),
    ...secretFile('package.json (the repository)', path.join(ROOT, 'package.json')),
  ];
  list.push(
    { name: '/etc/passwd', found: (body) => body.includes('root:x:0:0') },
    {
      name: 'a source map',
      found: (body) =>
        /^\s*\{\s*"version"\s*:\s*3/.test(body.subarray(0, 64).toString('latin1')) ||
        body.includes('"mappings":"'),
    },
    {
      name: 'the raw page template (shop-config still {})',
      found: (body) => RAW_TEMPLATE_MARKER.test(body.toString('latin1')),
    },
  );
  return list;
}

/** The largest public script of a build folder (top level, no maps, no compressed copies). */
function largestScript(/** @type {string} */ dir) {
  let best = { name: '', size: 0 };
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const { size } = statSync(path.join(dir, name));
    if (size > best.size) best = { name, size };
  }
  if (!best.name) throw new Error(`no script in ${dir}`);
  return best;
}

// ---------------------------------------------------------------------------------------------
// 1. Targets that name another host or none.

/** @param {{ name: string, port: number }[]} servers */
async function foreignTargetsPhase(servers) {
  say('\n1. Request targets naming another host or none');
  /** @type {string[]} */
  const refusals = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const server of servers) {
    for (const { label, bytes } of foreignTargets(trapOrigin)) {
      const result = await exchange(bytes, { port: server.port, timeoutMs: 3_000 });
      bump(statuses, describe(result));
      if (result.answers[0]?.status !== 400 || result.answers.length > 1) {
        refusals.push(`${server.name}: ${label} -> expected 400, got ${describe(result)}`);
      }
    }
  }
  say(
    `   ${servers.length} servers x ${foreignTargets(trapOrigin).length} targets: ${tally(statuses)}`,
  );
  check('malformed and absolute-form targets, CONNECT -> 400', tally(statuses), refusals);

  /** @type {string[]} */
  const tricks = [];
  /** @type {Record<string, number>} */
  const trickStatuses = {};
  /** @type {string[]} */
  const trickLines = [];
  const shell = servers[0];
  if (shell) {
    for (const { label, bytes, inHeaders } of hostHeaderTricks(trapOrigin)) {
      const result = await exchange(bytes, { port: shell.port, timeoutMs: 5_000 });
      const answer = result.answers[0];
      bump(trickStatuses, describe(result));
      trickLines.push(`${label}: ${describe(result)}`);
      if (!answer || answer.status >= 500) {
        tricks.push(`shell: ${label} -> expected an answer below 500, got ${describe(result)}`);
      } else if (inHeaders && decodedBody(answer).includes(trapOrigin)) {
        tricks.push(`shell: ${label} -> ${answer.status} whose body names ${trapOrigin}`);
      }
    }
  }
  await sleep(1_500);
  say(`   another host in Host, X-Forwarded-Host or the path, on the shell:`);
  for (const line of trickLines) say(`     ${line}`);
  say(
    `   the trap (${trapOrigin}) saw ${trapSeen.connections} connection(s) so far${trapSeen.firstLines.length ? `: ${trapSeen.firstLines.join(' | ')}` : ''}`,
  );
  check(
    'another host in Host / X-Forwarded-Host / path: answered (< 500), that host never in the page',
    tally(trickStatuses),
    tricks,
  );
}

// ---------------------------------------------------------------------------------------------
// 2. Paths out of the public build, the server's own files, the raw template, source maps.

/** @param {{ name: string, port: number }[]} servers @param {string} largestJs */
async function hiddenFilesPhase(servers, largestJs) {
  say('\n2. Encoded traversal, server-only files, the raw template, source maps');
  const known = secrets();
  /** @type {string[]} */
  const leaks = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let requests = 0;
  for (const server of servers) {
    for (const target of hiddenFilePaths(largestJs)) {
      for (const encoding of [null, 'br, gzip']) {
        const bytes = requestBytes(target, {
          headers: encoding ? { 'Accept-Encoding': encoding } : {},
        });
        const result = await exchange(bytes, { port: server.port, timeoutMs: 5_000 });
        requests += 1;
        bump(statuses, describe(result));
        for (const answer of result.answers) {
          const body = decodedBody(answer);
          for (const secret of known) {
            if (secret.found(body)) {
              leaks.push(
                `${server.name}: GET ${JSON.stringify(target)}${encoding ? ` (Accept-Encoding: ${encoding})` : ''} -> ${answer.status} with ${secret.name}`,
              );
            }
          }
        }
        if (result.answers.some((answer) => answer.status >= 500)) {
          leaks.push(
            `${server.name}: GET ${JSON.stringify(target)} -> ${describe(result)} (a 5xx)`,
          );
        }
      }
    }
  }
  say(`   ${requests} requests: ${tally(statuses)}`);
  check(
    'traversal / server files / raw template / .map never served',
    `${requests} requests; ${leaks.length} leaks`,
    leaks,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Request smuggling.

/**
 * @param {import('./lib/site.mjs').Site} running
 * @param {{ name: string, port: number }[]} servers
 */
async function smugglingPhase(running, servers) {
  say('\n3. Request smuggling');
  // The API's request log must show a request that did go through, or the check is blind. It
  // logs each request's id (which the edge keeps from the client), never its address.
  const canary = `drill-canary-${runId}`;
  const canaryAnswer = await httpGet(PORTS.shop, `/api/${canary}`, {
    headers: { 'X-Request-Id': canary },
  });
  await sleep(800);
  const logWorks = running.apiLog().includes(canary);
  say(
    `   canary GET /api/${canary} through the shell: ${canaryAnswer.status}; in the API's log: ${logWorks ? 'yes' : 'NO'}`,
  );

  /** @type {string[]} */
  const findings = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {{ marker: string, label: string, server: string }[]} */
  const markers = [];
  let n = 0;
  for (const server of servers) {
    for (const index of smugglingCases('x').keys()) {
      const marker = `smuggled-${runId}-${(n += 1)}`;
      const variant = smugglingCases(marker)[index];
      if (!variant) continue;
      markers.push({ marker, label: variant.label, server: server.name });
      const result = await exchange(variant.bytes, {
        port: server.port,
        timeoutMs: 2_500,
        expectAnswers: 0,
      });
      bump(statuses, describe(result));
      const [first, ...later] = result.answers;
      // Refused: a 400 (or, when only the body's framing is broken, a 4xx the route gave from
      // the head before the parser's 400), or the connection closed. Anything after the first
      // answer other than that 400 answered the hidden request.
      const firstRefuses = first
        ? first.status === 400 ||
          (variant.inBody === true && first.status >= 400 && first.status < 500)
        : true;
      if (!firstRefuses || later.some((answer) => answer.status !== 400)) {
        findings.push(
          `${server.name}: ${variant.label} -> expected 400 or a closed connection${variant.inBody ? ' (or a 4xx, then 400)' : ''}, got ${describe(result)}`,
        );
      }
    }
  }
  await sleep(1_500);
  const log = running.apiLog();
  const reached = markers.filter(({ marker }) => log.includes(marker));
  for (const { label, server } of reached)
    findings.push(`${server}: ${label} -> the hidden GET reached the API`);
  if (!logWorks)
    findings.push(
      'the API request log (LOG_REQUESTS=1) did not show the canary: the API-side check is blind',
    );
  say(
    `   ${markers.length} requests: ${tally(statuses)}; hidden requests seen by the API: ${reached.length}`,
  );
  check(
    'smuggling (TE+CL, CL+CL, chunked+identity, obs-fold, bare LF/CR) -> 400 or closed; API sees none',
    `${tally(statuses)}; ${reached.length} reached the API`,
    findings,
  );
}

// ---------------------------------------------------------------------------------------------
// 4. 100 KB of headers.

/** @param {{ name: string, port: number }[]} servers */
async function bigHeadersPhase(servers) {
  say('\n4. 100 KB of headers');
  const many = Array.from({ length: 100 }, (_, i) => `X-Pad-${i}: ${'a'.repeat(1000)}`);
  const variants = [
    {
      label: '100 headers of 1 KB on GET /',
      bytes: raw(['GET / HTTP/1.1', 'Host: localhost', ...many]),
    },
    {
      label: 'one 100 KB header on GET /',
      bytes: raw(['GET / HTTP/1.1', 'Host: localhost', `X-Big: ${'b'.repeat(100 * 1024)}`]),
    },
    {
      label: '100 headers of 1 KB on GET /api/products',
      bytes: raw(['GET /api/products HTTP/1.1', 'Host: localhost', ...many]),
    },
    {
      label: 'a 100 KB cookie on GET /product/1',
      bytes: raw([
        'GET /product/1 HTTP/1.1',
        'Host: localhost',
        `Cookie: a=${'c'.repeat(100 * 1024)}`,
      ]),
    },
  ];
  /** @type {string[]} */
  const findings = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const server of servers) {
    for (const { label, bytes } of variants) {
      const result = await exchange(bytes, { port: server.port, timeoutMs: 5_000 });
      bump(statuses, describe(result));
      const status = result.answers[0]?.status;
      if (status !== 431 && status !== 400)
        findings.push(`${server.name}: ${label} -> expected 431 or 400, got ${describe(result)}`);
    }
    const health = await httpGet(server.port, '/healthz');
    if (health.status !== 200)
      findings.push(
        `${server.name}: /healthz after the big headers -> ${health.status || health.error}`,
      );
  }
  say(`   ${tally(statuses)}`);
  check('100 KB of headers -> 431/400, server alive', tally(statuses), findings);
}

// ---------------------------------------------------------------------------------------------
// 5. Slow connections beside a normal visitor.

async function slowConnectionsPhase() {
  say(
    `\n5. ${SLOW_CONNECTIONS} connections dribbling their headers (a byte every ${SLOW_DRIP_MS / 1000} s) for ${SLOW_SECONDS} s, beside a normal visitor`,
  );
  const stopAt = Date.now() + SLOW_SECONDS * 1000;
  /** @type {Set<net.Socket>} */
  const open = new Set();
  const slow = { opened: 0, closedByServer: 0, maxOpen: 0, refused: 0 };
  /** @type {number[]} */
  const lifetimes = [];
  /** @type {Record<string, number>} */
  const slowAnswers = {};
  let over = false;
  const openOne = () => {
    if (over) return;
    const socket = net.connect({ port: PORTS.shop, host: '127.0.0.1' });
    const openedAt = Date.now();
    slow.opened += 1;
    open.add(socket);
    slow.maxOpen = Math.max(slow.maxOpen, open.size);
    let connected = false;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, SLOW_DRIP_MS);
    socket.on('connect', () => {
      connected = true;
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    });
    socket.once('data', (chunk) =>
      bump(slowAnswers, chunk.toString('latin1').split('\r\n')[0] ?? '?'),
    );
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      open.delete(socket);
      if (over) return;
      if (connected) {
        slow.closedByServer += 1;
        lifetimes.push(Date.now() - openedAt);
      } else {
        slow.refused += 1;
      }
      // The attacker keeps its fifty: a closed one is replaced after a breath.
      setTimeout(openOne, 100);
    });
  };
  for (let i = 0; i < SLOW_CONNECTIONS; i += 1) openOne();
  await sleep(1_000);

  /** @type {{ page: number[], api: number[] }} */
  const latencies = { page: [], api: [] };
  /** @type {string[]} */
  const failures = [];
  const targets = /** @type {const} */ ([
    ['page', '/'],
    ['api', '/api/products/collection/inner-beauty'],
    ['page', '/product/2'],
    ['api', '/api/products/2'],
  ]);
  let turn = 0;
  while (Date.now() < stopAt) {
    const [kind, target] = targets[turn % targets.length] ?? targets[0];
    turn += 1;
    const answer = await httpGet(PORTS.shop, target, {
      headers: { 'Accept-Encoding': 'br' },
      timeoutMs: 10_000,
    });
    latencies[kind].push(answer.ms);
    if (answer.status !== 200)
      failures.push(`GET ${target} -> ${answer.status || answer.error} after ${ms(answer.ms)}`);
    await sleep(100);
  }
  over = true;
  const stillOpen = open.size;
  for (const socket of open) socket.destroy();

  const pageP99 = percentile(latencies.page, 0.99);
  const apiP99 = percentile(latencies.api, 0.99);
  say(
    `   slow side: ${slow.opened} opened, ${slow.closedByServer} closed by the server (after ${ms(percentile(lifetimes, 0.5))} median, ${ms(Math.max(0, ...lifetimes))} at most), ${stillOpen} still open at the end, at most ${slow.maxOpen} at once; answers they got: ${tally(slowAnswers) || 'none'}`,
  );
  say(
    `   normal visitor: ${latencies.page.length} pages (p50 ${ms(percentile(latencies.page, 0.5))}, p99 ${ms(pageP99)}), ${latencies.api.length} /api answers (p50 ${ms(percentile(latencies.api, 0.5))}, p99 ${ms(apiP99)}), ${failures.length} failed`,
  );
  const findings = [...failures.slice(0, 20)];
  if (!(pageP99 < SLOW_P99_GOAL_MS))
    findings.push(`pages p99 ${ms(pageP99)} (goal under ${SLOW_P99_GOAL_MS} ms)`);
  if (!(apiP99 < SLOW_P99_GOAL_MS))
    findings.push(`/api p99 ${ms(apiP99)} (goal under ${SLOW_P99_GOAL_MS} ms)`);
  check(
    `${SLOW_CONNECTIONS} slow connections for ${SLOW_SECONDS} s: normal visitor served, p99 < 1 s`,
    `pages p99 ${ms(pageP99)}, /api p99 ${ms(apiP99)}, ${failures.length} failed of ${latencies.page.length + latencies.api.length}; slow ones closed after ${ms(percentile(lifetimes, 0.5))} (median)`,
    findings,
  );
}

// ---------------------------------------------------------------------------------------------
// 6. Abandoned downloads and file descriptors.

/**
 * @param {{ name: string, port: number, pid: number, dir: string, file: string, size: number, count: number }} target
 */
async function abortedDownloads({ name, port, pid, dir, file, size, count }) {
  // Idle keep-alive connections of earlier steps close after 5 s: start from a quiet server.
  await sleep(6_000);
  const before = openFiles(pid, dir);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      const now = openFiles(pid, dir);
      if (now.total > peak.total) peak = now;
    } catch {
      // the process is gone: seen below
    }
  }, 50);
  const encodings = [null, 'br', 'gzip'];
  /** @type {Record<string, number>} */
  const outcomes = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const encoding = encodings[index % encodings.length];
      /** @type {Record<string, string>} */
      const headers = encoding ? { 'Accept-Encoding': encoding } : {};
      await new Promise((resolve) => {
        const socket = net.connect({ port, host: '127.0.0.1' });
        socket.on('connect', () =>
          socket.write(requestBytes(`/${file}`, { headers, close: false })),
        );
        socket.once('data', () => {
          bump(outcomes, 'first chunk read, then dropped');
          socket.destroy();
        });
        socket.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
          bump(outcomes, `error ${error.code ?? error.message}`),
        );
        socket.on('close', resolve);
        setTimeout(() => socket.destroy(), 5_000);
      });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  clearInterval(sampler);
  const right = openFiles(pid, dir);
  let after = right;
  const settleStart = Date.now();
  while (Date.now() - settleStart < 20_000) {
    after = openFiles(pid, dir);
    if (after.total <= before.total + FD_TOLERANCE && after.underDir <= before.underDir) break;
    await sleep(500);
  }
  const settledMs = Date.now() - settleStart;
  const whole = await httpGet(port, `/${file}`);
  say(
    `   ${name}: ${count} downloads of ${file} (${(size / 1024).toFixed(0)} KB) dropped after the first chunk (${tally(outcomes)}); fds ${before.total} before (${before.underDir} on build files), peak ${peak.total} (${peak.underDir}), ${right.total} (${right.underDir}) right after, ${after.total} (${after.underDir}) after ${(settledMs / 1000).toFixed(1)} s`,
  );
  /** @type {string[]} */
  const findings = [];
  if (after.total > before.total + FD_TOLERANCE)
    findings.push(
      `${name}: ${after.total} fds 20 s after the aborts, ${before.total} before (tolerance ${FD_TOLERANCE})`,
    );
  if (after.underDir > before.underDir)
    findings.push(`${name}: ${after.underDir} build files still open, ${before.underDir} before`);
  if (whole.status !== 200 || whole.body.length !== size)
    findings.push(
      `${name}: a whole download afterwards -> ${whole.status || whole.error}, ${whole.body.length} of ${size} bytes`,
    );
  return {
    measured: `${name}: fds ${before.total} -> ${after.total} (build files ${before.underDir} -> ${after.underDir})`,
    findings,
  };
}

// ---------------------------------------------------------------------------------------------
// 7. Releases switched under downloads.

/**
 * Two releases of the catalog remote in a copy of its folder, released one after the other as
 * a deploy does (recordLive prunes folders the history does not name, so each goes live once
 * it is complete): A is its build, B the same with a longer manifest and entry, so a body that
 * mixes the two, or has one's length and the other's bytes, shows.
 */
async function prepareReleases() {
  rmSync(releaseCopy, { recursive: true, force: true });
  const dist = path.join(ROOT, 'mf-catalog/dist');
  const dirA = path.join(releaseCopy, 'releases', 'A');
  const dirB = path.join(releaseCopy, 'releases', 'B');
  mkdirSync(path.dirname(dirA), { recursive: true });
  cpSync(dist, dirA, { recursive: true });
  await releases.recordLive(releaseCopy, 'A');
  cpSync(dist, dirB, { recursive: true });
  const entry = readFileSync(path.join(dirB, 'remoteEntry.js'));
  const changedEntry = Buffer.concat([
    entry,
    Buffer.from(`\n/* release B of the edge drill ${'-'.repeat(4000)} */\n`),
  ]);
  writeFileSync(path.join(dirB, 'remoteEntry.js'), changedEntry);
  writeFileSync(path.join(dirB, 'remoteEntry.js.br'), brotliCompressSync(changedEntry));
  const manifest = readFileSync(path.join(dirB, 'mf-manifest.json'));
  const changedManifest = Buffer.concat([manifest, Buffer.from(' '.repeat(3000))]);
  writeFileSync(path.join(dirB, 'mf-manifest.json'), changedManifest);
  writeFileSync(path.join(dirB, 'mf-manifest.json.br'), brotliCompressSync(changedManifest));
  await releases.recordLive(releaseCopy, 'B');
  releases.pointCurrentAt(releaseCopy, 'A');
  const files = readdirSync(dirA).filter(
    (name) =>
      name === 'mf-manifest.json' ||
      (/\.(js|css)$/.test(name) && statSync(path.join(dirA, name)).isFile()),
  );
  /** @type {Map<string, Buffer[]>} */
  const expected = new Map();
  for (const name of files) {
    const a = readFileSync(path.join(dirA, name));
    const b = readFileSync(path.join(dirB, name));
    expected.set(name, a.equals(b) ? [a] : [a, b]);
  }
  return { files, expected };
}

async function releaseSwitchPhase() {
  say(
    `\n7. A remote's release switched ${RELEASE_SWITCHES} times while ${RELEASE_CLIENTS} clients download it`,
  );
  const { files, expected } = await prepareReleases();
  const server = spawn(
    process.execPath,
    [path.join(EDGE_DIR, 'bin/healing-serve.cjs'), '--port', String(PORTS.releaseRemote)],
    {
      cwd: releaseCopy,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'warn' },
    },
  );
  releaseServer = server;
  const keep = (/** @type {Buffer} */ chunk) => {
    releaseServerLog.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (releaseServerLog.length > 200) releaseServerLog.splice(0, releaseServerLog.length - 100);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await waitForOk(`http://127.0.0.1:${PORTS.releaseRemote}/readyz`, 30_000);
  const pid = server.pid ?? 0;

  /** @type {Record<string, number>} */
  const outcomes = {};
  /** @type {string[]} */
  const failures = [];
  let downloads = 0;
  let running = true;
  const client = async (/** @type {number} */ id) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let turn = id;
    while (running) {
      const name = files[turn % files.length] ?? 'mf-manifest.json';
      const brotli = turn % 2 === 0;
      turn += 1;
      /** @type {Record<string, string>} */
      const headers = brotli ? { 'Accept-Encoding': 'br' } : {};
      const answer = await httpGet(PORTS.releaseRemote, `/${name}`, {
        agent,
        headers,
        timeoutMs: 10_000,
      });
      downloads += 1;
      let problem = null;
      if (answer.status !== 200) problem = `${answer.status || answer.error}`;
      else {
        const length = Number(answer.headers['content-length'] ?? NaN);
        if (Number.isFinite(length) && length !== answer.body.length)
          problem = `Content-Length ${length}, ${answer.body.length} bytes came`;
        else {
          let body = answer.body;
          const coding = answer.headers['content-encoding'];
          try {
            if (coding === 'br') body = brotliDecompressSync(body);
            else if (coding === 'gzip') body = gunzipSync(body);
          } catch {
            problem = `a ${coding} body that does not decode (${answer.body.length} bytes)`;
          }
          if (!problem && !(expected.get(name) ?? []).some((version) => version.equals(body))) {
            problem = `${body.length} bytes matching neither release (A ${expected.get(name)?.[0]?.length}, B ${expected.get(name)?.at(-1)?.length})`;
          }
        }
      }
      bump(outcomes, problem ? 'failed' : 'whole');
      if (problem) failures.push(`GET /${name}${brotli ? ' (br)' : ''} -> ${problem}`);
    }
    agent.destroy();
  };
  const clients = Array.from({ length: RELEASE_CLIENTS }, (_, id) => client(id));
  await sleep(500);
  let switches = 0;
  for (let i = 0; i < RELEASE_SWITCHES; i += 1) {
    const id = i % 2 === 0 ? 'B' : 'A';
    // Every other switch through recordLive (history and pruning too), the rest by the pointer.
    if (i % 4 < 2) await releases.recordLive(releaseCopy, id);
    else releases.pointCurrentAt(releaseCopy, id);
    switches += 1;
    await sleep(SWITCH_EVERY_MS);
  }
  await sleep(500);
  running = false;
  await Promise.all(clients);
  const live = releases.currentRelease(releaseCopy);
  const entry = await httpGet(PORTS.releaseRemote, '/remoteEntry.js');
  const liveEntry = readFileSync(
    path.join(releaseCopy, 'releases', String(live), 'remoteEntry.js'),
  );
  const alive = isAlive(pid);
  say(
    `   ${switches} switches (history now ${JSON.stringify(releases.history(releaseCopy))}, live ${live}); ${downloads} downloads of ${files.length} files: ${tally(outcomes)}; server ${alive ? 'alive' : 'GONE'}`,
  );
  const findings = [...failures];
  if (!entry.body.equals(liveEntry))
    findings.push(
      `after the switches remoteEntry.js is not the live release ${live}'s (${entry.body.length} bytes, ${liveEntry.length} expected)`,
    );
  if (!alive)
    findings.push(
      `the remote server (pid ${pid}) stopped: ${releaseServerLog.slice(-5).join(' | ')}`,
    );
  check(
    `${RELEASE_SWITCHES} release switches under ${RELEASE_CLIENTS} downloading clients: every download whole`,
    `${downloads} downloads: ${tally(outcomes)}`,
    findings,
  );
  return pid;
}

// ---------------------------------------------------------------------------------------------
// 8. Oversized bodies to /api/cart.

/**
 * The `message` of an error body in the API's format, or the start of whatever else it is.
 * @param {Buffer} body
 * @returns {string}
 */
function messageOf(body) {
  const text = body.toString('utf8');
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) return String(parsed.message);
  } catch {
    // not JSON
  }
  return text.slice(0, 80);
}

/**
 * One oversized POST /api/cart on a fresh connection, the body written as fast as the socket
 * takes it (as a browser uploads); the answer is whatever came back before the connection ended.
 * @param {number} port
 * @param {Buffer} body
 * @param {{ chunked: boolean, close: boolean }} how
 */
function postBig(port, body, { chunked, close }) {
  const head = [
    'POST /api/cart HTTP/1.1',
    'Host: localhost',
    'Content-Type: application/json',
    chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`,
    ...(close ? ['Connection: close'] : []),
  ];
  return exchange('', {
    port,
    timeoutMs: 20_000,
    expectAnswers: 1,
    lingerMs: 50,
    send: async (socket) => {
      const write = (/** @type {Buffer | string} */ data) =>
        new Promise((resolve) => {
          if (socket.destroyed) return resolve(false);
          if (socket.write(data)) return resolve(true);
          const done = () => {
            socket.off('drain', done);
            socket.off('close', done);
            resolve(!socket.destroyed);
          };
          socket.once('drain', done);
          socket.once('close', done);
        });
      await write(`${head.join('\r\n')}\r\n\r\n`);
      for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
        const piece = body.subarray(at, at + 64 * 1024);
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from('\r\n'),
            ])
          : piece;
        if (!(await write(framed))) return;
      }
      if (chunked) await write('0\r\n\r\n');
    },
  });
}

/** @param {import('./lib/site.mjs').Site} running */
async function bigBodiesPhase(running) {
  say(
    `\n8. ${BIG_POSTS} POSTs of ${BIG_POST_BYTES / 1024 / 1024} MB to /api/cart through the shell (Content-Length or chunked, keep-alive or Connection: close)`,
  );
  const logBefore = running.apiLog().length;
  const pad = Buffer.alloc(BIG_POST_BYTES - 80, 'x');
  const body = Buffer.concat([
    Buffer.from('{"sessionId":"drill","productId":1,"quantity":1,"pad":"'),
    pad,
    Buffer.from('"}'),
  ]);
  const kinds = [
    { chunked: false, close: false },
    { chunked: true, close: false },
    { chunked: false, close: true },
    { chunked: true, close: true },
  ];
  const kindName = (/** @type {{ chunked: boolean, close: boolean }} */ kind) =>
    `${kind.chunked ? 'chunked' : 'Content-Length'}${kind.close ? ', close' : ''}`;
  /**
   * @param {number} port
   * @param {number} count
   */
  const send = async (port, count) => {
    /** @type {Record<string, number>} */
    const statuses = {};
    /** @type {string[]} */
    const findings = [];
    /** @type {number[]} */
    const times = [];
    let answered = 0;
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const kind = kinds[next % kinds.length] ?? { chunked: false, close: false };
        next += 1;
        const result = await postBig(port, body, kind);
        times.push(result.ms);
        const answer = result.answers[0];
        const message = answer ? messageOf(answer.body) : '';
        const right = answer?.status === 413 && message === TOO_LARGE_MESSAGE;
        if (right) answered += 1;
        const got = answer
          ? `${answer.status}${right ? '' : ` "${message}"`}`
          : `${describe(result)}, ${result.bytesRead} bytes read`;
        bump(statuses, `${kindName(kind)}: ${got}`);
        if (!right) {
          findings.push(
            `POST /api/cart, 3 MB, ${kindName(kind)} -> expected 413 "${TOO_LARGE_MESSAGE}", got ${got}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return { statuses, findings, times, answered };
  };
  const viaShell = await send(PORTS.shop, BIG_POSTS);
  await sleep(800);
  const logAfterShell = running.apiLog().length;
  const seenByApi = cartPostsIn(running.apiLog().slice(logBefore, logAfterShell));
  say(
    `   through the shell: ${viaShell.answered} of ${BIG_POSTS} got the 413; ${tally(viaShell.statuses)}`,
  );
  say(
    `   each took ${ms(percentile(viaShell.times, 0.5))} median, ${ms(Math.max(...viaShell.times))} at most; POST /api/cart in the API's log meanwhile: ${seenByApi}`,
  );
  // For comparison only (no promise): the same posts sent to the API itself.
  const direct = await send(PORTS.api, 20);
  await sleep(800);
  // The same log must show the posts that did reach the API, or the count above is blind.
  const seenDirect = cartPostsIn(running.apiLog().slice(logAfterShell));
  say(
    `   for comparison, 20 sent to the API directly: ${direct.answered} of 20 got the 413; ${tally(direct.statuses)}`,
  );
  check(
    `${BIG_POSTS} of ${BIG_POSTS} x 3 MB POST /api/cart -> 413 with the API's message`,
    `${viaShell.answered} of ${BIG_POSTS} (API direct: ${direct.answered} of 20)`,
    viaShell.findings,
  );
  check(
    'oversized bodies stopped at the edge (the API never sees them)',
    `${seenByApi} of ${BIG_POSTS} reached the API`,
    [
      ...(seenByApi === 0
        ? []
        : [`the API's request log shows ${seenByApi} POST /api/cart during the oversized posts`]),
      ...(seenDirect === 20
        ? []
        : [
            `the API's request log shows ${seenDirect} of the 20 posts sent to it directly: the count is blind`,
          ]),
    ],
  );
}

/** POST /api/cart answers in a stretch of the API's request log (it logs routes, not addresses). */
function cartPostsIn(/** @type {string} */ log) {
  return log.split('"method":"POST","route":"/api/cart","status"').length - 1;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  await assertPortsFree([PORTS.trap, PORTS.releaseRemote]);
  mkdirSync(workDir, { recursive: true });
  trap = await startTrap();
  site = await startSite({
    label: 'drill:edge',
    ports: PORTS,
    dataDir,
    onStarted: (started) => {
      site = started;
    },
    env: {
      // The API's request log is how the drill sees what reached it.
      LOG_REQUESTS: '1',
      // The drill is one client sending many writes; the write limit has its own drill.
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      METRICS_PORT: String(PORTS.metrics),
      RENDER_SECRET,
    },
  });
  const running = site;
  /** @type {Record<string, number>} */
  const pids = {
    'start.mjs': running.process.pid ?? 0,
    api: pidListeningOn(PORTS.api) ?? 0,
    shell: pidListeningOn(PORTS.shop) ?? 0,
    ...Object.fromEntries(
      remotes.map((remote, index) => [
        remote.package,
        pidListeningOn(PORTS.remoteBase + index) ?? 0,
      ]),
    ),
  };
  say(
    `[drill:edge] up; processes: ${Object.entries(pids)
      .map(([name, pid]) => `${name} ${pid}`)
      .join(', ')}`,
  );
  if (!pids.shell || !pids['mf-catalog'])
    throw new Error('could not find the shell or catalog server process by its port');

  const servers = [
    { name: 'shell', port: PORTS.shop },
    { name: 'mf-catalog', port: PORTS.remoteBase },
  ];
  const shellScript = largestScript(path.join(HOST_DIR, 'dist'));
  const remoteScript = largestScript(path.join(ROOT, 'mf-catalog/dist'));

  await foreignTargetsPhase(servers);
  await hiddenFilesPhase(servers, shellScript.name);
  await smugglingPhase(running, servers);
  await bigHeadersPhase(servers);
  await slowConnectionsPhase();

  say(`\n6. Downloads abandoned after the first chunk`);
  const shellFds = await abortedDownloads({
    name: 'shell',
    port: PORTS.shop,
    pid: pids.shell,
    dir: path.join(HOST_DIR, 'dist'),
    file: shellScript.name,
    size: shellScript.size,
    count: ABORTED_DOWNLOADS,
  });
  check(
    `${ABORTED_DOWNLOADS} aborted downloads: shell server's fds unchanged (±${FD_TOLERANCE})`,
    shellFds.measured,
    shellFds.findings,
  );
  const remoteFds = await abortedDownloads({
    name: 'mf-catalog',
    port: PORTS.remoteBase,
    pid: pids['mf-catalog'],
    dir: path.join(ROOT, 'mf-catalog/dist'),
    file: remoteScript.name,
    size: remoteScript.size,
    count: REMOTE_ABORTED_DOWNLOADS,
  });
  check(
    `${REMOTE_ABORTED_DOWNLOADS} aborted downloads: remote server's fds unchanged (±${FD_TOLERANCE})`,
    remoteFds.measured,
    remoteFds.findings,
  );

  const releasePid = await releaseSwitchPhase();
  await bigBodiesPhase(running);
  await deliveryEndpointsPhase({
    shopPort: PORTS.shop,
    // start.mjs hands out metrics ports in start order: the API, each remote, then the shell.
    shellMetricsPort: PORTS.metrics + 1 + remotes.length,
    remotePort: PORTS.remoteBase,
    secret: RENDER_SECRET,
    check,
  });

  say('\n10. Every server still running');
  /** @type {string[]} */
  const gone = [];
  for (const [name, pid] of Object.entries({ ...pids, 'mf-catalog (release copy)': releasePid })) {
    if (!pid || !isAlive(pid)) gone.push(`${name} (pid ${pid}) is not running`);
  }
  const siteExit = running.exited();
  if (siteExit)
    gone.push(
      `start.mjs stopped (${JSON.stringify(siteExit)}), so one of its servers did: ${running.tail(10).join(' | ')}`,
    );
  for (const { name, port } of [
    ...servers,
    { name: 'mf-catalog (release copy)', port: PORTS.releaseRemote },
  ]) {
    const health = await httpGet(port, '/healthz');
    if (health.status !== 200) gone.push(`${name}: /healthz -> ${health.status || health.error}`);
  }
  const errorsLogged = running.tail(400).filter((line) => /"level":(50|60)/.test(line)).length;
  say(
    `   ${Object.keys(pids).length + 1 - gone.length} of ${Object.keys(pids).length + 1} processes running; error lines logged by the servers (last 400 lines): ${errorsLogged}`,
  );
  check('zero crashes: every server process still running', `${gone.length} stopped`, gone);
  check(
    'zero requests leave for other hosts (the trap, whole drill)',
    `${trapSeen.connections} connections to the trap`,
    trapSeen.connections === 0
      ? []
      : [`the trap saw ${trapSeen.connections} connection(s): ${trapSeen.firstLines.join(' | ')}`],
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
say(`\n=== edge drill: summary (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
promises.printSummary();
