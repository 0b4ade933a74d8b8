import { NEWSLETTER_SECTION_ID, NeedsJavaScript } from '@healing/platform';
import { useNewsletterArrival } from '../layout/go-to-newsletter';
import { RemoteArea } from '../remotes/remote-area';
import styles from './home-page.module.css';

/**
 * The home page is composed here: the catalog's sections, then the slots the community remote
 * fills (share-your-moment form, recent moments, newsletter). Each is its own remote area, so one
 * failing never blanks the others. The community's sections sit below the fold and load once
 * the catalog's have the screen, in space kept for them (home-page.module.css); the newsletter
 * loads at once for a visitor headed there (the footer's Subscribe Now).
 */
export function HomePage() {
  const isHeadedForNewsletter = useNewsletterArrival();
  return (
    <div className={styles.home}>
      <RemoteArea
        remote="catalog"
        module="./HomeSections"
        label="our collections"
        minHeight="100vh"
      />
      {/* Slot: community's share-your-moment form. */}
      <RemoteArea
        remote="community"
        module="./HomeShareMoment"
        label="the share form"
        optional
        deferred
        minHeight="var(--share-height)"
      />
      {/* Slot: community's recent moments. */}
      <RemoteArea
        remote="community"
        module="./HomeRecentMoments"
        label="recent moments"
        optional
        deferred
        minHeight="var(--moments-height)"
      />
      {/* Slot: community's newsletter sign-up; the footer's Subscribe Now comes here. */}
      <section id={NEWSLETTER_SECTION_ID} aria-label="Newsletter">
        <RemoteArea
          remote="community"
          module="./NewsletterSignup"
          label="the newsletter sign-up"
          optional
          deferred={!isHeadedForNewsletter}
          minHeight="var(--newsletter-height)"
        />
        <NeedsJavaScript title="Signing up needs JavaScript">
          <p>
            Our newsletter brings healing stories, new collections and gentle words, once or twice a
            month. Turn JavaScript on to join us; everything else here works without it.
          </p>
        </NeedsJavaScript>
      </section>
    </div>
  );
}
