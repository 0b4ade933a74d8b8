import { buttonClassName, HeartIcon, LeafIcon, ShieldIcon } from '@healing/platform';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './about-brand.module.css';

const PILLARS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Our Mission',
    text: 'To make the words that help in therapy part of everyday life: on a tee, a tag or a journal page, where you will see them when you need them most.',
    icon: <LeafIcon size={20} />,
  },
  {
    title: 'Our Values',
    text: 'Compassion first, honesty always. We design for real feelings, set fair prices and never use shame or urgency to sell.',
    icon: <HeartIcon size={20} />,
  },
  {
    title: 'Our Promise',
    text: 'Soft, lasting materials and careful packing. Free shipping over $50, and a 30-day healing guarantee if something is not right.',
    icon: <ShieldIcon size={20} />,
  },
];

/** Who we are, in three short pillars, with the way to the full story. */
export function AboutBrand() {
  return (
    <section className={styles.section} aria-labelledby="catalog-about-title">
      <div className={styles.panel}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>About Healing Shop</p>
          <h2 id="catalog-about-title" className={styles.title}>
            Made by a psychologist, for every kind of healing
          </h2>
          <p className={styles.lead}>
            Healing Shop began in a therapy room, with clients who wanted to take a helpful sentence
            home with them. Today it is a small shop and a warm community, still guided by the same
            care.
          </p>
          <Link to="/about" className={buttonClassName({ variant: 'secondary' })}>
            Learn More About Our Story
          </Link>
        </div>
        <ul className={styles.pillars}>
          {PILLARS.map((pillar) => (
            <li key={pillar.title} className={styles.pillar}>
              <span className={styles.icon}>{pillar.icon}</span>
              <div>
                <h3 className={styles.pillarTitle}>{pillar.title}</h3>
                <p className={styles.pillarText}>{pillar.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
