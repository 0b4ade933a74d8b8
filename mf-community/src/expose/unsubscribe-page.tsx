import { RemoteRoot } from '@healing/platform';
import { UnsubscribePage } from '../features/newsletter/unsubscribe-page';

/** Exposed as './UnsubscribePage'. */
export default function UnsubscribePageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <UnsubscribePage />
    </RemoteRoot>
  );
}
