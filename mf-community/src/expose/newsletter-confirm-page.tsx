import { RemoteRoot } from '@healing/platform';
import { NewsletterConfirmPage } from '../features/newsletter/newsletter-confirm-page';

/** Exposed as './NewsletterConfirmPage'. */
export default function NewsletterConfirmPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <NewsletterConfirmPage />
    </RemoteRoot>
  );
}
