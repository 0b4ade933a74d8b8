import type { DataSource } from 'typeorm';

/** Loads the seed data; idempotent (safe on every start and on several replicas). */
export async function runSeed(_dataSource: DataSource): Promise<void> {
  // Catalogue, blog posts and approved stories are added by their modules' seeds.
}
