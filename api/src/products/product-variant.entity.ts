import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Product } from './product.entity';

/**
 * One way a product is sold (a size, or the one size of a mug): its own stock, and optionally
 * its own SKU and price. `stock` never goes below 0 (a CHECK in the database): checkout takes
 * it with a conditional UPDATE (orders/stock.ts).
 */
@Entity('product_variants')
@Index(['productId'])
export class ProductVariant {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  /** Where it is listed among its product's variants (sizes small to large). */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  /** The value of each of the product's options: `{ "Size": "M" }`; `{}` for one size. */
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  optionValues!: Record<string, string>;

  /** What the shop calls it: "M", "M / Rose", or "One size". */
  @Column({ type: 'varchar', length: 120 })
  label!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sku!: string | null;

  /** Its own price, or null for the product's. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  price!: string | null;

  @Column({ type: 'integer', default: 0 })
  stock!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
