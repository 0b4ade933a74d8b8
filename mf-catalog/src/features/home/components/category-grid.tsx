import type { CollectionSlug, ProductDto } from '@healing/platform';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../../components/section-heading';
import styles from './category-grid.module.css';

export interface CategoryTile {
  kind: string;
  label: string;
  /** Whose colours and picture the tile wears. */
  collection: CollectionSlug;
  to: string;
  /** A product of that kind in that collection, for the picture (once the catalogue loaded). */
  product?: ProductDto;
}

/** SPEC.md's twelve product categories, each opening its page across the collections. */
export function CategoryGrid({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <section className={styles.section} aria-labelledby="catalog-categories-title">
      <SectionHeading
        id="catalog-categories-title"
        eyebrow="Shop by category"
        title="Something gentle for every day"
        lead="From iron-on patches to original paintings, every piece carries a small message of healing."
      />
      <ul className={styles.grid}>
        {tiles.map((tile) => (
          <li key={tile.kind}>
            <Link to={tile.to} className={styles.tile}>
              <span className={`${styles.media} ${styles[tile.collection]}`}>
                {tile.product && (
                  <img
                    className={styles.image}
                    src={tile.product.image}
                    alt=""
                    width="400"
                    height="400"
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </span>
              <span className={styles.label}>{tile.label}</span>
              <span className={styles.collection}>All collections</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
