import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Where a hosted payment page stands, as the shop last heard it from the provider. */
export type PaymentSessionState =
  'open' | 'processing' | 'paid' | 'failed' | 'expired' | 'mismatch';

/** One hosted payment page made for an order (migration 1765390000000-payment-sessions). */
@Entity('payment_sessions')
export class PaymentSession {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  orderId!: number;

  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  /** 1 for the session made at checkout, then one more per "try again" after a failure. */
  @Column({ type: 'integer' })
  attempt!: number;

  @Column({ type: 'varchar', length: 255 })
  sessionId!: string;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  state!: PaymentSessionState;

  @Column({ type: 'integer' })
  amountCents!: number;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  /** The provider's payment id (a Stripe PaymentIntent), once known: refunds name it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentReference!: string | null;

  /** What the provider reported paid, once it did (a mismatch's other amount included). */
  @Column({ type: 'integer', nullable: true })
  receivedCents!: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  receivedCurrency!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
