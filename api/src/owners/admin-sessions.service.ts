import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AdminActor } from './admin-actor';
import { AdminSession } from './admin-session.entity';
import { AuditLog } from './audit-log.service';
import { passwordMatches, USERNAME_PATTERN } from './credentials';
import { Owner } from './owner.entity';
import { NotSignedInError, WRONG_CREDENTIALS } from './owner-errors';
import { SignInAttempts } from './sign-in-attempts.service';

export interface SignedInOwner {
  userId: number;
  username: string;
}

export interface NewSession {
  owner: SignedInOwner;
  /** Goes into the cookie only; the database keeps its SHA-256. */
  token: string;
  maxAgeMs: number;
}

/** A session's last_seen_at is moved forward at most this often: reads stay reads. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Owners' sign-in sessions: made on sign-in, checked on every admin request, ended on sign-out. */
@Injectable()
export class AdminSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: SignInAttempts,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Admits the attempt (its address may have to wait: sign-in-policy.ts), then checks the
   * password. An unknown username costs the same argon2 verification as a wrong password and
   * gets the same answer.
   */
  async signIn(username: string, password: string, clientAddress: string): Promise<NewSession> {
    const owner = USERNAME_PATTERN.test(username)
      ? await this.dataSource
          .getRepository(Owner)
          .createQueryBuilder('owner')
          .addSelect('owner.passwordHash')
          .where('lower(owner.username) = lower(:username)', { username })
          .getOne()
      : null;
    const attempt = await this.attempts.begin(
      username,
      clientAddress,
      owner && { id: owner.id, username: owner.username },
    );
    const matches = await passwordMatches(password, owner?.passwordHash);
    if (!owner || !matches) {
      await this.attempts.failed(attempt);
      throw new NotSignedInError(WRONG_CREDENTIALS);
    }

    await this.attempts.succeeded(attempt);
    const token = randomBytes(32).toString('base64url');
    const signedIn: SignedInOwner = { userId: owner.id, username: owner.username };
    await this.dataSource.transaction(async (manager) => {
      // Sign-ins are rare: a good moment to clear sessions that ended on their own.
      await manager.query(
        `DELETE FROM admin_sessions
          WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $1)`,
        [this.config.adminSessionIdleMs / 1000],
      );
      await manager.insert(AdminSession, {
        tokenHash: tokenHash(token),
        userId: owner.id,
        expiresAt: () =>
          `now() + make_interval(secs => ${this.config.adminSessionMaxAgeMs / 1000})`,
      });
      await this.audit.record(
        { actor: { kind: 'owner', ...signedIn }, action: 'owner.signed_in' },
        manager,
      );
    });
    return { owner: signedIn, token, maxAgeMs: this.config.adminSessionMaxAgeMs };
  }

  /**
   * The owner whose live session one of `tokens` is, or null: unknown, idle too long, past its
   * absolute end, or its owner removed (the row went with them).
   */
  async ownerFor(tokens: readonly string[]): Promise<SignedInOwner | null> {
    if (tokens.length === 0) return null;
    const rows = await this.dataSource.query<
      { token_hash: Buffer; user_id: number; username: string; stale: boolean }[]
    >(
      `SELECT s.token_hash, u.id AS user_id, u.username,
              s.last_seen_at < now() - make_interval(secs => $3) AS stale
         FROM admin_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ANY($1)
          AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => $2)
        LIMIT 1`,
      [
        tokens.map(tokenHash),
        this.config.adminSessionIdleMs / 1000,
        LAST_SEEN_RESOLUTION_MS / 1000,
      ],
    );
    const [row] = rows;
    if (!row) return null;
    if (row.stale) {
      await this.dataSource.query(
        `UPDATE admin_sessions SET last_seen_at = now() WHERE token_hash = $1`,
        [row.token_hash],
      );
    }
    return { userId: row.user_id, username: row.username };
  }

  /** Ends the sessions of these tokens (there is normally one); true when one was live. */
  async signOut(tokens: readonly string[]): Promise<boolean> {
    if (tokens.length === 0) return false;
    return this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ user_id: number; username: string }[], number]>(
        `DELETE FROM admin_sessions s USING users u
          WHERE s.token_hash = ANY($1) AND u.id = s.user_id
          RETURNING u.id AS user_id, u.username`,
        [tokens.map(tokenHash)],
      );
      const [ended] = rows;
      if (!ended) return false;
      const actor: AdminActor = { kind: 'owner', userId: ended.user_id, username: ended.username };
      await this.audit.record({ actor, action: 'owner.signed_out' }, manager);
      return true;
    });
  }
}
