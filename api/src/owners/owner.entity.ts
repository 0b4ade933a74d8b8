import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A shop owner who may sign in to the back office (table `users`). */
@Entity('users')
export class Owner {
  @PrimaryGeneratedColumn()
  id!: number;

  /** As typed when added; unique regardless of case. */
  @Column({ type: 'varchar', length: 40 })
  username!: string;

  /** argon2id, PHC string. Never logged, never sent. */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
