import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../common/domain-errors';
import type { BlogPostDto, BlogPostSummaryDto } from '@healing/contracts';
import { BlogPost } from './blog-post.entity';
import { toBlogPostDto, toBlogPostSummaryDto } from './blog.mapper';

@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  /** Summaries, newest first; the list never carries the posts' full text. */
  async list(): Promise<BlogPostSummaryDto[]> {
    const rows = await this.posts.find({
      select: ['id', 'title', 'excerpt', 'category', 'author', 'image', 'publishedAt'],
      order: { publishedAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toBlogPostSummaryDto);
  }

  async findOne(id: number): Promise<BlogPostDto> {
    const post = await this.posts.findOneBy({ id });
    if (!post) throw new NotFoundError('Blog post not found');
    return toBlogPostDto(post);
  }
}
