import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An image a visitor uploaded for a custom design, bytes included, so that every API replica
 * serves it (see the 1764300000000 migration for why the bytes are a column of this row).
 */
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

  /**
   * The image. Never loaded unless asked for by name (`select: false`): finding an upload must
   * not read up to 10 MB. Null only for a row from before uploads lived in the database whose
   * file has not been imported.
   */
  @Column({ type: 'bytea', nullable: true, select: false })
  content!: Buffer | null;

  /** Rows from before uploads lived in the database: the file under `{dataDir}/uploads`. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  storageKey!: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  sessionId!: string | null;

  /** For the per-address quota (common/client-network.ts); erased once the row is a day old. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
