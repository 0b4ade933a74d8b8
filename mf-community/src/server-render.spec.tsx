/**
 * @jest-environment node
 */
/// <reference types="node" />
// The community's pages as its server renders them for the shell (build-kit's render-remote.tsx,
// Node code, hence Node's types).
import { fakeApi } from '@healing/platform/testing';
import { render } from '@healing/build-kit/render-remote';
import { serverRendered } from './server-render';
import { blogPost, blogSummary } from './test-support/fixtures';

// What the remote's server build aliases to src/server-render.ts (build-kit's webpack.cjs).
jest.mock(
  '@healing/server-rendered-modules',
  () => jest.requireActual<typeof import('./server-render')>('./server-render'),
  { virtual: true },
);

function renderBlogPost(id: string) {
  return render({ module: './BlogPostPage', path: `/blog/${id}`, pattern: '/blog/:id', props: {} });
}

describe("the community's server rendering", () => {
  it("answers a blog post with the post's meta, its PNG card and Article data", async () => {
    const api = fakeApi({
      'GET /api/blog': { body: [blogSummary({ id: 2 })] },
      'GET /api/blog/1': { body: blogPost({ id: 1, title: 'Grounding Practices' }) },
    });
    const answer = await renderBlogPost('1');
    api.restore();

    expect(answer.notFound).toBe(false);
    expect(answer.meta).toMatchObject({
      title: 'Grounding Practices',
      path: '/blog/1',
      image: '/api/images/social/blog/1.png',
      type: 'article',
    });
    expect(answer.meta?.jsonLd?.map((data) => (data as { '@type': string })['@type'])).toEqual([
      'Article',
      'BreadcrumbList',
    ]);
  });

  it('answers a missing post with the not-found view and notFound', async () => {
    const api = fakeApi({ 'GET /api/blog': { body: [] } });
    const answer = await renderBlogPost('987654');
    api.restore();

    expect(answer.notFound).toBe(true);
    expect(answer.html).toContain('Article Not Found');
    expect(answer.meta).toMatchObject({ robots: 'noindex', notFound: true });
  });

  it('says, to a browser without JavaScript, which stories the API could not give', async () => {
    const api = fakeApi({
      'GET /api/healing-moments': { status: 503, body: { message: 'busy' } },
      'GET /api/healing-moments/*': { status: 503, body: { message: 'busy' } },
    });
    const answer = await render({
      module: './HealingMomentsPage',
      path: '/healing-moments',
      pattern: '/healing-moments',
      props: {},
    });
    api.restore();

    expect(answer.html).toContain('aria-label="Loading stories" data-js-only=""');
    expect(answer.html).toMatch(
      /<noscript>.*We couldn(&#x27;|')t load the stories just now\..*Try again<\/a>.*<\/noscript>/s,
    );
    // The hero's count waits for the stories too.
    expect(answer.html).toMatch(/<p [^>]*data-js-only="">Gathering stories/);
  });
});

// Each module's pages, as the shell asks for them: each must render once, from the data it
// declares in server-render.ts (a second pass means it reads something it does not declare).
const VISITOR = `session_1763800000001_${'cd'.repeat(16)}`;
const PAGES: Record<keyof typeof serverRendered, { path: string; pattern: string }[]> = {
  './HealingMomentsPage': [{ path: '/healing-moments', pattern: '/healing-moments' }],
  './BlogPage': [{ path: '/blog', pattern: '/blog' }],
  './BlogPostPage': [
    { path: '/blog/2', pattern: '/blog/:id' },
    { path: '/blog/404', pattern: '/blog/:id' },
    { path: '/blog/nope', pattern: '/blog/:id' },
  ],
  './ContactPage': [{ path: '/contact', pattern: '/contact' }],
};

describe('each module the community renders on the server', () => {
  it.each(
    Object.entries(PAGES).flatMap(([module, pages]) =>
      pages.map((page) => [module, page] as const),
    ),
  )('%s renders %o in one pass, from the data it declares', async (module, page) => {
    const api = fakeApi({
      'GET /api/cart/*': { body: [] },
      'GET /api/blog': { body: [blogSummary()] },
      'GET /api/blog/2': { body: blogPost() },
      'GET /api/healing-moments': { body: [] },
      'GET /api/healing-moments/likes': { body: { likedIds: [] } },
    });
    for (const session of [undefined, VISITOR]) {
      const answer = await render({ module, props: {}, ...page, ...(session ? { session } : {}) });
      expect(answer.passes).toBe(1);
      // Public pages: rendered for nobody, the same for every visitor.
      expect(answer.shared).toBe(session === undefined);
    }
    api.restore();
  });
});
