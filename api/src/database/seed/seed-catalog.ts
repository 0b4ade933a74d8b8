import type { EntityManager } from 'typeorm';
import { blogImageUrl, productImageUrl } from '../../artwork/image-urls';
import { BLOG_SEEDS } from './blog.data';
import { PRODUCT_SEEDS } from './products.data';
import { daysBefore, insertMissingBySlug } from './seed-sql';

export async function seedProducts(manager: EntityManager, now: Date): Promise<void> {
  await insertMissingBySlug(
    manager,
    'products',
    [
      'slug',
      'name',
      'description',
      'price',
      'category',
      'collection',
      'kind',
      'image',
      'in_stock',
      'created_at',
    ],
    PRODUCT_SEEDS.map((p) => [
      p.slug,
      p.name,
      p.description,
      p.price,
      p.category,
      p.collection,
      p.kind,
      productImageUrl(p.slug),
      p.inStock ?? true,
      daysBefore(now, p.daysAgo),
    ]),
  );
}

export async function seedBlogPosts(manager: EntityManager, now: Date): Promise<void> {
  await insertMissingBySlug(
    manager,
    'blog_posts',
    ['slug', 'title', 'excerpt', 'content', 'category', 'author', 'image', 'published_at'],
    BLOG_SEEDS.map((post) => [
      post.slug,
      post.title,
      post.excerpt,
      post.paragraphs.join('\n\n'),
      post.category,
      post.author,
      blogImageUrl(post.slug),
      daysBefore(now, post.daysAgo),
    ]),
  );
}
