import { RemoteRoot } from '@healing/platform';
import { AboutPage } from '../pages/about-page';

export default function AboutPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <AboutPage />
    </RemoteRoot>
  );
}
