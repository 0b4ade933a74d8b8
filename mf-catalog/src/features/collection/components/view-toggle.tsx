import { GridIcon, ListIcon } from '@healing/platform';
import type { ProductView } from '../hooks/use-collection-params';
import styles from './view-toggle.module.css';

interface ViewToggleProps {
  value: ProductView;
  onChange: (view: ProductView) => void;
}

/** Grid or list. Both buttons stay in the tab order; the pressed one is the current view. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <div className={styles.toggle} role="group" aria-label="Product view">
      <button
        type="button"
        className={styles.option}
        aria-pressed={value === 'grid'}
        aria-label="Grid view"
        title="Grid view"
        onClick={() => onChange('grid')}
      >
        <GridIcon size={20} />
        <span className={styles.text} aria-hidden="true">
          Grid
        </span>
      </button>
      <button
        type="button"
        className={styles.option}
        aria-pressed={value === 'list'}
        aria-label="List view"
        title="List view"
        onClick={() => onChange('list')}
      >
        <ListIcon size={20} />
        <span className={styles.text} aria-hidden="true">
          List
        </span>
      </button>
    </div>
  );
}
