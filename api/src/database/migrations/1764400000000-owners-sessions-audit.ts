import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office: the shop's owners, their sign-in sessions, the audit log and the sign-in
 * attempt counters.
 *
 * `users` existed since the first schema with no code writing it; it is replaced by the owners'
 * table (an argon2id hash, never a password). A `users` table that holds rows is left alone and
 * the migration stops, so nothing anyone stored there is lost unnoticed.
 *
 * - `users.username` is unique case-insensitively (`Anna` and `anna` are one owner), checked by
 *   the same rule the owner command applies (3 to 40 letters, digits, dot, dash, underscore).
 * - `admin_sessions` keys a session by the SHA-256 of its cookie's token: the token itself is
 *   never stored. Removing an owner removes their sessions (ON DELETE CASCADE).
 * - `audit_log` keeps the actor's label when the owner is later removed (ON DELETE SET NULL).
 * - `sign_in_limits` has the columns rate-limiter-flexible's PostgreSQL store uses
 *   (owners/sign-in-limiter.ts), like `write_limits`.
 */
export class OwnersSessionsAudit1764400000000 implements MigrationInterface {
  name = 'OwnersSessionsAudit1764400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const [{ n }] = (await queryRunner.query(`SELECT count(*)::int AS n FROM users`)) as {
      n: number;
    }[];
    if (n > 0) {
      throw new Error(
        `The users table holds ${n} row(s) from before owner accounts existed. Move them away ` +
          `(they were never used for signing in), then start again.`,
      );
    }
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(40) NOT NULL
          CONSTRAINT chk_users_username CHECK (username ~ '^[A-Za-z0-9._-]{3,40}$'),
        password_hash varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_users_username_ci ON users (lower(username))`);
    await queryRunner.query(`
      CREATE TABLE admin_sessions (
        token_hash bytea PRIMARY KEY CONSTRAINT chk_admin_sessions_hash CHECK (octet_length(token_hash) = 32),
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_admin_sessions_user ON admin_sessions (user_id)`);
    await queryRunner.query(
      `CREATE INDEX idx_admin_sessions_expires ON admin_sessions (expires_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
        actor_label varchar(60) NOT NULL,
        action varchar(60) NOT NULL,
        target_type varchar(40),
        target_id varchar(60),
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_audit_log_newest ON audit_log (created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_audit_log_actor ON audit_log (actor_user_id) WHERE actor_user_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE sign_in_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS sign_in_limits`);
    await queryRunner.query(`DROP TABLE IF EXISTS audit_log`);
    await queryRunner.query(`DROP TABLE IF EXISTS admin_sessions`);
    await queryRunner.query(`DROP TABLE IF EXISTS users`);
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(100) NOT NULL UNIQUE,
        password varchar(200) NOT NULL
      )`);
  }
}
