import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletters')
export class NewsletterSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  subscribedAt!: Date;

  /** The credential of this subscription's unsubscribe links; unique, never shown in lists. */
  @Column({ type: 'varchar', length: 64, unique: true, select: false })
  unsubscribeToken!: string;
}
