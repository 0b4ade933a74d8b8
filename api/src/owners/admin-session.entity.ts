import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A signed-in owner's session; keyed by the SHA-256 of the cookie's token, never the token. */
@Entity('admin_sessions')
export class AdminSession {
  @PrimaryColumn({ type: 'bytea' })
  tokenHash!: Buffer;

  @Index('idx_admin_sessions_user')
  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** Idle expiry counts from here (ADMIN_SESSION_IDLE_MINUTES). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  /** Absolute expiry (ADMIN_SESSION_MAX_DAYS after sign-in). */
  @Index('idx_admin_sessions_expires')
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
