import type { EntityManager } from 'typeorm';

const DAY_MS = 86_400_000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * One multi-row INSERT that skips rows whose slug is already there, so a re-run (or a second
 * replica starting at the same time) adds nothing and never overwrites an edited row.
 */
export async function insertMissingBySlug(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const tuples = rows.map(
    (row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
  );
  await manager.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ` +
      'ON CONFLICT (slug) DO NOTHING',
    rows.flat(),
  );
}
