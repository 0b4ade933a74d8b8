import type { BlogPostDto, BlogPostSummaryDto } from '@healing/contracts';
import type { BlogPost } from './blog-post.entity';

export type BlogPostSummaryRow = Omit<BlogPost, 'slug' | 'content'>;

export function toBlogPostSummaryDto(row: BlogPostSummaryRow): BlogPostSummaryDto {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    image: row.image,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toBlogPostDto(row: BlogPost): BlogPostDto {
  return { ...toBlogPostSummaryDto(row), content: row.content };
}
