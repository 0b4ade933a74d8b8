import { RemoteRoot } from '@healing/platform';
import { BlogPage } from '../pages/blog-page';

/** Exposed as './BlogPage'. */
export default function BlogPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <BlogPage />
    </RemoteRoot>
  );
}
