import { Link } from 'react-router-dom';
import styles from './favourites-hero.module.css';

/** The page's opening: a breadcrumb, its one h1, and where these favourites live. */
export function FavouritesHero() {
  return (
    <header className={styles.hero}>
      <span className={styles.glow} aria-hidden="true" />
      <div className={styles.inner}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link to="/" className={styles.crumbLink}>
                Home
              </Link>
            </li>
            <li aria-current="page">Favourites</li>
          </ol>
        </nav>
        <p className={styles.eyebrow}>Saved on this device</p>
        <h1 className={styles.title}>Your Favourites</h1>
        <p className={styles.description}>
          The pieces you saved with the heart on a product page. They stay in this browser, just for
          you, until you remove them.
        </p>
      </div>
    </header>
  );
}
