import type { Logger } from '@nestjs/common';

/**
 * A job every replica runs on a timer (the cleanups): first soon after start, then once per
 * interval, one run at a time. A failed run is logged and the next one catches up (typically the
 * database was away); the timer alone never keeps a process alive, and `stop` waits for the run
 * under way, whose loops end early once `stopped` is set.
 */
export class PeriodicJob {
  private timer?: NodeJS.Timeout;
  private currentRun?: Promise<void>;
  private isStopped = false;

  /**
   * @param run one run; resolves to the line to log about it, or null for nothing worth saying
   */
  constructor(
    private readonly name: string,
    private readonly logger: Logger,
    private readonly run: () => Promise<string | null>,
  ) {}

  get stopped(): boolean {
    return this.isStopped;
  }

  /** Runs after `firstDelayMs` (at most one interval), then every `intervalMs`; 0: never. */
  start(intervalMs: number, firstDelayMs: number): void {
    if (intervalMs === 0) return;
    this.schedule(Math.min(firstDelayMs, intervalMs), intervalMs);
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.currentRun;
  }

  private schedule(delayMs: number, intervalMs: number): void {
    if (this.isStopped) return;
    this.timer = setTimeout(() => {
      this.currentRun = this.runSafely().finally(() => {
        this.currentRun = undefined;
        this.schedule(intervalMs, intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async runSafely(): Promise<void> {
    try {
      const line = await this.run();
      if (line !== null) this.logger.log(line);
    } catch (error) {
      this.logger.warn(
        `${this.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
