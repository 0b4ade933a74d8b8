// The read benchmark: peak throughput, then latency at half of it, with autocannon.
import autocannon from 'autocannon';

/**
 * What the read benchmark found for one server.
 * @typedef {{ name: string, peakRps: number, peakP99: number, halfP99: number }} ReadFigures
 */

/**
 * One autocannon run on `url` (50 connections unless `options` say otherwise); `onResponse(ms)`
 * hears each response's latency as it comes.
 * @param {string} url
 * @param {Omit<autocannon.Options, 'url'>} options
 * @param {(ms: number) => void} [onResponse]
 * @returns {Promise<autocannon.Result>}
 */
const load = (url, options, onResponse) =>
  new Promise((resolve, reject) => {
    const run = autocannon(
      { url, connections: 50, ...options },
      (/** @type {Error | null} */ error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse) run.on('response', (_client, _status, _bytes, ms) => onResponse(ms));
  });
/** @type {(ms: number) => Promise<void>} */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * p99 at a steady `rate` (req/s). autocannon's overallRate lets every connection send its
 * quota for the second as fast as it can, all connections at the same instant, so a single
 * instance measures bursts at full concurrency rather than a steady load. Here the rate is
 * split over instances started a tenth of a second apart, and the p99 is taken over every
 * response they saw.
 * @param {string} url
 * @param {number} rate
 * @param {number} seconds
 */
async function steadyP99(url, rate, seconds) {
  const slices = 10;
  /** @type {number[]} */
  const latenciesMs = [];
  await Promise.all(
    Array.from({ length: slices }, async (_, slice) => {
      await sleep(slice * (1000 / slices));
      await load(
        url,
        {
          connections: 5,
          overallRate: Math.max(1, Math.round(rate / slices)),
          duration: seconds,
        },
        (ms) => latenciesMs.push(ms),
      );
    }),
  );
  latenciesMs.sort((a, b) => a - b);
  return latenciesMs[Math.max(0, Math.ceil(latenciesMs.length * 0.99) - 1)] ?? NaN;
}

/**
 * Seconds of load: BENCH_SMOKE=1 (npm test's smoke run) shortens each to one second, enough to
 * prove the benchmark runs and its checks hold, too short for figures worth comparing.
 */
const SECONDS = process.env.BENCH_SMOKE === '1' ? { warm: 1, peak: 1 } : { warm: 3, peak: 10 };

/**
 * Warm-up 3 s; peak 10 s with 50 connections; then 10 s at half the peak rate.
 * @param {string} name
 * @param {string} url
 * @returns {Promise<ReadFigures>}
 */
export async function measure(name, url) {
  await load(url, { duration: SECONDS.warm });
  const peak = await load(url, { duration: SECONDS.peak });
  const halfP99 = await steadyP99(url, peak.requests.average / 2, SECONDS.peak);
  if (peak.non2xx + peak.errors > 0) {
    console.warn(`${name}: ${peak.non2xx + peak.errors} failed or non-2xx answers at peak`);
  }
  return { name, peakRps: peak.requests.average, peakP99: peak.latency.p99, halfP99 };
}

/**
 * Peak throughput alone (warm-up 3 s, then 10 s with 50 connections).
 * @param {string} url
 */
export async function peakRps(url) {
  await load(url, { duration: SECONDS.warm });
  return (await load(url, { duration: SECONDS.peak })).requests.average;
}

/**
 * @param {[api: ReadFigures, bare: ReadFigures]} rows
 * @param {number} [ratio]
 */
export function printTable([api, bare], ratio = api.peakRps / bare.peakRps) {
  console.log('\nserver | peak req/s | p99 at peak (ms) | p99 at half peak (ms) | ratio API/bare');
  for (const row of [api, bare]) {
    const cells = [
      row.name,
      row.peakRps.toFixed(0),
      row.peakP99.toFixed(1),
      row.halfP99.toFixed(1),
    ];
    console.log([...cells, row === api ? ratio.toFixed(2) : '-'].join(' | '));
  }
  return ratio;
}
