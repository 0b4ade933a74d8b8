import { buttonClassName } from '@healing/platform';
import { Link } from 'react-router-dom';
import styles from './home-hero.module.css';

const WORDS = ['Breathe', 'Heal', 'Grow', 'Love'];

/**
 * The home page's first view and its largest paint: text and CSS only, no data and no image to
 * wait for, so it shows the moment the module arrives.
 */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="catalog-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Founded by a practising psychologist</p>
          <h1 id="catalog-hero-title" className={styles.title}>
            Your healing space
          </h1>
          <p className={styles.lead}>
            Gentle reminders you can wear, hold and gift. Patches, tees, journals and keepsakes
            designed to help you heal, grow and love a little more softly, one day at a time.
          </p>
          <div className={styles.actions}>
            <Link to="/inner-beauty" className={buttonClassName({ size: 'large' })}>
              Shop Now
            </Link>
            <Link
              to="/healing-moments"
              className={buttonClassName({ size: 'large', variant: 'outline' })}
            >
              Join Now
            </Link>
          </div>
        </div>
        <div className={styles.art} aria-hidden="true">
          <span className={styles.halo} />
          <span className={styles.ring} />
          <svg className={styles.lotus} viewBox="0 0 120 90" focusable="false">
            <path d="M60 12c12 14 14 32 0 52-14-20-12-38 0-52z" />
            <path d="M60 64C50 46 36 36 16 36c2 18 18 30 44 28z" />
            <path d="M60 64c10-18 24-28 44-28-2 18-18 30-44 28z" />
            <path d="M60 64C46 56 30 56 8 62c14 12 32 14 52 2z" />
            <path d="M60 64c14-8 30-8 52-2-14 12-32 14-52 2z" />
          </svg>
          {WORDS.map((word, index) => (
            <span key={word} className={`${styles.word} ${styles[`word${index + 1}`]}`}>
              {word}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
