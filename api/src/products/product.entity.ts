import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CollectionSlug, ProductCategory, ProductOption } from '@healing/contracts';

@Entity('products')
@Index(['collection', 'name'])
export class Product {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stable key for seed data and image file names. */
  @Column({ type: 'varchar', length: 120, unique: true })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  /** numeric(10,2): PostgreSQL hands it back as a string ("24.99"). */
  @Column({ type: 'numeric', precision: 10, scale: 2 })
  price!: string;

  @Column({ type: 'varchar', length: 20 })
  category!: ProductCategory;

  @Column({ type: 'varchar', length: 20 })
  collection!: CollectionSlug;

  /** Which of the home page's product kinds this is (patch, t-shirt, cap, ...). */
  @Column({ type: 'varchar', length: 30 })
  kind!: string;

  @Column({ type: 'varchar', length: 300 })
  image!: string;

  /**
   * The owner's switch: false takes the product off sale whatever its stock. The shop shows a
   * product in stock when this is true and one of its variants has stock.
   */
  @Column({ type: 'boolean', default: true })
  inStock!: boolean;

  /** What a shopper chooses (`[{ name: 'Size', values: ['XS', ...] }]`); empty for one size. */
  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  options!: ProductOption[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the owner last changed it (the back office). */
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * Set while the product is withdrawn from the shop: absent from every list, its page and the
   * cart, still on past orders (they keep their own copy of it).
   */
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt!: Date | null;
}
