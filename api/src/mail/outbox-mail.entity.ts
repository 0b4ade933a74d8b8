import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MailStatus } from '@healing/contracts';
import type { MailHeaders } from './mail-headers';

/**
 * Transactional outbox: written in the same transaction as the order or subscription,
 * delivered later by the mail worker; a failed delivery stays here to be retried.
 */
@Entity('mail_outbox')
@Index('idx_mail_outbox_due', ['nextAttemptAt', 'id'], { where: "status = 'pending'" })
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id!: number;

  /** What the mail is about: OutgoingMail's kinds (outbox.ts). */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ type: 'varchar', length: 254 })
  toAddress!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'text' })
  textBody!: string;

  /** The same mail in the shop's look, sent beside the text; null for rows queued before it. */
  @Column({ type: 'text', nullable: true })
  htmlBody!: string | null;

  /** Extra headers of this mail (List-Unsubscribe, say), name to value; null for none. */
  @Column({ type: 'jsonb', nullable: true })
  headers!: MailHeaders | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** The worker that claimed this mail and may mark it sent; null when nobody holds it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  lockedBy!: string | null;

  /** Until when `lockedBy` holds the mail; after that any worker may claim it again. */
  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;
}
