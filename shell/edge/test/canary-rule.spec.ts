// The rule that aborts a canary by itself: figures on both sides of each threshold.
import { DEFAULT_CANARY_RULE, judgeCanary, twoProportionZ } from '../src/shell/canary-rule';

const sample = (
  canaryPages: number,
  canaryFailures: number,
  stablePages = 900,
  stableFailures = 9,
) => ({
  canaryPages,
  canaryFailures,
  stablePages,
  stableFailures,
});

describe('the canary rule', () => {
  it('states the defaults: 50 pages, 5 failures, z >= 3', () => {
    expect(DEFAULT_CANARY_RULE).toEqual({ minPages: 50, minFailures: 5, minZ: 3 });
  });

  it('computes the two-proportion z-score', () => {
    // 10/100 against 10/1000: pooled 20/1100.
    const pooled = 20 / 1100;
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / 100 + 1 / 1000));
    expect(twoProportionZ(sample(100, 10, 1000, 10))).toBeCloseTo((0.1 - 0.01) / se, 10);
    expect(twoProportionZ(sample(100, 10, 0, 0))).toBeNull();
  });

  it('never decides below the minimum sample, however bad the canary looks', () => {
    // Every canary page failing, but 49 pages.
    expect(judgeCanary(sample(49, 49)).abort).toBe(false);
    expect(judgeCanary(sample(49, 49)).reason).toMatch(/fewer than 50 canary pages/);
    // 50 pages but 4 failures (8% against 1%: z about 4.4, yet too few failures).
    expect(judgeCanary(sample(50, 4)).abort).toBe(false);
    expect(judgeCanary(sample(50, 4)).reason).toMatch(/fewer than 5 canary failures/);
    // At the minimum: 50 pages, 5 failures (10% against 1%), significant.
    const at = judgeCanary(sample(50, 5));
    expect(at.z!).toBeGreaterThanOrEqual(3);
    expect(at.abort).toBe(true);
  });

  it('aborts at z >= 3 and not below', () => {
    // 100 canary pages against 1000 stable ones failing 2%: 6 failures gives z < 3, 8 gives z >= 3.
    const below = judgeCanary(sample(100, 6, 1000, 20));
    const above = judgeCanary(sample(100, 8, 1000, 20));
    expect(below.z!).toBeLessThan(3);
    expect(below.abort).toBe(false);
    expect(below.reason).toMatch(/not significantly worse/);
    expect(above.z!).toBeGreaterThanOrEqual(3);
    expect(above.abort).toBe(true);
    expect(above.reason).toMatch(
      /canary 8 failures in 100 pages \(8\.0%\), stable 20 in 1000 \(2\.0%\), z \d+\.\d\d/,
    );
  });

  it('never aborts a canary doing as well as, or better than, stable', () => {
    expect(judgeCanary(sample(500, 25, 500, 25)).abort).toBe(false);
    expect(judgeCanary(sample(500, 10, 500, 40)).abort).toBe(false);
  });

  it('caps failures at pages: several beacons of one page count as one failing page', () => {
    expect(judgeCanary(sample(60, 600, 600, 6)).canaryRate).toBe(1);
  });

  it('takes another rule', () => {
    expect(judgeCanary(sample(20, 5), { minPages: 20, minFailures: 5, minZ: 3 }).abort).toBe(true);
  });
});
