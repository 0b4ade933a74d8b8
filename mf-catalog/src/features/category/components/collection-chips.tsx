import { COLLECTION_NAMES, COLLECTIONS, type CollectionSlug } from '@healing/platform';
import { Link, useLocation } from 'react-router-dom';
import chips from '../../collection/components/category-filter.module.css';

interface CollectionChipsProps {
  /** The collection shown, or none for all three. */
  value: CollectionSlug | null;
}

/**
 * A category page's filter: all three collections, or one. Links, so they work before (and
 * without) JavaScript; the address keeps the page's sort and view.
 */
export function CollectionChips({ value }: CollectionChipsProps) {
  const location = useLocation();
  const to = (collection: CollectionSlug | null) => {
    const query = new URLSearchParams(location.search);
    if (collection) query.set('collection', collection);
    else query.delete('collection');
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav className={chips.chips} aria-label="Filter by collection">
      {[null, ...COLLECTIONS].map((collection) => (
        <Link
          key={collection ?? 'all'}
          to={to(collection)}
          replace
          preventScrollReset
          className={chips.chip}
          aria-current={value === collection ? 'page' : undefined}
        >
          {collection ? COLLECTION_NAMES[collection] : 'All collections'}
        </Link>
      ))}
    </nav>
  );
}
