import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Carrier, OrderStatus, PaymentMethod } from '@healing/contracts';
import type { OrderItem } from './order-item.entity';

@Entity('orders')
@Index(['sessionId', 'createdAt'])
@Index(['sessionId', 'idempotencyKey'], { unique: true, where: 'idempotency_key IS NOT NULL' })
export class Order {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 160 })
  sessionId!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 200 })
  address!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'char', length: 2 })
  state!: string;

  @Column({ type: 'varchar', length: 10 })
  zipCode!: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  subtotal!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: '0.00' })
  discount!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  shipping!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  tax!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  total!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  promoCode!: string | null;

  @Column({ type: 'enum', enum: ['card', 'paypal'], enumName: 'payment_method' })
  paymentMethod!: PaymentMethod;

  @Column({
    type: 'enum',
    enum: ['pending', 'paid', 'shipped', 'delivered', 'cancelled'],
    enumName: 'order_status',
    default: 'pending',
  })
  status!: OrderStatus;

  /** From the Idempotency-Key header: a retried checkout returns this order instead of a new one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** The secure payment link the owner last e-mailed (https, at most 2000 characters). */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  paymentLink!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paymentLinkSentAt!: Date | null;

  /** The payment provider's reference, noted when the owner marks the order paid. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  paymentReference!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  trackingNumber!: string | null;

  /** Who carries the parcel, as the owner chose; null before the carrier was asked for. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  carrier!: Carrier | null;

  @Column({ type: 'timestamptz', nullable: true })
  shippedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  // Named by string, with the type imported as a type: the two entities never import each
  // other at run time, so neither module waits on a half-loaded other (no import cycle).
  @OneToMany('OrderItem', (item: OrderItem) => item.order)
  items?: OrderItem[];
}
