import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { HealingMoment } from './healing-moment.entity';

/** One like per session per story; likeCount on the story is kept equal to the count of these. */
@Entity('moment_likes')
@Index(['momentId', 'sessionId'], { unique: true })
export class MomentLike {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  momentId!: number;

  @ManyToOne(() => HealingMoment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'moment_id' })
  moment?: HealingMoment;

  @Column({ type: 'varchar', length: 160 })
  sessionId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
