import { buttonClassName } from '@healing/platform';
import { Link } from 'react-router-dom';
import { FounderPortrait } from '../../../components/founder-portrait';
import { FOUNDER } from '../about-content';
import styles from './founder-intro.module.css';

export function FounderIntro() {
  return (
    <section className={styles.section} aria-labelledby="catalog-founder-title">
      <FounderPortrait className={styles.portrait} />
      <div className={styles.text}>
        <p className={styles.eyebrow}>Meet our founder</p>
        <h2 id="catalog-founder-title" className={styles.heading}>
          {FOUNDER.name}
        </h2>
        {FOUNDER.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <figure className={styles.quote}>
          <blockquote>
            <p>{FOUNDER.quote}</p>
          </blockquote>
          <figcaption>{FOUNDER.name}</figcaption>
        </figure>
        <Link to="/inner-beauty" className={buttonClassName({ variant: 'outline' })}>
          Explore Collections
        </Link>
      </div>
    </section>
  );
}
