// The stretches of time the back office's home compares. The shop has no time zone setting: its
// days, weeks (from Monday) and months are UTC's, and the dashboard says so (SHOP_TIME_ZONE).

export const SHOP_TIME_ZONE = 'UTC';

const DAY_MS = 86_400_000;

/** From `from` (included) to `to` (excluded). */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** A period so far, and the previous one up to the same point (never past its own end). */
export interface ComparedPeriod {
  current: TimeRange;
  previous: TimeRange;
}

export function startOfDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** yyyy-mm-dd of `at` in the shop's time zone. */
export function shopDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function compared(start: Date, previousStart: Date, now: Date): ComparedPeriod {
  const elapsed = now.getTime() - start.getTime();
  const previousEnd = Math.min(previousStart.getTime() + elapsed, start.getTime());
  return {
    current: { from: start, to: now },
    previous: { from: previousStart, to: new Date(previousEnd) },
  };
}

/** Today, this week (Monday on) and this month until `now`, each beside the one before. */
export function periodsAt(now: Date): {
  today: ComparedPeriod;
  week: ComparedPeriod;
  month: ComparedPeriod;
} {
  const today = startOfDay(now);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const week = new Date(today.getTime() - sinceMonday * DAY_MS);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const previousMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return {
    today: compared(today, new Date(today.getTime() - DAY_MS), now),
    week: compared(week, new Date(week.getTime() - 7 * DAY_MS), now),
    month: compared(month, previousMonth, now),
  };
}

/** The last `days` whole days, today (until its end) last. */
export function lastDays(now: Date, days: number): TimeRange[] {
  const today = startOfDay(now).getTime();
  return Array.from({ length: days }, (_, index) => {
    const from = today - (days - 1 - index) * DAY_MS;
    return { from: new Date(from), to: new Date(from + DAY_MS) };
  });
}
