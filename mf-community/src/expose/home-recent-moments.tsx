import { RemoteRoot } from '@healing/platform';
import { HomeRecentSection } from '../features/moments/components/home-recent-section';

/** Exposed as './HomeRecentMoments'. */
export default function HomeRecentSectionRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <HomeRecentSection />
    </RemoteRoot>
  );
}
