import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactSubject } from '@healing/contracts';

@Entity('contacts')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 20 })
  subject!: ContactSubject;

  @Column({ type: 'text' })
  message!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  submittedAt!: Date;

  /** When the owner marked it handled in the back office; null while it waits. */
  @Column({ type: 'timestamptz', nullable: true })
  handledAt!: Date | null;

  /** The Idempotency-Key it was sent with, if any: a repeat answers this one. */
  @Column({ type: 'varchar', length: 100, nullable: true, select: false })
  idempotencyKey!: string | null;
}
