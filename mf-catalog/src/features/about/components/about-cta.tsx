import { buttonClassName } from '@healing/platform';
import { Link } from 'react-router-dom';
import styles from './about-cta.module.css';

export function AboutCta() {
  return (
    <section className={styles.section} aria-labelledby="catalog-about-cta-title">
      <h2 id="catalog-about-cta-title" className={styles.heading}>
        Your story belongs here too
      </h2>
      <p className={styles.text}>
        Every piece we make started with someone&apos;s healing moment. Share yours with the
        community, or find a gentle reminder to carry with you.
      </p>
      <div className={styles.actions}>
        <Link to="/healing-moments" className={buttonClassName({ size: 'large' })}>
          Share Your Story
        </Link>
        <Link to="/inner-beauty" className={buttonClassName({ size: 'large', variant: 'outline' })}>
          Explore Products
        </Link>
      </div>
    </section>
  );
}
