import { buttonClassName, usePageMeta } from '@healing/platform';
import { Link } from 'react-router-dom';
import { LeafIcon } from '../../../components/icons';
import styles from './product-not-found.module.css';

const TEXT = "This healing product doesn't exist or has been moved.";

/** SPEC.md's 'Product Not Found' view, for an unknown or malformed id: the page is a 404. */
export function ProductNotFound() {
  usePageMeta({ title: 'Product Not Found', description: TEXT, robots: 'noindex', notFound: true });
  return (
    <section className={styles.page} aria-labelledby="catalog-not-found-title">
      <span className={styles.icon} aria-hidden="true">
        <LeafIcon width={32} height={32} />
      </span>
      <h1 id="catalog-not-found-title" className={styles.title}>
        Product Not Found
      </h1>
      <p className={styles.text}>{TEXT}</p>
      <Link to="/inner-beauty" className={buttonClassName({ size: 'large' })}>
        Back to Collection
      </Link>
    </section>
  );
}
