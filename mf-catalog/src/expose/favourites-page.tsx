import { RemoteRoot } from '@healing/platform';
import { FavouritesPage } from '../pages/favourites-page';

/** `/favourites`: rendered on the server too, so a visitor without JavaScript is told why. */
export default function FavouritesPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <FavouritesPage />
    </RemoteRoot>
  );
}
