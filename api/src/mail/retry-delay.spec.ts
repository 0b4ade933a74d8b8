import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('doubles from 30 seconds', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(7)).toBe(3_600_000);
    expect(retryDelayMs(1000)).toBe(3_600_000);
  });
});
