// What the benchmarks share about their load runs: wrk's whereabouts and its report read into
// figures, and the median of rounds.
import { existsSync } from 'node:fs';

/**
 * @typedef {object} Load
 * @property {number} rps mean answers per second
 * @property {number} p50 ms
 * @property {number} p99 ms
 * @property {number} failed non-2xx answers, errors and timeouts
 */

/** wrk, a load generator in C (Debian's package), when installed. */
export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => existsSync(file));

/**
 * The figures of what wrk printed (run with --latency): requests per second, p50 and p99 in
 * milliseconds, and the answers that failed (non-2xx or 3xx, and socket errors of every kind).
 * @param {string} text
 * @returns {Load}
 */
export function wrkFigures(text) {
  /** @param {RegExp} pattern */
  const number = (pattern) => Number(pattern.exec(text)?.[1] ?? NaN);
  /** wrk writes latencies as 812.00us, 2.10ms or 1.02s. @param {string} label */
  const latency = (label) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(text);
    if (!match) return NaN;
    const scale = { us: 0.001, ms: 1, s: 1000 }[/** @type {'us' | 'ms' | 's'} */ (match[2])];
    return Number(match[1]) * scale;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: latency('50'),
    p99: latency('99'),
    failed:
      (number(/Non-2xx or 3xx responses: (\d+)/) || 0) +
      (errors ? errors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0),
  };
}

/** The middle value (the upper of the two middle ones for an even count); NaN for none. */
export const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
