// What a drill promises and what it saw of each: a promise is kept when its findings are
// empty, and broken with the findings (request, expected, got) otherwise. The summary table
// and the figures' small helpers are shared by the drills that print them.
import { pathToFileURL } from 'node:url';

export const say = (/** @type {string} */ text) => void process.stdout.write(`${text}\n`);

/** @typedef {{ promise: string, measured: string, kept: boolean }} Row */

export class Promises {
  /** @type {Row[]} */
  rows = [];
  /** @type {string[]} */
  broken = [];

  /**
   * Records a promise.
   * @param {string} promise
   * @param {string} measured
   * @param {string[]} findings empty when the promise was kept
   */
  check(promise, measured, findings) {
    const kept = findings.length === 0;
    this.rows.push({ promise, measured, kept });
    if (kept) return;
    const shown = findings.slice(0, 12);
    const more =
      findings.length > shown.length ? `\n    ... and ${findings.length - shown.length} more` : '';
    this.broken.push(`${promise}\n    ${shown.join('\n    ')}${more}`);
    say(`  BROKEN: ${promise}\n    ${shown.join('\n    ')}${more}`);
  }

  /** The summary table, then the broken promises; sets a failing exit code when any broke. */
  printSummary() {
    printTable(this.rows);
    if (this.broken.length > 0) {
      say(`\n${this.broken.length} promise(s) broken:\n- ${this.broken.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      say('\nEvery promise kept');
    }
  }
}

/**
 * The promises as a table: promise, what was measured, kept. Long cells are not cut, only the
 * columns' widths are capped.
 * @param {Row[]} rows
 * @param {{ promise: number, measured: number }} [widest] the columns' widths at most
 */
export function printTable(rows, widest = { promise: 70, measured: 90 }) {
  const head = ['promise', 'measured', 'kept'];
  const caps = [widest.promise, widest.measured, 4];
  const cells = rows.map((row) => [row.promise, row.measured, row.kept ? 'yes' : 'NO']);
  const widths = head.map((title, column) =>
    Math.min(
      caps[column] ?? 4,
      Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)),
    ),
  );
  const line = (/** @type {string[]} */ values) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  say(line(head));
  say(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of cells) say(line(values));
}

/** @param {number[]} values @param {number} p a fraction: 0.99 for the 99th percentile */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? NaN;
}

export const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a';

/** @param {Record<string, number>} counts */
export const tally = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');

/** @param {Record<string, number>} counts @param {string} key */
export const bump = (counts, key) => void (counts[key] = (counts[key] ?? 0) + 1);

/**
 * Runs a drill's `run()` when its file is the process's own script (run.mjs starts each drill
 * as its own process): Ctrl-C and SIGTERM exit through process.exit, so the drill's exit
 * handlers stop its servers; the exit code says whether a promise broke. It exits itself: the
 * embedded PostgreSQL package's exit hook would otherwise exit with 0.
 * @param {string} moduleUrl  the drill's import.meta.url
 * @param {string} name
 * @param {() => Promise<string[]>} run  resolves with the broken promises
 */
export async function runWhenMain(moduleUrl, name, run) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])) {
    process.on(signal, () => {
      say(`\n${signal}: stopping the drill's servers`);
      process.exit(code);
    });
  }
  const startedAt = Date.now();
  const broken = await run();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  say(
    `\n${name} drill: ${broken.length ? `${broken.length} promise(s) broken` : 'every promise kept'} (${seconds} s)`,
  );
  process.exit(broken.length ? 1 : 0);
}
