#!/usr/bin/env node
// `npm run drill -w @healing/tooling [-- name ...]`: the shell's drills, one after the other, each in its
// own process (a drill that cannot even start does not stop the next); exits non-zero when any
// of them broke a promise. `edge` attacks the front servers over raw sockets (edge.mjs);
// `remote-faults` takes each remote down, slow and broken in a real browser (remote-faults.mjs);
// `replicas` runs the shop as production does, replicas behind HAProxy, and stops, kills and
// restarts replicas under shoppers (replicas.mjs); `failover` kills the primary PostgreSQL
// mid-load and promotes its synchronous standby (failover.mjs); `delivery` canaries a failing
// catalog release to shoppers in a real browser until it is aborted by itself, then a good one
// (delivery.mjs); `attacker` runs again each finding of the attacker's report on the landed
// shop, and shows it holds (attacker.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const drillsDir = path.dirname(fileURLToPath(import.meta.url));
const DRILLS = ['edge', 'remote-faults', 'replicas', 'failover', 'delivery', 'attacker'];
const say = (/** @type {string} */ text) => void process.stdout.write(`${text}\n`);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !DRILLS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown drill: ${unknown.join(', ')}. The drills: ${DRILLS.join(', ')}.`);
  process.exit(2);
}

/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
let interrupted = false;
// Ctrl-C reaches the drill too (same process group): it stops its own servers and exits; the
// runner waits for that, runs no further drill, and exits with the signal's code.
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.on(signal, () => {
    interrupted = true;
    process.exitCode = code;
    if (signal === 'SIGTERM') current?.kill('SIGTERM');
  });
}

/**
 * @param {string} name
 * @returns {Promise<number>} the drill's exit code
 */
function runDrill(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(drillsDir, `${name}.mjs`)], {
      stdio: 'inherit',
    });
    current = child;
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** @type {{ name: string, code: number, seconds: string }[]} */
const results = [];
for (const name of asked.length > 0 ? asked : DRILLS) {
  if (interrupted) break;
  say(`\n=== drill: ${name}`);
  const startedAt = Date.now();
  const code = await runDrill(name);
  results.push({ name, code, seconds: ((Date.now() - startedAt) / 1000).toFixed(0) });
}
say('\n=== shell drills: summary');
for (const { name, code, seconds } of results) {
  say(`${name}: ${code === 0 ? 'every promise kept' : `FAILED (exit ${code})`} (${seconds} s)`);
}
if (!interrupted) process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
