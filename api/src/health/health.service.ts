import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@healing/contracts';
import { backupMonitorHolder } from '../database/backup/backup-monitor';
import { Readiness } from './readiness';

/** A load balancer wants an answer fast, even when PostgreSQL does not give one. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** What /api/health/live answers: the process runs and its event loop turns. */
export interface LivenessResponse {
  status: 'ok';
  uptimeSeconds: number;
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
  ) {}

  /**
   * Ready ('ok') only while the database answers and this replica is not stopping. With the
   * embedded PostgreSQL the answer also tells how backups stand: informative, never unready.
   */
  async check(): Promise<HealthResponse> {
    const backups = backupMonitorHolder.current;
    const [isDatabaseUp, backupsReport] = await Promise.all([
      this.pingDatabase(),
      backups?.report().catch(() => undefined),
    ]);
    // Read after the ping: a stop signal that came while it ran counts.
    const isReady = isDatabaseUp && !this.readiness.isDraining;
    return {
      status: isReady ? 'ok' : 'degraded',
      database: isDatabaseUp ? 'up' : 'down',
      uptimeSeconds: Math.floor(process.uptime()),
      ...(backupsReport ? { backups: backupsReport } : {}),
    };
  }

  /**
   * Never depends on the database or on draining: a restart would cure neither, and an
   * orchestrator restarts a process whose liveness fails.
   */
  live(): LivenessResponse {
    return { status: 'ok', uptimeSeconds: Math.floor(process.uptime()) };
  }

  private async pingDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
    });
    const ping = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
