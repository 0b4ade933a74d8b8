import { RemoteRoot } from '@healing/platform';
import { ModerationPage } from '../pages/moderation-page';

/** Exposed as './ModerationPage'. */
export default function ModerationPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <ModerationPage />
    </RemoteRoot>
  );
}
