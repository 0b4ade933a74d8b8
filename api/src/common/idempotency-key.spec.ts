import { parseIdempotencyKey } from './idempotency-key';

describe('parseIdempotencyKey', () => {
  it('is null when the header is absent', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
  });

  it('accepts 1 to 100 letters, digits and _ - : .', () => {
    expect(parseIdempotencyKey('a')).toBe('a');
    expect(parseIdempotencyKey('order:2025-01-01_retry.2')).toBe('order:2025-01-01_retry.2');
    expect(parseIdempotencyKey('k'.repeat(100))).toBe('k'.repeat(100));
  });

  it.each(['', 'k'.repeat(101), 'with space', 'slash/y', 'ünïcode'])('refuses %p', (key) => {
    expect(() => parseIdempotencyKey(key)).toThrow(/Idempotency-Key header must be/);
  });

  it('refuses a repeated header', () => {
    expect(() => parseIdempotencyKey(['a', 'b'])).toThrow();
  });
});
