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
}
