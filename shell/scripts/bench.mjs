#!/usr/bin/env node
// `npm run bench`: the API benchmark and the web benchmark in one run, one after the other (so
// they never share the two cores), then one table of every figure beside its target.
// Exits non-zero when a target is missed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(label, script) {
  return new Promise((resolve) => {
    console.log(`\n=== ${label} ===`);
    const child = spawn(process.execPath, [script, '--json'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function figuresFrom(output, tag) {
  const line = output.split('\n').find((item) => item.startsWith(`${tag} `));
  return line ? JSON.parse(line.slice(tag.length + 1)) : null;
}

const apiRun = await run('API benchmark (api/scripts/bench.mjs)', 'api/scripts/bench.mjs');
const webRun = await run(
  'Web benchmark (shell/scripts/bench-web.mjs)',
  'shell/scripts/bench-web.mjs',
);
const api = figuresFrom(apiRun.output, 'BENCH_API_JSON');
const web = figuresFrom(webRun.output, 'BENCH_WEB_JSON');

const rows = [];
const add = (measure, value, target, ok) =>
  rows.push({ measure, value, target, met: ok ? 'yes' : 'NO' });
if (api) {
  add(
    'API / bare Node+pg throughput (median of rounds)',
    `${api.ratio.toFixed(2)} (${(api.ratios ?? [api.ratio]).map((value) => value.toFixed(2)).join(' ')})`,
    '>= 0.75',
    api.ratio >= 0.75,
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
} else {
  add('API benchmark', 'did not finish', '', false);
}
if (web) {
  for (const page of web.lighthouse) {
    add(
      `Lighthouse ${page.page}: Performance / Accessibility`,
      `${page.performance} / ${page.accessibility}`,
      '95+ / 100',
      page.performance >= 95 && page.accessibility === 100,
    );
    add(
      `  ${page.page}: LCP / TBT / CLS`,
      `${page.lcpMs} ms / ${page.tbtMs} ms / ${page.cls}`,
      'CLS < 0.05',
      page.cls < 0.05,
    );
  }
  add(
    'federated JS / single bundle (home, shell+catalog, gzip)',
    `${web.ratio.toFixed(2)}x (${(web.federated.scriptBytes / 1024).toFixed(0)} / ${(web.bundled.scriptBytes / 1024).toFixed(0)} KB; brotli ${(web.federated.transferredBytes / web.bundled.transferredBytes).toFixed(2)}x)`,
    '<= 1.15x',
    web.ratio <= 1.15,
  );
} else {
  add('Web benchmark', 'did not finish', '', false);
}
console.log('\n=== npm run bench: every figure ===');
console.table(rows);
process.exit(rows.every((row) => row.met === 'yes') ? 0 : 1);
