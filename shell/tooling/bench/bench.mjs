#!/usr/bin/env node
// `npm run bench`: the API benchmark, the web benchmark, the edge benchmark and the replicas
// benchmark in one run, one after the other (so they never share the two cores), then one table
// of every figure beside its target.
// Exits non-zero when a target is missed.
// `--smoke` (`npm run bench:smoke`, part of `npm test`): each benchmark once with a second or two
// of load (BENCH_SMOKE=1), so none can rot unnoticed: it exits non-zero when a benchmark cannot
// run or one of its checks fails. Its figures are printed, not judged against the targets.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SMOKE = process.argv.includes('--smoke');

/**
 * What api/scripts/bench.mjs prints on its BENCH_API_JSON line.
 * @typedef {object} ApiFigures
 * @property {number} ratio     the API's throughput over bare Node + pg's (median of rounds)
 * @property {number[]} [ratios]  each round's
 * @property {{ peakRps: number, peakP99: number, halfP99: number }} api
 * @property {{ peakRps: number }} bare
 * @property {number} checkouts
 * @property {number} created
 * @property {number} orders
 * @property {number} racers         shoppers at once for the last pieces of one size
 * @property {number} lastPieces
 * @property {number} raceOrders
 * @property {number} raceRefused    answered 409
 * @property {number} raceStockLeft
 */

/**
 * What shell/tooling/bench/bench-web.mjs prints on its BENCH_WEB_JSON line.
 * @typedef {object} WebFigures
 * @property {{ browser: string, lighthouse: string, benchmarkIndex: number }} measuredIn
 * @property {{ page: string, performance: number, accessibility: number, lcpMs: number, tbtMs: number, untracedTbtMs: number, cls: number, runs: string }[]} lighthouse
 * @property {{ scriptBytes: number, transferredBytes: number }} federated
 * @property {{ scriptBytes: number, transferredBytes: number }} bundled
 * @property {number} ratio
 * @property {number} shippedTwice  modules that more than one of the home page's scripts carry
 */

/**
 * What shell/tooling/bench/bench-edge.mjs prints on its BENCH_EDGE_JSON line.
 * @typedef {object} EdgeFigures
 * @property {{ ratio: number, uncachedRatio: number, halfP99Ms: number }} goals
 * @property {{ page: string, path: string, rps: number, halfP99: number, staticRps: number, ratio: number, ratios: number[], uncachedRps: number, uncachedRatio: number, failed: number }[]} pages
 */

/**
 * What shell/tooling/bench/bench-replicas.mjs prints on its BENCH_REPLICAS_JSON line.
 * @typedef {object} ReplicasFigures
 * @property {{ rps: number, p99: number, failed: number }} direct  one replica, no balancer
 * @property {{ rps: number, p99: number, failed: number }} one     one replica behind HAProxy
 * @property {{ rps: number, p99: number, failed: number }} two     two replicas behind HAProxy
 * @property {number} scaleRatio     two / one (median round)
 * @property {number[]} scaleRatios
 * @property {number} balancerCost   1 - one / direct (median round)
 * @property {{ balancerCost: number }} goals
 */

/**
 * @param {string} label
 * @param {string} script
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function run(label, script) {
  return new Promise((resolve) => {
    console.log(`\n=== ${label} ===`);
    const child = spawn(process.execPath, [script, '--json'], {
      cwd: root,
      env: SMOKE ? { ...process.env, BENCH_SMOKE: '1' } : process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * The JSON on the line of `output` that starts with `tag`.
 * @param {string} output
 * @param {string} tag
 * @returns {unknown}
 */
function figuresFrom(output, tag) {
  const line = output.split('\n').find((item) => item.startsWith(`${tag} `));
  return line ? JSON.parse(line.slice(tag.length + 1)) : null;
}

const apiRun = await run('API benchmark (api/scripts/bench.mjs)', 'api/scripts/bench.mjs');
const webRun = await run(
  'Web benchmark (shell/tooling/bench/bench-web.mjs)',
  'shell/tooling/bench/bench-web.mjs',
);
const edgeRun = await run(
  'Edge benchmark (shell/tooling/bench/bench-edge.mjs)',
  'shell/tooling/bench/bench-edge.mjs',
);
const replicasRun = await run(
  'Replicas benchmark (shell/tooling/bench/bench-replicas.mjs)',
  'shell/tooling/bench/bench-replicas.mjs',
);
const api = /** @type {ApiFigures | null} */ (figuresFrom(apiRun.output, 'BENCH_API_JSON'));
const web = /** @type {WebFigures | null} */ (figuresFrom(webRun.output, 'BENCH_WEB_JSON'));
const edge = /** @type {EdgeFigures | null} */ (figuresFrom(edgeRun.output, 'BENCH_EDGE_JSON'));
const replicas = /** @type {ReplicasFigures | null} */ (
  figuresFrom(replicasRun.output, 'BENCH_REPLICAS_JSON')
);

/** @type {{ measure: string, value: string, target: string, met: 'yes' | 'NO' }[]} */
const rows = [];
/**
 * @param {string} measure
 * @param {string} value
 * @param {string} target
 * @param {boolean} ok
 */
const add = (measure, value, target, ok) =>
  rows.push({ measure, value, target, met: ok ? 'yes' : 'NO' });
if (api) {
  add(
    'API / bare Node+pg throughput (median of rounds)',
    `${api.ratio.toFixed(2)} (${(api.ratios ?? [api.ratio]).map((value) => value.toFixed(2)).join(' ')})`,
    '>= 0.9',
    api.ratio >= 0.9,
  );
  add(
    'API peak req/s (bare)',
    `${api.api.peakRps.toFixed(0)} (${api.bare.peakRps.toFixed(0)})`,
    '',
    true,
  );
  add(
    'API p99 at peak / at half peak',
    `${api.api.peakP99.toFixed(1)} / ${api.api.halfP99.toFixed(1)} ms`,
    '< 25 ms at half',
    api.api.halfP99 < 25,
  );
  add(
    'checkouts: 201s = orders stored',
    `${api.created} = ${api.orders}`,
    `${api.checkouts}`,
    api.created === api.orders && api.orders === api.checkouts,
  );
  add(
    'last pieces: orders / 409s / stock left',
    `${api.raceOrders} / ${api.raceRefused} / ${api.raceStockLeft}`,
    `${api.lastPieces} / ${api.racers - api.lastPieces} / 0`,
    api.raceOrders === api.lastPieces &&
      api.raceRefused === api.racers - api.lastPieces &&
      api.raceStockLeft === 0,
  );
} else {
  add('API benchmark', 'did not finish', '', false);
}
if (web) {
  add(
    'Lighthouse measured in (its figures move with the browser)',
    `Lighthouse ${web.measuredIn.lighthouse}, ${web.measuredIn.browser}, benchmark index ${web.measuredIn.benchmarkIndex}`,
    'shown',
    true,
  );
  for (const page of web.lighthouse) {
    add(
      `Lighthouse ${page.page}: Performance / Accessibility (runs)`,
      `${page.performance} / ${page.accessibility} (${page.runs})`,
      '95+ / 100',
      page.performance >= 95 && page.accessibility === 100,
    );
    add(
      `  ${page.page}: LCP / TBT (the browser's own, untraced at 4x) / CLS`,
      `${page.lcpMs} ms / ${page.tbtMs} ms (${page.untracedTbtMs} ms) / ${page.cls}`,
      'TBT <= 150 ms, CLS < 0.05',
      page.tbtMs <= 150 && page.cls < 0.05,
    );
  }
  add(
    'federated JS / single bundle (home, shell+catalog, gzip)',
    `${web.ratio.toFixed(2)}x (${(web.federated.scriptBytes / 1024).toFixed(0)} / ${(web.bundled.scriptBytes / 1024).toFixed(0)} KB; brotli ${(web.federated.transferredBytes / web.bundled.transferredBytes).toFixed(2)}x)`,
    '<= 1.30x',
    web.ratio <= 1.3,
  );
  add(
    'modules shipped twice on the home page (shell + remotes)',
    String(web.shippedTwice),
    '0',
    web.shippedTwice === 0,
  );
} else {
  add('Web benchmark', 'did not finish', '', false);
}
if (edge) {
  for (const page of edge.pages) {
    add(
      `shell server ${page.path}: as it runs (cached) / static pages/s (median of rounds)`,
      `${page.ratio.toFixed(2)} (${page.rps.toFixed(0)} / ${page.staticRps.toFixed(0)}; rounds ${page.ratios.map((value) => value.toFixed(2)).join(' ')})`,
      `>= ${edge.goals.ratio}`,
      page.ratio >= edge.goals.ratio && page.failed === 0,
    );
    add(
      `  ${page.path}: every request rendered / static pages/s`,
      `${page.uncachedRatio.toFixed(3)} (${page.uncachedRps.toFixed(0)} / ${page.staticRps.toFixed(0)})`,
      `>= ${edge.goals.uncachedRatio}`,
      page.uncachedRatio >= edge.goals.uncachedRatio,
    );
    add(
      `  ${page.path}: p99 at half peak`,
      `${page.halfP99.toFixed(1)} ms`,
      `< ${edge.goals.halfP99Ms} ms`,
      page.halfP99 < edge.goals.halfP99Ms,
    );
  }
} else {
  add('Edge benchmark', 'did not finish', '', false);
}
if (replicas) {
  add(
    'API req/s, read-heavy mix: 2 replicas / 1 behind HAProxy',
    `${replicas.scaleRatio.toFixed(2)} (${replicas.two.rps.toFixed(0)} / ${replicas.one.rps.toFixed(0)}; rounds ${replicas.scaleRatios.map((value) => value.toFixed(2)).join(' ')})`,
    'shown (2 cores)',
    true,
  );
  add(
    '  HAProxy cost: 1 - (behind HAProxy / direct)',
    `${(replicas.balancerCost * 100).toFixed(0)}% (${replicas.one.rps.toFixed(0)} / ${replicas.direct.rps.toFixed(0)} req/s; p99 ${replicas.one.p99.toFixed(1)} / ${replicas.direct.p99.toFixed(1)} ms)`,
    `<= ${replicas.goals.balancerCost * 100}%`,
    replicas.balancerCost <= replicas.goals.balancerCost &&
      replicas.direct.failed + replicas.one.failed + replicas.two.failed === 0,
  );
} else {
  add('Replicas benchmark', 'did not finish', '', false);
}
if (SMOKE) {
  const runs = { api: apiRun, web: webRun, edge: edgeRun, replicas: replicasRun };
  const failed = Object.entries(runs).filter(([, result]) => result.code !== 0);
  console.log('\n=== npm run bench:smoke: every figure (a smoke run judges no target) ===');
  console.table(rows.map(({ met: _met, ...row }) => row));
  for (const [name, result] of failed) {
    console.error(`the ${name} benchmark failed (exit ${result.code}): see its output above`);
  }
  console.log(failed.length === 0 ? 'Every benchmark ran and its checks held.' : '');
  process.exit(failed.length === 0 ? 0 : 1);
}
console.log('\n=== npm run bench: every figure ===');
console.table(rows);
process.exit(rows.every((row) => row.met === 'yes') ? 0 : 1);
