import {
  ApiError,
  ArrowLeftIcon,
  type BlogPostDto,
  breadcrumbJsonLd,
  NotFoundView,
  SITE_NAME,
  Spinner,
  usePageMeta,
  LoadError,
} from '@healing/platform';
import { Link, useParams } from 'react-router-dom';
import { useBlogPost, useBlogPosts } from '../features/blog/api/get-blog';
import { blogPostSocialImagePath } from '../features/blog/api/social-image';
import { BlogArticle } from '../features/blog/components/blog-article';
import { BlogCard } from '../features/blog/components/blog-card';
import styles from './blog-post-page.module.css';

const MORE_POSTS = 3;
const ARTICLE_NOT_FOUND_ACTIONS = [
  { to: '/blog', label: 'Browse the Blog' },
  { to: '/', label: 'Back to Home' },
];

function ArticleNotFound() {
  return (
    <NotFoundView
      title="Article Not Found"
      text="This article doesn't exist or may have been moved."
      actions={ARTICLE_NOT_FOUND_ACTIONS}
    />
  );
}

function articleJsonLd(post: BlogPostDto): object {
  // On the server (no window) as given: the page's head resolves it.
  const absolute = (path: string) =>
    typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: absolute(post.image),
    datePublished: post.publishedAt,
    articleSection: post.category,
    author: { '@type': /team/i.test(post.author) ? 'Organization' : 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    mainEntityOfPage: absolute(`/blog/${post.id}`),
  };
}

/** A post id as the route gives it: undefined for anything that is no post's id. */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

export function BlogPostPage() {
  const id = parseId(useParams().id);
  return id === undefined ? <ArticleNotFound /> : <BlogPost id={id} />;
}

function BlogPost({ id }: { id: number }) {
  const post = useBlogPost(id);
  const posts = useBlogPosts();
  const data = post.data;
  usePageMeta(
    data
      ? {
          title: data.title,
          description: data.excerpt,
          path: `/blog/${data.id}`,
          image: blogPostSocialImagePath(data.id),
          type: 'article',
          jsonLd: [
            articleJsonLd(data),
            breadcrumbJsonLd([
              ['Home', '/'],
              ['Blog', '/blog'],
              [data.title, `/blog/${data.id}`],
            ]),
          ],
        }
      : null,
  );

  if (post.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading the article" waitsFor="this article" />
      </div>
    );
  }
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.status === 404) return <ArticleNotFound />;
    return (
      <div className={styles.page}>
        <LoadError what="this article" onRetry={() => void post.refetch()} />
      </div>
    );
  }
  const others = (posts.data ?? []).filter((item) => item.id !== id).slice(0, MORE_POSTS);
  return (
    <div className={styles.page}>
      <Link to="/blog" className={styles.back}>
        <ArrowLeftIcon size={18} /> All articles
      </Link>
      <BlogArticle post={post.data} />
      {others.length > 0 && (
        <section className={styles.more} aria-labelledby="blog-more-title">
          <h2 id="blog-more-title" className={styles.moreTitle}>
            Keep reading
          </h2>
          <ul className={styles.grid}>
            {others.map((item) => (
              <li key={item.id}>
                <BlogCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
