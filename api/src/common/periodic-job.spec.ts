import type { Logger } from '@nestjs/common';
import { PeriodicJob } from './periodic-job';

function fakeLogger() {
  const lines: string[] = [];
  const logger = {
    log: (line: string) => lines.push(`log: ${line}`),
    warn: (line: string) => lines.push(`warn: ${line}`),
  } as unknown as Logger;
  return { logger, lines };
}

describe('PeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the first delay, then once per interval, logging what each run says', async () => {
    const { logger, lines } = fakeLogger();
    let runs = 0;
    const job = new PeriodicJob('Cleanup', logger, () => Promise.resolve(`run ${++runs}`));
    job.start(60_000, 1_000);
    await jest.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    expect(lines).toEqual(['log: run 1', 'log: run 2']);
    await job.stop();
  });

  it('never runs with an interval of 0, and never sooner than one interval', async () => {
    let runs = 0;
    const off = new PeriodicJob('Cleanup', fakeLogger().logger, () => Promise.resolve(`${++runs}`));
    off.start(0, 10);
    const short = new PeriodicJob('Cleanup', fakeLogger().logger, () =>
      Promise.resolve(`${++runs}`),
    );
    short.start(500, 30_000);
    await jest.advanceTimersByTimeAsync(499);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await short.stop();
  });

  it('logs a failed run as a warning and runs again at the next interval', async () => {
    const { logger, lines } = fakeLogger();
    let runs = 0;
    const job = new PeriodicJob('Cleanup', logger, () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('database away')) : Promise.resolve(null);
    });
    job.start(1_000, 1_000);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(lines).toEqual(['warn: Cleanup failed: database away']);
    await job.stop();
  });

  it('stops: waits for the run under way, which sees `stopped`, and schedules none after it', async () => {
    let release!: () => void;
    let sawStopped: boolean | undefined;
    let runs = 0;
    const job: PeriodicJob = new PeriodicJob('Cleanup', fakeLogger().logger, async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      sawStopped = job.stopped;
      return null;
    });
    job.start(1_000, 1_000);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(sawStopped).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
