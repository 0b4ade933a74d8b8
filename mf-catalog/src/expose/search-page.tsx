import { RemoteRoot } from '@healing/platform';
import { SearchPage } from '../pages/search-page';

export default function SearchPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <SearchPage />
    </RemoteRoot>
  );
}
