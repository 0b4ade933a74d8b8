import type { SignInSettings } from '../config/app-config';

/**
 * The owner sign-in's rules, as plain functions of what the counters remember and the time
 * (sign-in-limiter.ts keeps the counters in PostgreSQL):
 *
 * - A failed sign-in counts against the client's address (IPv6: its /64), and against the
 *   username *at that address*. Before a password is checked, only those two counters are read:
 *   nothing another address does can make this one wait, so strangers cannot keep the owner out.
 * - Each counter allows some failures freely, then makes its address wait: the first wait after
 *   the last free failure, twice as long after each further one, up to a longest wait.
 * - A successful sign-in takes its own attempt back from the address (it never uses up the
 *   address's allowance) and forgets that username's failures at that address.
 * - A counter forgets its failures after a quiet spell without one.
 * - Separately, failures for an owner's username from anywhere make a burst; the owner is
 *   e-mailed once when a burst reaches its size, and again only for a later burst.
 */

/** What one counter remembers: a run of failures. */
export interface FailureRun {
  failures: number;
  firstFailureAt: Date;
  lastFailureAt: Date;
  /** The failure before the last, so an attempt counted ahead of its check can be taken back. */
  previousFailureAt: Date | null;
  /** Bursts only: when the owner was e-mailed about this one; null when not yet. */
  alertedAt: Date | null;
}

export interface WaitRule {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  forgetAfterMs: number;
}

export type CounterKind = 'address' | 'username at address';

/** Why an address may not try yet, and until when. */
export interface Refusal {
  admitted: false;
  limit: CounterKind;
  until: Date;
  waitMs: number;
}

export type Admission = { admitted: true } | Refusal;

export function addressRule(settings: SignInSettings): WaitRule {
  return { ...waitTimes(settings), freeFailures: settings.failuresPerAddress };
}

export function usernameAtAddressRule(settings: SignInSettings): WaitRule {
  return { ...waitTimes(settings), freeFailures: settings.failuresPerUserAndAddress };
}

function waitTimes(settings: SignInSettings): Omit<WaitRule, 'freeFailures'> {
  return {
    firstWaitMs: settings.firstWaitMs,
    maxWaitMs: settings.maxWaitMs,
    forgetAfterMs: settings.forgetAfterMs,
  };
}

/** The run as it stands at `now`: null once it has been quiet for `forgetAfterMs`. */
export function currentRun(
  run: FailureRun | null,
  now: Date,
  forgetAfterMs: number,
): FailureRun | null {
  if (!run || run.failures <= 0) return null;
  return now.getTime() - run.lastFailureAt.getTime() >= forgetAfterMs ? null : run;
}

/** How long an address waits after its `failures`-th failure: 0 while they are free. */
export function waitAfter(failures: number, rule: WaitRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 40);
  return Math.min(rule.firstWaitMs * 2 ** doublings, rule.maxWaitMs);
}

/** Until when the run's address must wait, or null when it need not. */
export function waitingUntil(run: FailureRun | null, rule: WaitRule): Date | null {
  if (!run) return null;
  const waitMs = waitAfter(run.failures, rule);
  return waitMs > 0 ? new Date(run.lastFailureAt.getTime() + waitMs) : null;
}

/**
 * May this address try now? `address` and `usernameAtAddress` are its two counters as stored
 * (null when there is none); whichever makes it wait longer is named in a refusal.
 */
export function admit(
  counters: { address: FailureRun | null; usernameAtAddress: FailureRun | null },
  now: Date,
  rules: { address: WaitRule; usernameAtAddress: WaitRule },
): Admission {
  const waits = (
    [
      ['address', counters.address, rules.address],
      ['username at address', counters.usernameAtAddress, rules.usernameAtAddress],
    ] as const
  )
    .map(([limit, run, rule]) => ({
      limit,
      until: waitingUntil(currentRun(run, now, rule.forgetAfterMs), rule),
    }))
    .filter((wait): wait is { limit: CounterKind; until: Date } => wait.until !== null)
    .filter((wait) => wait.until.getTime() > now.getTime())
    .sort((a, b) => b.until.getTime() - a.until.getTime());
  const [longest] = waits;
  if (!longest) return { admitted: true };
  return { admitted: false, ...longest, waitMs: longest.until.getTime() - now.getTime() };
}

/** The run with one more failure at `now` (a new run when the old one is forgotten). */
export function withFailure(run: FailureRun | null, now: Date, forgetAfterMs: number): FailureRun {
  const current = currentRun(run, now, forgetAfterMs);
  if (!current) {
    return {
      failures: 1,
      firstFailureAt: now,
      lastFailureAt: now,
      previousFailureAt: null,
      alertedAt: null,
    };
  }
  return {
    ...current,
    failures: current.failures + 1,
    lastFailureAt: now,
    previousFailureAt: current.lastFailureAt,
  };
}

/** The run without its last failure (an attempt that turned out right); null when none is left. */
export function withoutLastFailure(run: FailureRun | null): FailureRun | null {
  if (!run || run.failures <= 1) return null;
  return {
    ...run,
    failures: run.failures - 1,
    lastFailureAt: run.previousFailureAt ?? run.lastFailureAt,
    previousFailureAt: null,
  };
}

/** True when this burst has just become big enough to tell the owner, who was not yet told. */
export function shouldAlert(burst: FailureRun, alertAfterFailures: number): boolean {
  return burst.alertedAt === null && burst.failures >= alertAfterFailures;
}
