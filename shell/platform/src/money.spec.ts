import { formatCents, formatMoney, toCents } from './money';

describe('money', () => {
  it('reads API amounts into cents without floating-point drift', () => {
    expect(toCents('24.99')).toBe(2499);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('7.5')).toBe(750);
    expect(toCents('100')).toBe(10000);
  });

  it('refuses anything that is not an amount', () => {
    expect(() => toCents('12.345')).toThrow('Not an amount');
    expect(() => toCents('$12')).toThrow('Not an amount');
    expect(() => toCents('')).toThrow('Not an amount');
  });

  it('formats dollars with two decimals', () => {
    expect(formatMoney('24.99')).toBe('$24.99');
    expect(formatMoney('1250')).toBe('$1,250.00');
    expect(formatCents(999)).toBe('$9.99');
  });

  it('formats as en-US dollars do, for every size and sign', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [
      0, 5, 10, 99, 100, 101, 99999, 100000, 123456789, 100000000000, -5, -500, -123456,
    ]) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
    }
    expect(formatCents(1249.6)).toBe('$12.50');
  });
});
