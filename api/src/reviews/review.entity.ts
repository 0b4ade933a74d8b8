import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationStatus } from '@healing/contracts';

/** A shopper's review of one product of one delivered order (migration 1765320000000). */
@Entity('product_reviews')
export class Review {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  productId!: number;

  @Column({ type: 'integer' })
  orderId!: number;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  moderationStatus!: ModerationStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;
}
