import { buttonClassName, LeafIcon } from '@healing/platform';
import { Link } from 'react-router-dom';
import { EmptyMessage } from '../../../components/empty-message';
import { categoryPath, HOME_PRODUCT_KINDS } from '../../products/product-kinds';
import styles from './search-empty.module.css';

/** A few kinds to try when a search found nothing. */
const TRY = ['t-shirt', 'journal', 'jewelry', 'gift-box'];

/** Nothing matched: say what was searched, how to search better, and a way on. */
export function SearchEmpty({ q }: { q: string }) {
  return (
    <EmptyMessage
      icon={<LeafIcon size={28} />}
      size="large"
      title={`No products match “${q}”`}
      headingLevel={2}
      hint="Check the spelling, try a shorter or more general word, or browse a category."
    >
      <nav className={styles.actions} aria-label="Browse instead">
        {HOME_PRODUCT_KINDS.filter((info) => TRY.includes(info.kind)).map((info) => (
          <Link
            key={info.kind}
            to={categoryPath(info)}
            className={buttonClassName({ variant: 'outline' })}
          >
            {info.label}
          </Link>
        ))}
        <Link to="/" className={buttonClassName()}>
          Back to the shop
        </Link>
      </nav>
    </EmptyMessage>
  );
}
