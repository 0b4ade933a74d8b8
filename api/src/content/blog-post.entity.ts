import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('blog_posts')
export class BlogPost {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'varchar', length: 60 })
  category!: string;

  @Column({ type: 'varchar', length: 120 })
  author!: string;

  @Column({ type: 'varchar', length: 300 })
  image!: string;

  @Column({ type: 'timestamptz' })
  publishedAt!: Date;
}
