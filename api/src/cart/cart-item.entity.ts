import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { CustomDesignData } from '@healing/contracts';
import { Product } from '../products/product.entity';
import { ProductVariant } from '../products/product-variant.entity';
import { Upload } from '../uploads/upload.entity';

/**
 * A cart line. A catalogue line has productId; a custom design has isCustomDesign, no product,
 * and a price the server set from its own table. At most one catalogue line per variant per
 * session (a partial unique index), so concurrent adds of one product merge into one line.
 */
@Entity('cart_items')
@Index(['sessionId'])
export class CartItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 160 })
  sessionId!: string;

  @Column({ type: 'integer', nullable: true })
  productId!: number | null;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  /** The variant of a catalogue line (one line per variant per session); null for designs. */
  @Column({ type: 'integer', nullable: true })
  variantId!: number | null;

  @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'variant_id' })
  variant?: ProductVariant | null;

  @Column({ type: 'integer', default: 1 })
  quantity!: number;

  @Column({ type: 'boolean', default: false })
  isCustomDesign!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  customDesignData!: CustomDesignData | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  customProductName!: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: '25.00' })
  customPrice!: string;

  @Column({ type: 'uuid', nullable: true })
  uploadId!: string | null;

  @ManyToOne(() => Upload, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'upload_id' })
  upload?: Upload | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the shopper last did anything with this cart (cart-activity.ts); set on every line. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  activeAt!: Date;
}
