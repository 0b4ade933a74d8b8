import {
  admit,
  currentRun,
  shouldAlert,
  waitAfter,
  waitingUntil,
  withFailure,
  withoutLastFailure,
  type FailureRun,
  type WaitRule,
} from './sign-in-policy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const rule: WaitRule = {
  freeFailures: 5,
  firstWaitMs: MINUTE,
  maxWaitMs: HOUR,
  forgetAfterMs: 24 * HOUR,
};
const rules = { address: { ...rule, freeFailures: 10 }, usernameAtAddress: rule };
const start = new Date('2025-01-01T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

/** `count` failures, one a second from `start`. */
function failures(count: number, from = start): FailureRun | null {
  let run: FailureRun | null = null;
  for (let i = 0; i < count; i += 1) {
    run = withFailure(run, new Date(from.getTime() + i * 1000), rule.forgetAfterMs);
  }
  return run;
}

describe('waitAfter: growing waits', () => {
  it('lets the free failures pass without a wait', () => {
    expect([0, 1, 4].map((n) => waitAfter(n, rule))).toEqual([0, 0, 0]);
  });

  it('waits the first wait after the last free failure', () => {
    expect(waitAfter(5, rule)).toBe(MINUTE);
  });

  it('doubles the wait with each further failure', () => {
    expect([6, 7, 8, 9, 10].map((n) => waitAfter(n, rule) / MINUTE)).toEqual([2, 4, 8, 16, 32]);
  });

  it('never waits longer than the longest wait, however many failures', () => {
    expect([11, 12, 100, 10_000].map((n) => waitAfter(n, rule))).toEqual([HOUR, HOUR, HOUR, HOUR]);
  });
});

describe('admit', () => {
  it('admits an address with no counters', () => {
    expect(admit({ address: null, usernameAtAddress: null }, start, rules)).toEqual({
      admitted: true,
    });
  });

  it('admits an address whose failures are still free', () => {
    const run = failures(4);
    expect(admit({ address: run, usernameAtAddress: run }, at(5000), rules).admitted).toBe(true);
  });

  it('makes an address wait after its free failures at one username', () => {
    const run = failures(5);
    const refusal = admit({ address: run, usernameAtAddress: run }, at(5000), rules);
    expect(refusal).toEqual({
      admitted: false,
      limit: 'username at address',
      until: at(4000 + MINUTE),
      waitMs: MINUTE - 1000,
    });
  });

  it('admits the address again once its wait is over', () => {
    const run = failures(5);
    expect(admit({ address: run, usernameAtAddress: run }, at(4000 + MINUTE), rules)).toEqual({
      admitted: true,
    });
  });

  it('makes an address wait after its free failures across usernames', () => {
    const refusal = admit({ address: failures(10), usernameAtAddress: null }, at(10_000), rules);
    expect(refusal).toMatchObject({ admitted: false, limit: 'address' });
  });

  it('names the counter with the longer wait when both make the address wait', () => {
    const refusal = admit(
      { address: failures(12), usernameAtAddress: failures(5, at(5000)) },
      at(12_000),
      rules,
    );
    expect(refusal).toMatchObject({
      admitted: false,
      limit: 'address',
      until: at(11_000 + 4 * MINUTE),
    });
  });

  it('forgets failures after a day without one', () => {
    const run = failures(20);
    expect(admit({ address: run, usernameAtAddress: run }, at(19_000 + 24 * HOUR), rules)).toEqual({
      admitted: true,
    });
  });
});

describe('runs of failures', () => {
  it('starts a new run after the quiet spell', () => {
    const old = failures(7);
    const fresh = withFailure(old, at(6000 + 24 * HOUR), rule.forgetAfterMs);
    expect(fresh).toEqual({
      failures: 1,
      firstFailureAt: at(6000 + 24 * HOUR),
      lastFailureAt: at(6000 + 24 * HOUR),
      previousFailureAt: null,
      alertedAt: null,
    });
  });

  it('keeps counting within the quiet spell, remembering the failure before the last', () => {
    const run = withFailure(failures(3), at(HOUR), rule.forgetAfterMs);
    expect(run).toEqual({
      failures: 4,
      firstFailureAt: start,
      lastFailureAt: at(HOUR),
      previousFailureAt: at(2000),
      alertedAt: null,
    });
  });

  it('takes the last failure back exactly, wait and all', () => {
    const before = failures(6);
    const counted = withFailure(before, at(10 * MINUTE), rule.forgetAfterMs);
    const takenBack = withoutLastFailure(counted);
    expect(waitingUntil(takenBack, rule)).toEqual(waitingUntil(before, rule));
  });

  it('leaves nothing when the only failure is taken back', () => {
    expect(withoutLastFailure(failures(1))).toBeNull();
  });

  it('reads a run that went quiet as no run', () => {
    expect(currentRun(failures(3), at(2000 + 24 * HOUR), rule.forgetAfterMs)).toBeNull();
  });
});

describe('shouldAlert: once per burst', () => {
  it('does not alert before the burst is big enough', () => {
    expect(shouldAlert(failures(4)!, 5)).toBe(false);
  });

  it('alerts when the burst reaches its size', () => {
    expect(shouldAlert(failures(5)!, 5)).toBe(true);
  });

  it('does not alert again for the same burst', () => {
    const alerted = { ...failures(5)!, alertedAt: at(4000) };
    expect(shouldAlert(withFailure(alerted, at(5000), HOUR), 5)).toBe(false);
  });

  it('alerts again for a burst after a quiet spell', () => {
    const alerted = { ...failures(5)!, alertedAt: at(4000) };
    let next: FailureRun = alerted;
    for (let i = 0; i < 5; i += 1) next = withFailure(next, at(4000 + HOUR + i * 1000), HOUR);
    expect(shouldAlert(next, 5)).toBe(true);
  });
});
