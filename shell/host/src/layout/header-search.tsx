import { SearchIcon } from '@healing/platform';
import { SearchCombobox } from './search-combobox';
import { useDisclosure, useIsApp } from './use-disclosure';
import styles from './header.module.css';

const ID = 'header-search';

/**
 * The header's search: a magnifier that opens a search box under the bar. In the server's HTML
 * a native disclosure holding a plain GET form to /search, so it searches without JavaScript;
 * in the app, a disclosure button whose panel focuses the box (Escape, a press outside or
 * focus moving on closes it, focus back on the button).
 */
export function HeaderSearch() {
  const isApp = useIsApp();
  const { isOpen, close, panelId, rootProps, buttonProps } = useDisclosure(ID);
  const icon = <SearchIcon size={22} strokeWidth={1.75} />;
  if (!isApp) {
    return (
      <details id={ID} className={styles.search}>
        <summary className={styles.iconButton} aria-label="Search">
          {icon}
        </summary>
        <div className={styles.searchPanel}>
          <SearchCombobox id={`${ID}-box`} />
        </div>
      </details>
    );
  }
  return (
    <div {...rootProps} className={styles.search} data-open={isOpen}>
      <button {...buttonProps} className={styles.iconButton} aria-label="Search">
        {icon}
      </button>
      <div id={panelId} className={styles.searchPanel} hidden={!isOpen}>
        {isOpen && <SearchCombobox id={`${ID}-box`} autoFocus onDone={close} />}
      </div>
    </div>
  );
}
