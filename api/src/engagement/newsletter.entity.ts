import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One address signed up to the newsletter. It is a subscriber once `confirmedAt` is set (the
 * address confirmed through the e-mailed link); until then it gets no newsletter mail, and the
 * cleanup removes it when its confirmation link expires (newsletter-rules.ts).
 */
@Entity('newsletters')
export class NewsletterSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  /** When the address was signed up (again, when a sign-up expired and started over). */
  @CreateDateColumn({ type: 'timestamptz' })
  subscribedAt!: Date;

  /** When the address confirmed; null while the sign-up waits. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** The credential of this subscription's unsubscribe links; unique, never shown in lists. */
  @Column({ type: 'varchar', length: 64, unique: true, select: false })
  unsubscribeToken!: string;

  /** SHA-256 (hex) of the newest confirmation link's token; the token is only in the e-mail. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true, select: false })
  confirmationTokenHash!: string | null;

  /** When the newest confirmation mail was queued: its link expires CONFIRMATION_LINK_MS later. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt!: Date | null;

  /** When the address was last signed up; every sign-up writes it (see NewsletterService). */
  @Column({ type: 'timestamptz', nullable: true })
  lastSignedUpAt!: Date | null;

  /** Confirmation mails queued for this sign-up (at most MAX_CONFIRMATION_MAILS). */
  @Column({ type: 'integer', default: 0 })
  confirmationMails!: number;
}
