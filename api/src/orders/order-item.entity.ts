import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CustomDesignData } from '@healing/contracts';
import { Product } from '../products/product.entity';
import type { Order } from './order.entity';

/** A line of an order: name, image and unit price are snapshots taken at checkout. */
@Entity('order_items')
@Index(['orderId'])
export class OrderItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  orderId!: number;

  // Named by string, like Order.items: see there.
  @ManyToOne('Order', (order: Order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'integer', nullable: true })
  productId!: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @Column({ type: 'varchar', length: 200 })
  productName!: string;

  /** The variant it was (null for custom designs, and once the owner removes the variant). */
  @Column({ type: 'integer', nullable: true })
  variantId!: number | null;

  /** Copies of the variant's label ("M") and SKU at checkout. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  variantLabel!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sku!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  image!: string | null;

  @Column({ type: 'integer' })
  quantity!: number;

  /** Unit price. */
  @Column({ type: 'numeric', precision: 10, scale: 2 })
  price!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  total!: string;

  @Column({ type: 'boolean', default: false })
  isCustomDesign!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  customDesignData!: CustomDesignData | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  customProductName!: string | null;
}
