import { CloseIcon, MenuIcon } from '@healing/platform';
import { NavLink } from 'react-router-dom';
import { COLLECTION_LINKS, FAVOURITES_LINK, MOBILE_LINKS } from './navigation';
import { SearchCombobox } from './search-combobox';
import { useDisclosure, useIsApp } from './use-disclosure';
import styles from './header.module.css';

const ID = 'mobile-menu';

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

function MenuLinks({ onChoose }: { onChoose?: () => void }) {
  return (
    <>
      <div className={styles.mobileSearch}>
        <SearchCombobox id="mobile-search" onDone={onChoose} />
      </div>
      {/* What the shop sells first, then its pages. */}
      <p className={styles.mobileHeading}>Collections</p>
      {COLLECTION_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={navClass} onClick={onChoose}>
          {link.label}
        </NavLink>
      ))}
      <p className={styles.mobileHeading}>The shop</p>
      {[...MOBILE_LINKS, FAVOURITES_LINK].map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={navClass}
          end={link.to === '/'}
          onClick={onChoose}
        >
          {link.label}
        </NavLink>
      ))}
    </>
  );
}

/** The menu icon, or a close icon while open (chosen by the styles, so also without the app). */
const icons = (
  <>
    <MenuIcon size={22} strokeWidth={1.75} className={styles.whenClosed} />
    <CloseIcon size={22} strokeWidth={1.75} className={styles.whenOpen} />
  </>
);

/**
 * The phone's menu: a native disclosure in the server's HTML, so it opens without JavaScript;
 * in the app, a disclosure button that Escape (focus back on the button), a press outside or
 * focus moving on closes. Its name stays "Menu": open or closed is its expanded state.
 */
export function MobileMenu() {
  const isApp = useIsApp();
  const { isOpen, close, panelId, rootProps, buttonProps } = useDisclosure(ID);
  if (!isApp) {
    return (
      <details id={ID} className={styles.mobile}>
        <summary className={styles.iconButton} aria-label="Menu">
          {icons}
        </summary>
        <nav className={styles.mobileMenu} aria-label="Mobile">
          <MenuLinks />
        </nav>
      </details>
    );
  }
  return (
    <div {...rootProps} className={styles.mobile} data-open={isOpen}>
      <button {...buttonProps} className={styles.iconButton} aria-label="Menu">
        {icons}
      </button>
      <nav id={panelId} className={styles.mobileMenu} aria-label="Mobile" hidden={!isOpen}>
        <MenuLinks onChoose={close} />
      </nav>
    </div>
  );
}
