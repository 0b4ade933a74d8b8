import { RemoteRoot } from '@healing/platform';
import { BlogPostPage } from '../pages/blog-post-page';

/** Exposed as './BlogPostPage'. */
export default function BlogPostPageRemote() {
  return (
    <RemoteRoot remote="community" release={__RELEASE__}>
      <BlogPostPage />
    </RemoteRoot>
  );
}
