import { formatRelativeTime } from './relative-time';

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
});
