import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditDetails } from '@healing/contracts/admin';

/** One line of the back office's audit log: who did what to which thing, and when. */
@Entity('audit_log')
export class AuditEntry {
  /** bigserial: pg returns it as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** The owner who acted; null for the CLI, the automation token, or an owner since removed. */
  @Column({ type: 'integer', nullable: true })
  actorUserId!: number | null;

  /** The owner's username, `automation` or `cli`: kept when the owner is removed. */
  @Column({ type: 'varchar', length: 60 })
  actorLabel!: string;

  @Column({ type: 'varchar', length: 60 })
  action!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  targetType!: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  targetId!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  details!: AuditDetails;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
