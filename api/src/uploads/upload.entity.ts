import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An image a visitor uploaded for a custom design; the bytes live under the data folder. */
@Entity('uploads')
export class Upload {
  /** Random UUID: also the public name, so uploads cannot be enumerated. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** The visitor's file name, for display only; never used as a path. */
  @Column({ type: 'varchar', length: 255 })
  originalName!: string;

  @Column({ type: 'varchar', length: 40 })
  mimeType!: string;

  @Column({ type: 'integer' })
  sizeBytes!: number;

  /** File name under the uploads folder: `{id}.{ext}`, chosen by the server. */
  @Column({ type: 'varchar', length: 80 })
  storageKey!: string;

  @Column({ type: 'varchar', length: 160, nullable: true })
  sessionId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
