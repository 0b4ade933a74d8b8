import { RemoteRoot } from '@healing/platform';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

/** Exposed as './NewsletterSignup'. */
export default function NewsletterSignupRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <NewsletterSignup />
    </RemoteRoot>
  );
}
