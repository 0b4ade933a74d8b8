import { RemoteRoot } from '@healing/platform';
import { HomeSections } from '../pages/home-sections';

export default function HomeSectionsExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <HomeSections />
    </RemoteRoot>
  );
}
