// The shop's navigation (SPEC.md "Shell (every page)"), shared by the header, the mobile menu
// and the footer.
import { COLLECTION_NAMES, COLLECTIONS } from '@healing/platform';

export interface NavLink {
  to: string;
  label: string;
}

export const HEADER_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/books', label: 'Books' },
  { to: '/healing-moments', label: 'Healing Moments' },
  { to: '/design-apparel', label: 'Design Apparel' },
  { to: '/contact', label: 'Contact' },
];

/**
 * The phone's menu after the collections: the header's pages, with the blog (the bar has no
 * room for it) before Contact.
 */
export const MOBILE_LINKS: readonly NavLink[] = [
  ...HEADER_LINKS.slice(0, -1),
  { to: '/blog', label: 'Blog' },
  ...HEADER_LINKS.slice(-1),
];

/** Products saved with the heart, on this device (mf-catalog's favourites page). */
export const FAVOURITES_LINK: NavLink = { to: '/favourites', label: 'Favourites' };

export const COLLECTION_LINKS: readonly NavLink[] = COLLECTIONS.map((slug) => ({
  to: `/${slug}`,
  label: COLLECTION_NAMES[slug],
}));

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/books', label: 'Books' },
  { to: '/healing-moments', label: 'Healing Moments' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_COLLECTION_LINKS: readonly NavLink[] = [
  ...COLLECTION_LINKS,
  { to: '/cart', label: 'Shopping Cart' },
  // A shopper who lost their order e-mails asks for the links to their orders.
  { to: '/find-my-order', label: 'Find My Order' },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refunds', label: 'Refund Policy' },
];
