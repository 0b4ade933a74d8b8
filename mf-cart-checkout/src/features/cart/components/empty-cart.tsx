import { BagIcon, COLLECTION_NAMES, COLLECTIONS } from '@healing/platform';
import { Link } from 'react-router-dom';
import styles from './empty-cart.module.css';

const COLLECTION_LINES: Record<(typeof COLLECTIONS)[number], string> = {
  'inner-beauty': 'Gentle reminders of your own worth',
  'life-happens': 'Companions for the hard days',
  'love-is': 'Gifts for the people who hold you',
};

export function EmptyCart() {
  return (
    <section className={styles.empty} aria-labelledby="empty-cart-title">
      <span className={styles.icon} aria-hidden="true">
        <BagIcon size={40} strokeWidth={1.5} />
      </span>
      <h1 id="empty-cart-title" className={styles.title}>
        Your Cart is Empty
      </h1>
      <p className={styles.text}>
        Your healing journey is waiting. Explore our collections and find something gentle for
        yourself or someone you love.
      </p>
      <ul className={styles.links} aria-label="Collections">
        {COLLECTIONS.map((slug) => (
          <li key={slug}>
            <Link to={`/${slug}`} className={`${styles.link} ${styles[slug] ?? ''}`}>
              <span className={styles.linkName}>{COLLECTION_NAMES[slug]}</span>
              <span className={styles.linkLine}>{COLLECTION_LINES[slug]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
