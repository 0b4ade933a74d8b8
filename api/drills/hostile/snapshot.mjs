// The state a refused request must not change: every table's rows (count and content) and
// the files under the API's data folder.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Each table's row count and a digest of its rows.
 * @typedef {Record<string, { n: number, digest: string }>} Snapshot
 */

/**
 * The limits' own counters: every request counts against its client's write, sign-in or upload
 * read limit, refused or not (that is how a flood or a brute force is stopped), so they are not
 * stored data of the request.
 */
const COUNTER_TABLES = new Set(['write_limits', 'sign_in_failures', 'upload_read_limits']);

/**
 * Rows that record a refusal itself, which the refused request is meant to leave: the audit
 * log's line for every failed or refused owner sign-in (owners/sign-in-attempts.service.ts).
 */
const REFUSAL_RECORDS = /** @type {Record<string, string>} */ ({
  audit_log: "action NOT IN ('owner.sign_in_failed', 'owner.sign_in_refused')",
});

/**
 * @param {import('pg').Client} db
 * @returns {Promise<Snapshot>}
 */
export async function tableSnapshot(db) {
  /** @type {import('pg').QueryResult<{ tablename: string }>} */
  const tables = await db.query(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  /** @type {Snapshot} */
  const snapshot = {};
  for (const { tablename } of tables.rows) {
    if (COUNTER_TABLES.has(tablename)) continue;
    const name = db.escapeIdentifier(tablename);
    const kept = REFUSAL_RECORDS[tablename] ?? 'true';
    /** @type {import('pg').QueryResult<{ n: number, digest: string }>} */
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${name} t WHERE ${kept}`,
    );
    snapshot[tablename] = rows[0];
  }
  return snapshot;
}

/**
 * @param {Snapshot} before
 * @param {Snapshot} after
 */
export function tableChanges(before, after) {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table]?.digest !== after[table]?.digest)
    .map((table) => `${table} (${before[table]?.n ?? 0} -> ${after[table]?.n ?? 0} rows)`);
}

/** @param {string} dir */
export async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}
