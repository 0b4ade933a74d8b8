import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from './icons';
import { COLLECTION_LINKS } from './navigation';
import styles from './header.module.css';

/**
 * The Collections dropdown, as a disclosure of links (the navigation pattern): the button
 * shows and hides the list, Escape or a click elsewhere closes it and returns focus, arrow keys
 * move between the links.
 */
export function CollectionsMenu() {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const isActive = COLLECTION_LINKS.some((link) => link.to === pathname);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!isOpen) setOpen(true);
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : index + step;
    requestAnimationFrame(() =>
      links()[(next + items.length) % Math.max(items.length, 1)]?.focus(),
    );
  };

  return (
    <div className={styles.dropdown} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`${styles.link} ${styles.trigger} ${isActive ? styles.active : ''}`}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-state={isOpen ? 'open' : 'closed'}
        onClick={() => setOpen((open) => !open)}
      >
        Collections <ChevronDownIcon />
      </button>
      <ul id={listId} className={styles.menu} hidden={!isOpen}>
        {COLLECTION_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.menuItem} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
