import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The promo code applied to a session's cart: the server keeps it with the cart. */
@Entity('cart_promos')
export class CartPromo {
  @PrimaryColumn({ type: 'varchar', length: 160 })
  sessionId!: string;

  @Column({ type: 'varchar', length: 40 })
  promoCode!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  appliedAt!: Date;
}
