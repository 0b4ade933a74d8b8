import { formatDate } from './dates';

describe('formatDate', () => {
  const instant = '2026-09-05T00:04:00Z';

  it('writes a date as en-US does, long by default', () => {
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('September 5, 2026');
    expect(formatDate(instant, { style: 'medium', timeZone: 'UTC' })).toBe('Sep 5, 2026');
    expect(formatDate(instant, { withTime: true, timeZone: 'UTC' })).toBe(
      'September 5, 2026 at 12:04 AM',
    );
    expect(formatDate(instant, { style: 'medium', withTime: true, timeZone: 'UTC' })).toBe(
      'Sep 5, 2026, 12:04 AM',
    );
  });

  it('takes an ISO string, a timestamp or a Date, and says nothing for what is not a date', () => {
    const expected = 'November 29, 2026';
    expect(formatDate('2026-11-29T10:00:00Z', { timeZone: 'UTC' })).toBe(expected);
    expect(formatDate(Date.UTC(2026, 10, 29, 10), { timeZone: 'UTC' })).toBe(expected);
    expect(formatDate(new Date(Date.UTC(2026, 10, 29, 10)), { timeZone: 'UTC' })).toBe(expected);
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN, { withTime: true })).toBe('');
  });

  // Every month, both halves of the day, the hours either side of noon and midnight, leap days,
  // and the turn of a year, in both time zones: the same text as Intl's, in Intl's own words.
  const instants = [
    ...Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, month * 2 + 1, month * 2, 7)),
    ...[0, 1, 11, 12, 13, 23].map((hour) => Date.UTC(2027, 0, 1, hour, 59)),
    Date.UTC(2028, 1, 29, 12, 0),
    Date.UTC(2026, 11, 31, 23, 30),
    Date.UTC(1999, 11, 31, 23, 59, 59),
    Date.parse('2026-11-29T10:24:38.123+05:30'),
  ];
  const cases = (['long', 'medium'] as const).flatMap((style) =>
    [false, true].flatMap((withTime) =>
      (['local', 'UTC'] as const).map((timeZone) => ({ style, withTime, timeZone })),
    ),
  );

  // The platform's tests run in Asia/Kolkata (jest.global-setup.cjs), half an hour off UTC.
  it('tells local time in the visitor’s own zone', () => {
    expect(formatDate('2026-11-29T20:00:00Z', { withTime: true })).toBe(
      'November 30, 2026 at 1:30 AM',
    );
  });

  it.each(cases)('matches Intl for %o', (options) => {
    const intl = new Intl.DateTimeFormat('en-US', {
      dateStyle: options.style,
      ...(options.withTime ? { timeStyle: 'short' } : {}),
      ...(options.timeZone === 'UTC' ? { timeZone: 'UTC' } : {}),
    });
    for (const at of instants) {
      // Some ICU versions put a narrow no-break space before AM/PM; the shop writes a space.
      expect(formatDate(at, options)).toBe(intl.format(at).replace(/\u202f/g, ' '));
    }
  });
});
