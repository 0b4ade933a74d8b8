// Resident memory of the API over a run, and its growth once warmed up.
import { rssMb } from './api.mjs';
import { percentile } from './stats.mjs';

/** @typedef {{ seconds: number, mb: number }} MemorySample */

/**
 * @param {number} pid
 * @param {number} [everyMs]
 */
export function sampleMemory(pid, everyMs = 2000) {
  /** @type {MemorySample[]} */
  const samples = [];
  const startedAt = Date.now();
  const take = () =>
    rssMb(pid).then(
      (mb) => samples.push({ seconds: (Date.now() - startedAt) / 1000, mb }),
      () => undefined,
    );
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}

const median = (/** @type {number[]} */ values) =>
  percentile(Float64Array.from(values).sort(), 0.5);

/**
 * Growth from just after warm-up to the end: the median of a window after `warmupSeconds`
 * against the median of the same-sized window at the end (medians, so one GC pause or one
 * burst does not decide it).
 * @param {MemorySample[]} samples
 * @param {number} warmupSeconds
 * @param {number} windowSeconds
 */
export function memoryGrowth(samples, warmupSeconds, windowSeconds) {
  const end = samples[samples.length - 1]?.seconds ?? 0;
  /** @type {(from: number, to: number) => number[]} */
  const within = (from, to) =>
    samples.filter((s) => s.seconds >= from && s.seconds <= to).map((s) => s.mb);
  const baseline = median(within(warmupSeconds, warmupSeconds + windowSeconds));
  const final = median(within(end - windowSeconds, end));
  return {
    baseline,
    final,
    growth: final / baseline - 1,
    min: Math.min(...samples.map((s) => s.mb)),
    max: Math.max(...samples.map((s) => s.mb)),
  };
}
