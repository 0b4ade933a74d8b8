import { NEWSLETTER_SECTION_ID, NeedsJavaScript } from '@healing/platform';
import { HOME_AREAS } from '../app/route-remotes';
import { useNewsletterArrival } from '../layout/go-to-newsletter';
import { RemoteArea } from '../remotes/remote-area';
import styles from './home-page.module.css';

const [sections, shareMoment, recentMoments, newsletter] = HOME_AREAS;

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
        remote={sections.remote}
        module={sections.module}
        label={sections.label}
        minHeight="100vh"
      />
      {/* Slot: community's share-your-moment form. */}
      <RemoteArea
        remote={shareMoment.remote}
        module={shareMoment.module}
        label={shareMoment.label}
        optional
        deferred
        minHeight="var(--share-height)"
      />
      {/* Slot: community's recent moments. */}
      <RemoteArea
        remote={recentMoments.remote}
        module={recentMoments.module}
        label={recentMoments.label}
        optional
        deferred
        minHeight="var(--moments-height)"
      />
      {/* Slot: community's newsletter sign-up; the footer's Subscribe Now comes here. */}
      <section id={NEWSLETTER_SECTION_ID} aria-label="Newsletter">
        <RemoteArea
          remote={newsletter.remote}
          module={newsletter.module}
          label={newsletter.label}
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
