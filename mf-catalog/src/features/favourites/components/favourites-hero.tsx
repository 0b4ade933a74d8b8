import { PageHero } from '@healing/platform';

/** The page's opening: a breadcrumb, its one h1, and where these favourites live. */
export function FavouritesHero() {
  return (
    <PageHero
      eyebrow="Saved on this device"
      title="Your Favourites"
      breadcrumb="Favourites"
      lead="The pieces you saved with the heart on a product page. They stay in this browser, just for you, until you remove them."
    />
  );
}
