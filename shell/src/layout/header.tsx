import { useCart } from '@healing/platform';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CollectionsMenu } from './collections-menu';
import { BagIcon, CloseIcon, LotusMark, MenuIcon } from './icons';
import { COLLECTION_LINKS, HEADER_LINKS } from './navigation';
import { useScrolled } from './use-scrolled';
import styles from './header.module.css';

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

function CartButton() {
  const { itemCount, toggleSidebar } = useCart();
  const label = itemCount === 1 ? 'Open cart, 1 item' : `Open cart, ${itemCount} items`;
  return (
    <button type="button" className={styles.cartButton} onClick={toggleSidebar} aria-label={label}>
      <BagIcon />
      {itemCount > 0 && (
        <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </button>
  );
}

export function Header() {
  const isScrolled = useScrolled(20);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header} data-solid={isScrolled || isMenuOpen}>
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
          <CartButton />
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav id="mobile-menu" className={styles.mobileMenu} aria-label="Mobile" hidden={!isMenuOpen}>
        {HEADER_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={navClass} end={link.to === '/'}>
            {link.label}
          </NavLink>
        ))}
        <p className={styles.mobileHeading}>Collections</p>
        {COLLECTION_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={navClass}>
            {link.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
