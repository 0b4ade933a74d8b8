import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An image the owner uploaded for a product, bytes included, so every API replica serves it.
 * Never changed: a new image is a new row (and a new URL), so the URL can be cached for good.
 */
@Entity('product_images')
@Index(['productId'])
export class ProductImage {
  /** Random UUID: also the image's public name. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'integer' })
  productId!: number;

  @Column({ type: 'varchar', length: 40 })
  mimeType!: string;

  @Column({ type: 'integer' })
  sizeBytes!: number;

  /** Loaded only when asked for by name: finding an image must not read up to 10 MB. */
  @Column({ type: 'bytea', select: false })
  content!: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
