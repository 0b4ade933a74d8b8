import { Badge, type BlogPostSummaryDto } from '@healing/platform';
import { Link } from 'react-router-dom';
import { FormattedDate } from '../../../components/formatted-date';
import styles from './blog-card.module.css';

interface BlogCardProps {
  post: BlogPostSummaryDto;
  /** Heading level inside the page's outline. */
  headingLevel?: 2 | 3;
}

/** A post in a list: the whole card is one link, named by the title. */
export function BlogCard({ post, headingLevel = 2 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img className={styles.image} src={post.image} alt="" loading="lazy" />
      </div>
      <div className={styles.body}>
        <Badge tone="sage">{post.category}</Badge>
        <Heading className={styles.title}>
          <Link to={`/blog/${post.id}`} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          <span>{post.author}</span>
          <span aria-hidden="true">·</span>
          <FormattedDate iso={post.publishedAt} />
        </p>
      </div>
    </article>
  );
}
