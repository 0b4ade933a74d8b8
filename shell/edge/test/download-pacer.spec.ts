// The pace of one address's downloads: free up to the burst, then a steady rate shared by all of
// its downloads; other addresses are not slowed.
import { createDownloadPacer } from '../src/shell/download-pacer';

const MB = 1024 * 1024;

describe('the download pacer', () => {
  let clock = 1_000;
  const pacer = () =>
    createDownloadPacer({ bytesPerSecond: 10 * MB, burstBytes: 20 * MB, now: () => clock });

  it('lets an address take its burst at once', () => {
    const pace = pacer();
    expect(pace.delayFor('198.51.100.1', 10 * MB)).toBe(0);
    expect(pace.delayFor('198.51.100.1', 10 * MB)).toBe(0);
  });

  it('makes bytes past the burst wait for the rate, whichever download asks', () => {
    const pace = pacer();
    pace.delayFor('198.51.100.2', 20 * MB);
    expect(pace.delayFor('198.51.100.2', 5 * MB)).toBe(500);
    expect(pace.delayFor('198.51.100.2', 5 * MB)).toBe(1000);
  });

  it('fills the bucket again as time passes, up to the burst', () => {
    const pace = pacer();
    pace.delayFor('198.51.100.3', 20 * MB);
    clock += 1_000;
    expect(pace.delayFor('198.51.100.3', 10 * MB)).toBe(0);
    clock += 60_000;
    expect(pace.delayFor('198.51.100.3', 20 * MB)).toBe(0);
    expect(pace.delayFor('198.51.100.3', 1 * MB)).toBe(100);
  });

  it('keeps each address to its own bucket', () => {
    const pace = pacer();
    pace.delayFor('198.51.100.4', 30 * MB);
    expect(pace.delayFor('198.51.100.5', 1 * MB)).toBe(0);
  });

  describe('as a stream', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('holds a chunk past the burst until its time comes', () => {
      const paced = createDownloadPacer({
        bytesPerSecond: 1000,
        burstBytes: 1000,
        now: () => Date.now(),
      }).pace('198.51.100.6');
      const seen: number[] = [];
      paced.on('data', (chunk: Buffer) => seen.push(chunk.length));
      paced.write(Buffer.alloc(1000));
      paced.write(Buffer.alloc(500));
      jest.advanceTimersByTime(0);
      expect(seen).toEqual([1000]);
      jest.advanceTimersByTime(499);
      expect(seen).toEqual([1000]);
      jest.advanceTimersByTime(1);
      expect(seen).toEqual([1000, 500]);
    });
  });
});
