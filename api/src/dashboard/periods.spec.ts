import { lastDays, periodsAt, shopDate } from './periods';

const iso = (range: { from: Date; to: Date }) => [range.from.toISOString(), range.to.toISOString()];

describe('the periods the dashboard compares', () => {
  it('compares each period so far with the previous one up to the same point', () => {
    const periods = periodsAt(new Date('2026-03-18T15:00:00Z')); // a Wednesday
    expect(iso(periods.today.current)).toEqual([
      '2026-03-18T00:00:00.000Z',
      '2026-03-18T15:00:00.000Z',
    ]);
    expect(iso(periods.today.previous)).toEqual([
      '2026-03-17T00:00:00.000Z',
      '2026-03-17T15:00:00.000Z',
    ]);
    expect(iso(periods.week.current)).toEqual([
      '2026-03-16T00:00:00.000Z',
      '2026-03-18T15:00:00.000Z',
    ]);
    expect(iso(periods.week.previous)).toEqual([
      '2026-03-09T00:00:00.000Z',
      '2026-03-11T15:00:00.000Z',
    ]);
    expect(iso(periods.month.current)).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-18T15:00:00.000Z',
    ]);
    expect(iso(periods.month.previous)).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-18T15:00:00.000Z',
    ]);
  });

  it('starts the week on Monday, also on a Sunday', () => {
    const periods = periodsAt(new Date('2026-03-22T23:30:00Z'));
    expect(shopDate(periods.week.current.from)).toBe('2026-03-16');
    expect(shopDate(periods.week.previous.from)).toBe('2026-03-09');
  });

  it('never lets a shorter previous month run into this one', () => {
    const periods = periodsAt(new Date('2026-03-31T12:00:00Z'));
    expect(iso(periods.month.previous)).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    // January: the previous month is last year's December.
    expect(shopDate(periodsAt(new Date('2026-01-05T00:00:00Z')).month.previous.from)).toBe(
      '2025-12-01',
    );
  });

  it('lists the last days whole, today last', () => {
    const days = lastDays(new Date('2026-03-01T08:00:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(iso(days[29])).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z']);
    expect(shopDate(days[0].from)).toBe('2026-01-31');
    expect(days.every((day, i) => i === 0 || day.from.getTime() === days[i - 1].to.getTime())).toBe(
      true,
    );
  });
});
