import { NEWSLETTER_SECTION_ID } from '@healing/platform';
import { Link } from 'react-router-dom';
import { useGoToNewsletter } from './go-to-newsletter';
import { SOCIAL_NETWORKS, type SocialNetwork, useSocialAccounts } from './social-accounts';
import { FacebookIcon, InstagramIcon, LotusMark, TikTokIcon, YouTubeIcon } from './brand-marks';
import {
  FOOTER_COLLECTION_LINKS,
  FOOTER_QUICK_LINKS,
  LEGAL_LINKS,
  type NavLink,
} from './navigation';
import styles from './footer.module.css';

function LinkGroup({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const SOCIAL_ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
};

/** The shop's own accounts, each set by the deployment; none set, no list. */
function SocialLinks() {
  const accounts = useSocialAccounts();
  const shown = SOCIAL_NETWORKS.filter(({ network }) => accounts[network]);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Follow us">
      {shown.map(({ network, name }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <a
              className={styles.socialLink}
              href={accounts[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} (opens in a new tab)`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Footer() {
  const goToNewsletter = useGoToNewsletter();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-brand">
          <Link to="/" className={styles.brand} id="footer-brand">
            <LotusMark /> Healing Shop
          </Link>
          <p className={styles.blurb}>
            Gentle reminders you can wear, hold and gift. Founded by a practising psychologist, made
            for every step of your healing journey.
          </p>
          <SocialLinks />
        </section>
        <LinkGroup title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkGroup title="Collections" links={FOOTER_COLLECTION_LINKS} />
        <section className={`${styles.group} ${styles.stay}`} aria-labelledby="footer-newsletter">
          <h2 className={styles.groupTitle} id="footer-newsletter">
            Stay Connected
          </h2>
          <p className={styles.blurb}>
            Healing stories, new collections and gentle words, once or twice a month.
          </p>
          <button
            type="button"
            className={styles.subscribe}
            onClick={goToNewsletter}
            data-js-only=""
          >
            Subscribe Now
          </button>
          {/* Without JavaScript: the sign-up block's place on the home page. */}
          <a href={`/#${NEWSLETTER_SECTION_ID}`} className={styles.subscribe} data-no-js-only="">
            Subscribe Now
          </a>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} Healing Shop. Made with love.
        </p>
        <ul className={styles.legal} aria-label="Legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.legalLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
