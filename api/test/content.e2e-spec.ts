import type { BlogPostDto, BlogPostSummaryDto } from '@healing/contracts';
import { createTestApp, type TestApp } from './support/test-app';

describe('blog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists post summaries, newest first, without their full text', async () => {
    const res = await t.http().get('/api/blog').expect(200);
    const posts = res.body as BlogPostSummaryDto[];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      expect(Object.keys(post).sort()).toEqual(
        ['author', 'category', 'excerpt', 'id', 'image', 'publishedAt', 'title'].sort(),
      );
      expect(post.image).toMatch(/^\/api\/images\/blog\/[a-z0-9-]+\.svg$/);
      expect(new Date(post.publishedAt).toISOString()).toBe(post.publishedAt);
    }
    const times = posts.map((p) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers one post with its multi-paragraph content', async () => {
    const [latest] = (await t.http().get('/api/blog').expect(200)).body as BlogPostSummaryDto[];
    const res = await t.http().get(`/api/blog/${latest.id}`).expect(200);
    const post = res.body as BlogPostDto;
    expect(post).toEqual({ ...latest, content: expect.any(String) });
    expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('serves each post image as SVG', async () => {
    const posts = (await t.http().get('/api/blog').expect(200)).body as BlogPostSummaryDto[];
    for (const post of posts) {
      const res = await t.http().get(post.image).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await t.http().get('/api/blog/first-post').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'id' });
    expect(res.body.message).toMatch(/is not a valid id\.$/);
    await t.http().get('/api/blog/0').expect(400);
  });

  it('answers 404 for a missing post', async () => {
    const res = await t.http().get('/api/blog/424242').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Blog post not found',
      error: 'Not Found',
    });
  });
});
