import type { EntityManager } from 'typeorm';
import { blogImageUrl, productImageUrl } from '../../artwork/image-urls';
import { BLOG_SEEDS } from './blog.data';
import type { ProductKind } from '@healing/contracts';
import { insertDefaultVariants } from '../../products/variant-defaults';
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

/**
 * Every product without a variant (a product the seed has just added) gets its kind's options
 * and variants: sizes for T-shirts and onesies, one piece of a painting, one size otherwise.
 */
export async function seedVariants(manager: EntityManager): Promise<void> {
  const bare = await manager.query<{ id: number; slug: string; kind: ProductKind }[]>(
    `SELECT p.id, p.slug, p.kind FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
      ORDER BY p.id`,
  );
  for (const product of bare) await insertDefaultVariants(manager, product);
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
