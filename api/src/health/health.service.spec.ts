import type { DataSource } from 'typeorm';
import { backupMonitorHolder, type BackupMonitor } from '../database/backup/backup-monitor';
import { HealthService } from './health.service';
import { Readiness } from './readiness';

function setUp(query: () => Promise<unknown>) {
  const readiness = new Readiness();
  const health = new HealthService({ query } as unknown as DataSource, readiness);
  return { health, readiness };
}

describe('HealthService', () => {
  it('is ready while the database answers and no stop signal came', async () => {
    const { health } = setUp(() => Promise.resolve([{ '?column?': 1 }]));
    expect(await health.check()).toEqual({
      status: 'ok',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });

  it('is not ready once draining, though the database still answers', async () => {
    const { health, readiness } = setUp(() => Promise.resolve([]));
    readiness.startDraining();
    expect(await health.check()).toMatchObject({ status: 'degraded', database: 'up' });
  });

  it('is not ready while the database is unreachable', async () => {
    const { health } = setUp(() => Promise.reject(new Error('connect ECONNREFUSED')));
    expect(await health.check()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('is alive whatever the database and while draining', () => {
    const query = jest.fn(() => Promise.reject(new Error('down')));
    const { health, readiness } = setUp(query);
    readiness.startDraining();
    expect(health.live()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(query).not.toHaveBeenCalled();
  });

  it('tells how backups stand, and an archiving failure leaves it ready', async () => {
    const backups = {
      lastArchivedWal: '000000010000000000000007',
      lastArchivedAgeSeconds: 900,
      lastBaseBackupAgeSeconds: 3600,
      lastFailure: { wal: '000000010000000000000008', ageSeconds: 5, failedCount: 12 },
      lastBaseBackupError: null,
    };
    backupMonitorHolder.current = { report: () => Promise.resolve(backups) } as BackupMonitor;
    try {
      const { health } = setUp(() => Promise.resolve([]));
      expect(await health.check()).toMatchObject({ status: 'ok', database: 'up', backups });
    } finally {
      backupMonitorHolder.current = undefined;
    }
  });
});
