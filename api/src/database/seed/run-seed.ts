import type { DataSource } from 'typeorm';
import { seedBlogPosts, seedProducts, seedVariants } from './seed-catalog';
import { seedStories } from './seed-stories';

/** Any constant works; it only has to be the same in every replica. */
const SEED_LOCK_NAME = 'healing-shop:seed';

/**
 * Loads the catalogue, blog posts and healing stories; idempotent (safe on every start and on
 * several replicas at once): rows already present are left as they are.
 */
export async function runSeed(dataSource: DataSource, now: Date = new Date()): Promise<void> {
  await dataSource.transaction(async (manager) => {
    // Replicas starting together queue here, so each one sees the rows the others added.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK_NAME]);
    await seedProducts(manager, now);
    await seedVariants(manager);
    await seedBlogPosts(manager, now);
    await seedStories(manager, now);
  });
}
