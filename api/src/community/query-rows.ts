import type { EntityManager } from 'typeorm';

/**
 * The rows of a raw statement run in the manager's transaction. TypeORM hands UPDATE and DELETE
 * results back as `[rows, count]` but INSERT and SELECT as rows; the structured result is uniform.
 */
export async function queryRows<T>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('queryRows must run inside a transaction');
  const result = await manager.queryRunner.query(sql, parameters, true);
  return (result.records ?? []) as T[];
}
