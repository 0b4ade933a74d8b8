// The rule that aborts a canary by itself (issue 33 item 6), a pure function of four counts
// taken since the canary started: the pages the shell's server served with the canary and with
// the stable release, and the browser failures their beacons reported for each release.
//
// Abort when all hold:
//   - the canary has been served at least `minPages` times (CANARY_MIN_PAGES, 50) and reported
//     at least `minFailures` failures (CANARY_MIN_FAILURES, 5): a handful of visitors never
//     decides;
//   - the canary's failure rate is above the stable release's;
//   - a one-sided two-proportion z-test gives z >= `minZ` (CANARY_MIN_Z, 3: about p < 0.0013),
//     so a canary as good as the stable release is aborted by chance about once in 700 checks
//     at most, while one failing on a few percent of its pages more is caught within a few
//     hundred of them.
// A page may send several failures (a load and a render of the same area): each side's
// failures are capped at its pages, so a rate is "failing pages per page" and stays a
// proportion.

export interface CanarySample {
  canaryPages: number;
  canaryFailures: number;
  stablePages: number;
  stableFailures: number;
}

export interface CanaryRule {
  minPages: number;
  minFailures: number;
  minZ: number;
}

export const DEFAULT_CANARY_RULE: CanaryRule = { minPages: 50, minFailures: 5, minZ: 3 };

export interface CanaryVerdict {
  abort: boolean;
  /** The rates and the z-score (null until both sides have pages). */
  canaryRate: number;
  stableRate: number;
  z: number | null;
  /** Why, in words, with the figures: for the log, the audit line and the e-mail. */
  reason: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The one-sided two-proportion z-score of the canary's rate over the stable one's. */
export function twoProportionZ(sample: CanarySample): number | null {
  const { canaryPages: n1, stablePages: n0 } = sample;
  if (n1 <= 0 || n0 <= 0) return null;
  const f1 = Math.min(sample.canaryFailures, n1);
  const f0 = Math.min(sample.stableFailures, n0);
  const pooled = (f1 + f0) / (n1 + n0);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n0));
  const diff = f1 / n1 - f0 / n0;
  if (se === 0) return diff > 0 ? Number.POSITIVE_INFINITY : 0;
  return diff / se;
}

/** Whether the canary in `sample` is to be aborted under `rule`, and why. */
export function judgeCanary(
  sample: CanarySample,
  rule: CanaryRule = DEFAULT_CANARY_RULE,
): CanaryVerdict {
  const rate = (failures: number, pages: number) =>
    pages > 0 ? Math.min(failures, pages) / pages : 0;
  const canaryRate = rate(sample.canaryFailures, sample.canaryPages);
  const stableRate = rate(sample.stableFailures, sample.stablePages);
  const z = twoProportionZ(sample);
  const figures =
    `canary ${sample.canaryFailures} failures in ${sample.canaryPages} pages (${percent(canaryRate)}), ` +
    `stable ${sample.stableFailures} in ${sample.stablePages} (${percent(stableRate)}), ` +
    `z ${z === null ? 'n/a' : z === Number.POSITIVE_INFINITY ? 'inf' : z.toFixed(2)}`;
  const verdict = (abort: boolean, why: string) => ({
    abort,
    canaryRate,
    stableRate,
    z,
    reason: `${why}: ${figures}`,
  });
  if (sample.canaryPages < rule.minPages) {
    return verdict(false, `fewer than ${rule.minPages} canary pages`);
  }
  if (sample.canaryFailures < rule.minFailures) {
    return verdict(false, `fewer than ${rule.minFailures} canary failures`);
  }
  if (z === null) return verdict(false, 'no stable pages to compare with');
  if (canaryRate <= stableRate || z < rule.minZ) {
    return verdict(false, `not significantly worse than stable (z < ${rule.minZ})`);
  }
  return verdict(true, `failing significantly more than stable (z >= ${rule.minZ})`);
}
