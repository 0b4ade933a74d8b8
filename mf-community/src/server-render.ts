// What the community renders on the server: the shell asks for these areas' HTML when it renders
// a page (see build-kit's ssr/render-remote.tsx). Each renders from public data alone.
import BlogPage from './expose/blog-page';
import BlogPostPage from './expose/blog-post-page';
import ContactPage from './expose/contact-page';
import HealingMomentsPage from './expose/healing-moments-page';

export const serverRendered = {
  './HealingMomentsPage': HealingMomentsPage,
  './BlogPage': BlogPage,
  './BlogPostPage': BlogPostPage,
  './ContactPage': ContactPage,
};
