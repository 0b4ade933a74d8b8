import styles from './status-tabs.module.css';

export interface StatusTab<T extends string> {
  value: T;
  label: string;
  /** Shown beside the label once known. */
  count?: number;
}

interface StatusTabsProps<T extends string> {
  label: string;
  tabs: readonly StatusTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
}

/** The page's list filter: buttons in a row, the chosen one marked; counts in the names. */
export function StatusTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: StatusTabsProps<T>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={selected === tab.value}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
          {tab.count === undefined ? '' : ` (${tab.count})`}
        </button>
      ))}
    </div>
  );
}
