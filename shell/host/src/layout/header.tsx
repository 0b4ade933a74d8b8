import { Link, NavLink } from 'react-router-dom';
import { LotusMark } from './brand-marks';
import { CartButton } from './cart-button';
import { CollectionsMenu } from './collections-menu';
import { FavouritesLink } from './favourites-link';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import { HEADER_LINKS } from './navigation';
import { useScrolled } from './use-scrolled';
import styles from './header.module.css';

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

export function Header() {
  const isScrolled = useScrolled(20);
  return (
    <header className={styles.header} data-solid={isScrolled}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label="Healing Shop, home">
          <LotusMark />
          <span className={styles.brandName}>Healing Shop</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {HEADER_LINKS.slice(0, 1).map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass} end>
              {link.label}
            </NavLink>
          ))}
          <CollectionsMenu />
          {HEADER_LINKS.slice(1).map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <HeaderSearch />
          <FavouritesLink />
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
