import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderStatus, OrderHistoryAction } from '@healing/contracts';

/**
 * One step of an order's history: placed, a payment link sent, paid, shipped, delivered,
 * cancelled; and the owner's work on its personal link (issued, revoked), which shoppers never see.
 */
@Entity('order_events')
@Index('idx_order_events_order', ['orderId', 'at', 'id'])
export class OrderEvent {
  /** bigserial: pg returns it as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'integer' })
  orderId!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ type: 'varchar', length: 30 })
  action!: OrderHistoryAction;

  /** The order's status after this step. */
  @Column({
    type: 'enum',
    enum: ['pending', 'paid', 'shipped', 'delivered', 'cancelled'],
    enumName: 'order_status',
  })
  status!: OrderStatus;

  /** The tracking number, payment reference, cancel reason or payment link; owners only. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  note!: string | null;

  /** `shopper` for placing the order; otherwise the owner's username or `automation`. */
  @Column({ type: 'varchar', length: 60 })
  actorLabel!: string;

  /** When the owner undid this step (refunds.ts); the shopper's history leaves it out. */
  @Column({ type: 'timestamptz', nullable: true })
  undoneAt!: Date | null;

  /** The outbox mail this step queued, which undoing it drops while it is unsent. */
  @Column({ type: 'integer', nullable: true })
  mailId!: number | null;
}
