import { Spinner, usePageMeta, LoadError, PageHero } from '@healing/platform';
import { useBlogPosts } from '../features/blog/api/get-blog';
import { BlogCard } from '../features/blog/components/blog-card';
import styles from './blog-page.module.css';

export function BlogPage() {
  usePageMeta({
    title: 'The Healing Journal',
    description:
      'Gentle, practical writing on self-care, grief, relationships and everyday healing, from our founding psychologist and team.',
    path: '/blog',
  });
  const posts = useBlogPosts();

  return (
    <div className={styles.page}>
      <PageHero
        align="center"
        eyebrow="Blog"
        title="The Healing Journal"
        tone="lavender"
        lead="Gentle, practical writing on self-care, grief, relationships and the small steps of everyday healing."
      />
      <div className={styles.content}>
        {posts.isPending ? (
          <div className={styles.loading}>
            <Spinner label="Loading articles" waitsFor="the articles" />
          </div>
        ) : posts.isError ? (
          <LoadError what="the articles" onRetry={() => void posts.refetch()} />
        ) : posts.data.length === 0 ? (
          <p className={styles.empty}>New articles are on their way. Please check back soon.</p>
        ) : (
          <ul className={styles.grid} aria-label="Articles">
            {posts.data.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
