import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatRelativeTime, RelativeTime, RELATIVE_TIME_TICK_MS, useClock } from './relative-time';

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');

  it('reads like a person would say it', () => {
    expect(formatRelativeTime('2026-11-20T11:59:40Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-20T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-20T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-19T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-16T12:00:00Z', now)).toBe('4 days ago');
    expect(formatRelativeTime('2026-11-06T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2025-10-20T12:00:00Z', now)).toBe('last year');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('says what Intl.RelativeTimeFormat says, in the past and the future, for every unit', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['minute', 60],
      ['hour', 3600],
      ['day', 24 * 3600],
      ['week', 7 * 24 * 3600],
      ['month', 30 * 24 * 3600],
      ['year', 365 * 24 * 3600],
    ];
    const checked: string[] = [];
    for (const [index, [unit, size]] of units.entries()) {
      // Every whole count the unit is used for (up to the next unit), and a few years.
      const next = units[index + 1]?.[1] ?? 12 * size;
      for (let count = 1; count * size < next; count++) {
        for (const sign of [-1, 1]) {
          const at = new Date(now + sign * count * size * 1000).toISOString();
          expect(formatRelativeTime(at, now)).toBe(intl.format(sign * count, unit));
          checked.push(unit);
        }
      }
    }
    expect(new Set(checked).size).toBe(units.length);
  });
});

describe('RelativeTime over server-rendered HTML', () => {
  const submittedAt = '2026-11-20T11:59:30Z';
  const asOf = Date.parse('2026-11-20T12:00:00Z');
  let root: Root | undefined;

  function Story() {
    const clock = useClock(asOf);
    return <RelativeTime iso={submittedAt} clock={clock} />;
  }

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  });
  afterEach(() => {
    act(() => root?.unmount());
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is hydrated as the server told it, however late, then told from the visitor’s clock', async () => {
    // Rendered from the data when it was read; shown three minutes later (from a cache).
    jest.setSystemTime(asOf + 20_000);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Story />);
    document.body.append(container);
    const time = container.querySelector('time');
    expect(time).toHaveTextContent('just now');
    expect(time).toHaveAttribute('title', 'November 20, 2026 at 11:59 AM UTC');

    jest.setSystemTime(asOf + 3 * 60_000);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Story />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
      await Promise.resolve();
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The same element, now told from the visitor's clock, in their own time zone.
    expect(container.querySelector('time')).toBe(time);
    expect(time).toHaveTextContent('3 minutes ago');
    expect(time?.getAttribute('title')).not.toMatch(/UTC/);

    // The page stays open: its times move on (advancing the timers moves the clock too).
    jest.setSystemTime(asOf + 10 * 60_000 - RELATIVE_TIME_TICK_MS);
    await act(async () => {
      jest.advanceTimersByTime(RELATIVE_TIME_TICK_MS);
      await Promise.resolve();
    });
    expect(time).toHaveTextContent('10 minutes ago');
  });
});
