import { RemoteRoot } from '@healing/platform';
import { HealingMomentsPage } from '../pages/healing-moments-page';

/** Exposed as './HealingMomentsPage'. */
export default function HealingMomentsPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <HealingMomentsPage />
    </RemoteRoot>
  );
}
