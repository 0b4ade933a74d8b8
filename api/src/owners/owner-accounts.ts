import type { DataSource } from 'typeorm';
import type { AdminActor } from './admin-actor';
import { AuditEntry } from './audit-entry.entity';
import { AuditLog } from './audit-log.service';
import { hashPassword, passwordProblem, usernameProblem } from './credentials';

/** A refusal the owner command reports as it is, with its exit code. */
export class OwnerCommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'OwnerCommandError';
  }
}

/** Exit codes of `npm run owner`. */
export const EXIT = { ok: 0, failed: 1, usage: 2, notFound: 3 } as const;

const CLI_ACTOR: AdminActor = { kind: 'cli' };

/** Adding, resetting and removing owners: what `npm run owner` does, on any data source. */
export class OwnerAccounts {
  private readonly audit: AuditLog;

  constructor(private readonly dataSource: DataSource) {
    this.audit = new AuditLog(dataSource.getRepository(AuditEntry));
  }

  /** Throws OwnerCommandError when the username or password will not do. */
  static check(username: string, password?: string): void {
    const usernameRefusal = usernameProblem(username);
    if (usernameRefusal) throw new OwnerCommandError(usernameRefusal, EXIT.usage);
    if (password === undefined) return;
    const passwordRefusal = passwordProblem(password, username);
    if (passwordRefusal) throw new OwnerCommandError(passwordRefusal, EXIT.usage);
  }

  /**
   * Creates the owner, or gives an existing one (any letter case) the new password and ends
   * their sessions, so a password changed because it leaked locks the holder out at once.
   */
  async addOrReset(username: string, password: string): Promise<'added' | 'reset'> {
    OwnerAccounts.check(username, password);
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const [existing] = await manager.query<{ id: number; username: string }[]>(
        `SELECT id, username FROM users WHERE lower(username) = lower($1) FOR UPDATE`,
        [username],
      );
      if (existing) {
        await manager.query(
          `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`,
          [existing.id, passwordHash],
        );
        const [, sessionsEnded] = await manager.query<[unknown, number]>(
          `DELETE FROM admin_sessions WHERE user_id = $1`,
          [existing.id],
        );
        await this.audit.record(
          {
            actor: CLI_ACTOR,
            action: 'owner.password_reset',
            target: { type: 'owner', id: existing.id },
            details: { username: existing.username, sessionsEnded },
          },
          manager,
        );
        return 'reset';
      }
      const inserted = await manager.query<{ id: number }[]>(
        `INSERT INTO users (username, password_hash) VALUES ($1, $2)
         ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
        [username, passwordHash],
      );
      if (inserted.length === 0) {
        throw new OwnerCommandError(
          `The owner "${username}" was being added at the same moment by someone else. Run the command again.`,
          EXIT.failed,
        );
      }
      await this.audit.record(
        {
          actor: CLI_ACTOR,
          action: 'owner.added',
          target: { type: 'owner', id: inserted[0].id },
          details: { username },
        },
        manager,
      );
      return 'added';
    });
  }

  /** Removes the owner (any letter case); their sessions go with them. */
  async remove(username: string): Promise<{ username: string; sessionsEnded: number }> {
    OwnerAccounts.check(username);
    return this.dataSource.transaction(async (manager) => {
      const [owner] = await manager.query<{ id: number; username: string }[]>(
        `SELECT id, username FROM users WHERE lower(username) = lower($1) FOR UPDATE`,
        [username],
      );
      if (!owner) {
        throw new OwnerCommandError(`There is no owner named "${username}".`, EXIT.notFound);
      }
      const [, sessionsEnded] = await manager.query<[unknown, number]>(
        `DELETE FROM admin_sessions WHERE user_id = $1`,
        [owner.id],
      );
      await manager.query(`DELETE FROM users WHERE id = $1`, [owner.id]);
      await this.audit.record(
        {
          actor: CLI_ACTOR,
          action: 'owner.removed',
          target: { type: 'owner', id: owner.id },
          details: { username: owner.username, sessionsEnded },
        },
        manager,
      );
      return { username: owner.username, sessionsEnded };
    });
  }
}
