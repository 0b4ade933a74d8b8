import { RemoteRoot } from '@healing/platform';
import { HomeShareSection } from '../features/moments/components/home-share-section';

/** Exposed as './HomeShareMoment'. */
export default function HomeShareSectionRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <HomeShareSection />
    </RemoteRoot>
  );
}
