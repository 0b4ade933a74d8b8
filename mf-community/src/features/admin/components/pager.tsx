import { Button } from '@healing/platform';
import styles from './admin.module.css';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where the owner is; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button variant="outline" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button
        variant="outline"
        size="small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
