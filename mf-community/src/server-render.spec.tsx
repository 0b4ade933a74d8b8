/**
 * @jest-environment node
 */
/// <reference types="node" />
// The community's pages as its server renders them for the shell (build-kit's render-remote.tsx,
// Node code, hence Node's types).
import { fakeApi } from '@healing/platform/testing';
import { render } from '@healing/build-kit/render-remote';
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
