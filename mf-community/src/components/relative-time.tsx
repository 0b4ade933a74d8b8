import { formatDate } from '@healing/platform';
import { startTransition, useEffect, useState } from 'react';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: [Unit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How often an open page reads its relative times again ("just now" turns "1 minute ago"). */
export const RELATIVE_TIME_TICK_MS = 30_000;

/**
 * What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says for a whole number of units
 * (never 0 here), written out as the platform writes dates: the page's first Intl formatter
 * costs its start 40-70 ms of main thread (over 200 ms on a phone 4x slower).
 */
function sayRelative(count: number, unit: Unit): string {
  const howMany = Math.abs(count);
  if (howMany === 1 && unit === 'day') return count < 0 ? 'yesterday' : 'tomorrow';
  if (howMany === 1 && unit !== 'hour' && unit !== 'minute') {
    return `${count < 0 ? 'last' : 'next'} ${unit}`;
  }
  const amount = `${howMany} ${unit}${howMany === 1 ? '' : 's'}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" for an ISO instant. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return sayRelative(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

interface Clock {
  now: number;
  /** The visitor's own clock and time zone (false: the moment the data was read, in UTC). */
  isLocal: boolean;
}

/**
 * The moment relative times are told from. The HTML is rendered from data read at `asOf` (the
 * query's dataUpdatedAt, which the browser's first frame is given with the data), and may be
 * shown long after: from the shell's page and area caches, or on a slow phone. So the server
 * and the browser's first frame both tell times from `asOf`, in UTC, and the same text is
 * hydrated whatever the clocks and time zones say; the visitor's own clock and time zone follow
 * in a transition after the take-over, and every RELATIVE_TIME_TICK_MS while the page is open.
 */
export function useClock(asOf: number): Clock {
  const [clock, setClock] = useState<Clock>({ now: asOf, isLocal: false });
  useEffect(() => {
    const tick = () => startTransition(() => setClock({ now: Date.now(), isLocal: true }));
    tick();
    const timer = setInterval(tick, RELATIVE_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return clock;
}

/**
 * A relative time whose exact moment is in the markup (and in a tooltip for pointer users), told
 * from `clock` (useClock: one per list, not one timer per time).
 */
export function RelativeTime({
  iso,
  clock,
  className,
}: {
  iso: string;
  clock: Clock;
  className?: string;
}) {
  const date = new Date(iso);
  const exact = Number.isNaN(date.getTime())
    ? undefined
    : clock.isLocal
      ? formatDate(date, { withTime: true })
      : `${formatDate(date, { withTime: true, timeZone: 'UTC' })} UTC`;
  return (
    <time className={className} dateTime={iso} title={exact}>
      {formatRelativeTime(iso, clock.now)}
    </time>
  );
}
