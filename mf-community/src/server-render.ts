// What the community renders on the server: the shell asks for these areas' HTML when it renders
// a page (see build-kit's ssr/render-remote.tsx). Each renders from public data alone, but the
// stories a visitor liked (only for a page rendered for them). Beside each module, the data its
// first screen reads, from the same query options its components use: the renderer loads it and
// renders the module once (server-render.spec holds each module to one pass).
import type { ServerRenderedModules } from '@healing/build-kit/render-remote';
import BlogPage from './expose/blog-page';
import BlogPostPage from './expose/blog-post-page';
import ContactPage from './expose/contact-page';
import HealingMomentsPage from './expose/healing-moments-page';
import { blogPostQueryOptions, blogPostsQueryOptions } from './features/blog/api/get-blog';
import { momentsQueryOptions } from './features/moments/api/get-moments';
import { likedMomentsQueryOptions } from './features/moments/api/moment-likes';
import { parseId } from './pages/blog-post-page';

export const serverRendered = {
  './HealingMomentsPage': {
    component: HealingMomentsPage,
    data: ({ session }) => [
      momentsQueryOptions(),
      ...(session ? [likedMomentsQueryOptions(session)] : []),
    ],
  },
  './BlogPage': { component: BlogPage, data: () => [blogPostsQueryOptions()] },
  './BlogPostPage': {
    component: BlogPostPage,
    data: ({ params }) => {
      const id = parseId(params.id);
      return id === undefined ? [] : [blogPostQueryOptions(id), blogPostsQueryOptions()];
    },
  },
  './ContactPage': { component: ContactPage, data: () => [] },
} satisfies ServerRenderedModules;
