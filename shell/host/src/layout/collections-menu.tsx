import { ChevronDownIcon } from '@healing/platform';
import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { COLLECTION_LINKS } from './navigation';
import { useDisclosure, useIsApp } from './use-disclosure';
import styles from './header.module.css';

const ID = 'collections-menu';

function Links({ onChoose }: { onChoose?: () => void }) {
  return COLLECTION_LINKS.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={styles.menuItem} onClick={onChoose}>
        {link.label}
      </Link>
    </li>
  ));
}

const chevron = <ChevronDownIcon size={16} strokeWidth={1.75} className={styles.chevron} />;

/**
 * The Collections dropdown: a native disclosure in the server's HTML, so it opens without
 * JavaScript; in the app, a disclosure button whose list Escape, a press outside or focus moving
 * on closes, with the arrow keys moving between the links.
 */
export function CollectionsMenu() {
  const { pathname } = useLocation();
  const isApp = useIsApp();
  const { isOpen, setOpen, close, panelId, rootProps, buttonProps, root } = useDisclosure(ID);
  const triggerClass = `${styles.link} ${styles.trigger} ${
    COLLECTION_LINKS.some((link) => link.to === pathname) ? styles.active : ''
  }`;

  if (!isApp) {
    return (
      <details id={ID} className={styles.dropdown}>
        <summary className={triggerClass}>Collections {chevron}</summary>
        <ul className={styles.menu}>
          <Links />
        </ul>
      </details>
    );
  }

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    rootProps.onKeyDown(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!isOpen) setOpen(true);
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Once the list is showing.
    requestAnimationFrame(() => {
      const items = links();
      const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : index + step;
      items[(next + items.length) % Math.max(items.length, 1)]?.focus();
    });
  };

  return (
    <div {...rootProps} onKeyDown={onKeyDown} className={styles.dropdown}>
      <button {...buttonProps} className={triggerClass}>
        Collections {chevron}
      </button>
      <ul id={panelId} className={styles.menu} hidden={!isOpen}>
        <Links onChoose={close} />
      </ul>
    </div>
  );
}
