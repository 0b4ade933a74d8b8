import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { CartPromosAndCustomNames1764800000000 } from '../src/database/migrations/1764800000000-cart-promos-and-custom-names';
import { VisitorTextWithoutHiddenCharacters1764900000000 } from '../src/database/migrations/1764900000000-visitor-text-without-hidden-characters';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

/** The migrations run again on rows stored before them (their up() runs directly). */
describe('migrations 1764800000000 and 1764900000000 on older rows', () => {
  let t: TestApp;
  let migrations: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    migrations = new DataSource({ ...dataSourceOptions(t.databaseUrl), logging: false });
    await migrations.initialize();
  });
  afterAll(async () => {
    await migrations.destroy();
    await t.close();
  });

  async function run(migration: { up(runner: unknown): Promise<void> }) {
    const runner = migrations.createQueryRunner();
    await runner.startTransaction();
    await migration.up(runner);
    await runner.commitTransaction();
    await runner.release();
  }

  it('names custom lines in words, in carts and on orders', async () => {
    const sessionId = newSessionId();
    const [line] = await t.query<{ id: number }>(
      `INSERT INTO cart_items (session_id, quantity, is_custom_design, custom_design_data,
                               custom_product_name, custom_price)
       VALUES ($1, 1, true, '{"productType":"tshirts","category":"love-is","selectedDesign":"Rose Healing"}',
               'Custom tshirts - love-is (Rose Healing)', 25.00)
       RETURNING id`,
      [sessionId],
    );
    await t.query('DROP TABLE cart_promos');
    await run(new CartPromosAndCustomNames1764800000000());
    const [renamed] = await t.query('SELECT custom_product_name FROM cart_items WHERE id = $1', [
      line.id,
    ]);
    expect(renamed).toEqual({ custom_product_name: 'Custom T-Shirt - Love Is (Rose Healing)' });
  });

  it('takes hidden characters out of older stories and messages, and leaves clean ones alone', async () => {
    const [flooded] = await t.query<{ id: number }>(
      `INSERT INTO healing_moments (name, story, category, is_anonymous, emotion_before)
       VALUES ($1, $2, 'growth', false, $3) RETURNING id`,
      [`Sa\u202Erah\nM.`, `Line one\u0090\nH${'\u0336'.repeat(80)}ello`, 'sad\u2066'],
    );
    const [clean] = await t.query<{ id: number }>(
      `INSERT INTO healing_moments (name, story, category, is_anonymous)
       VALUES ('Việt', 'Ngày hôm nay.\nשלום', 'growth', false) RETURNING id`,
    );
    await run(new VisitorTextWithoutHiddenCharacters1764900000000());
    const rows = await t.query(
      'SELECT id, name, story, emotion_before FROM healing_moments WHERE id = ANY($1) ORDER BY id',
      [[flooded.id, clean.id]],
    );
    expect(rows).toEqual([
      {
        id: flooded.id,
        name: 'Sarah M.',
        story: `Line one\nH${'\u0336'.repeat(4)}ello`,
        emotion_before: 'sad',
      },
      { id: clean.id, name: 'Việt', story: 'Ngày hôm nay.\nשלום', emotion_before: null },
    ]);
  });
});
