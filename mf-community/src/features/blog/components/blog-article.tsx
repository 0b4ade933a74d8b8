import { Badge, type BlogPostDto } from '@healing/platform';
import { FormattedDate } from '../../../components/formatted-date';
import styles from './blog-article.module.css';

const WORDS_PER_MINUTE = 200;

/** The stored text separates paragraphs with a blank line; each becomes a text paragraph. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function readingMinutes(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function BlogArticle({ post }: { post: BlogPostDto }) {
  return (
    <article className={styles.article} aria-labelledby="blog-post-title">
      <header className={styles.header}>
        <Badge tone="sage">{post.category}</Badge>
        <h1 id="blog-post-title" className={styles.title}>
          {post.title}
        </h1>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          <span className={styles.author}>{post.author}</span>
          <span aria-hidden="true">·</span>
          <FormattedDate iso={post.publishedAt} />
          <span aria-hidden="true">·</span>
          <span>{readingMinutes(post.content)} min read</span>
        </p>
      </header>
      <img className={styles.image} src={post.image} alt="" />
      <div className={styles.content}>
        {paragraphsOf(post.content).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
