import { RemoteRoot } from '@healing/platform';
import { ContactPage } from '../pages/contact-page';

/** Exposed as './ContactPage'. */
export default function ContactPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <ContactPage />
    </RemoteRoot>
  );
}
