import { RemoteArea } from '../remotes/remote-area';

/**
 * The home page is composed here: the catalog's sections, then the slots the community remote
 * fills (share-your-moment form, recent moments, newsletter). Each is its own remote area, so one
 * failing never blanks the others. The community's sections sit below the fold and load once
 * the catalog's have the screen.
 */
export function HomePage() {
  return (
    <>
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
        minHeight="12rem"
      />
      {/* Slot: community's recent moments. */}
      <RemoteArea
        remote="community"
        module="./HomeRecentMoments"
        label="recent moments"
        optional
        deferred
        minHeight="12rem"
      />
      {/* Slot: community's newsletter sign-up; the footer's Subscribe Now scrolls here. */}
      <section id="newsletter" aria-label="Newsletter">
        <RemoteArea
          remote="community"
          module="./NewsletterSignup"
          label="the newsletter sign-up"
          optional
          deferred
          minHeight="10rem"
        />
      </section>
    </>
  );
}
