import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * SPEC.md lists a users table that no screen uses (shopping is anonymous). Kept for parity;
 * `password` would only ever hold a hash.
 */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  username!: string;

  @Column({ type: 'varchar', length: 200 })
  password!: string;
}
