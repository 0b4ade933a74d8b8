import { MigrationInterface, QueryRunner } from 'typeorm';
import { withoutHiddenCharacters } from '@healing/contracts';

/** Which text columns of a table hold one line, and which several. */
const TABLES = [
  {
    table: 'healing_moments',
    lines: ['name', 'emotion_before', 'emotion_after'],
    texts: ['story'],
  },
  { table: 'contacts', lines: ['first_name', 'last_name'], texts: ['message'] },
] as const;

/**
 * Stories and messages stored before the shop refused hidden characters may hold control
 * characters, direction overrides and floods of combining marks that draw over the back office.
 * They are made what the rules accept now: the hidden characters removed, a run of marks cut to
 * what real scripts use, one-line fields on one line. Rows that are already clean are untouched.
 */
export class VisitorTextWithoutHiddenCharacters1764900000000 implements MigrationInterface {
  name = 'VisitorTextWithoutHiddenCharacters1764900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    for (const { table, lines, texts } of TABLES) {
      const columns = [...lines, ...texts];
      const rows = (await queryRunner.query(
        `SELECT id, ${columns.join(', ')} FROM ${table}`,
      )) as Record<string, string | number | null>[];
      for (const row of rows) {
        const cleaned: Record<string, string | number | null> = {};
        for (const column of columns) {
          const value = row[column];
          const clean = typeof value === 'string' ? withoutHiddenCharacters(value) : value;
          cleaned[column] =
            typeof clean === 'string' && (lines as readonly string[]).includes(column)
              ? clean.replace(/\s+/g, ' ').trim()
              : clean;
        }
        const changed = columns.filter((column) => cleaned[column] !== row[column]);
        if (changed.length === 0) continue;
        await queryRunner.query(
          `UPDATE ${table} SET ${changed.map((column, index) => `${column} = $${index + 2}`).join(', ')}
            WHERE id = $1`,
          [row.id, ...changed.map((column) => cleaned[column])],
        );
      }
    }
  }

  public async down(): Promise<void> {
    // The removed characters are not kept: there is nothing to put back.
  }
}
