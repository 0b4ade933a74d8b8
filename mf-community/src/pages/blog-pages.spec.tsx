import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import { apiError, blogPost, blogSummary } from '../test-support/fixtures';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';

const POSTS = [
  blogSummary({ id: 1, title: 'Grounding Practices', category: 'Self-Care' }),
  blogSummary({ id: 2, title: 'Grief Has No Timeline', author: 'The Healing Shop Team' }),
];

function jsonLdOfType(type: string): Record<string, unknown> | undefined {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}

describe('the blog', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({
      'GET /api/blog': { body: POSTS },
      'GET /api/blog/1': {
        body: blogPost({
          id: 1,
          title: 'Grounding Practices',
          content: 'First <b>paragraph</b>.\n\nSecond paragraph.',
        }),
      },
    });
  });

  afterEach(() => api.restore());

  it('lists the posts with title, category, author, date and image', async () => {
    renderWithPlatform(<BlogPage />);
    const list = await screen.findByRole('list', { name: 'Articles' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Grounding Practices' })).toHaveAttribute(
      'href',
      '/blog/1',
    );
    expect(first.getByText('Self-Care')).toBeInTheDocument();
    expect(first.getByText('Dr. Naomi Ellis, PsyD')).toBeInTheDocument();
    expect(first.getByText('November 17, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-17T10:00:00.000Z',
    );
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/api/images/blog/grounding.svg');
  });

  it('reads a post as text paragraphs, with Article structured data', async () => {
    renderWithPlatform(<BlogPostPage />, { path: '/blog/1', routePath: '/blog/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grounding Practices' }),
    ).toBeInTheDocument();
    expect(screen.getByText('First <b>paragraph</b>.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    expect(jsonLdOfType('Article')).toMatchObject({
      headline: 'Grounding Practices',
      author: { '@type': 'Person', name: 'Dr. Naomi Ellis, PsyD' },
      datePublished: '2026-11-17T10:00:00.000Z',
    });
    expect(document.title).toBe('Grounding Practices | Healing Shop');
    const more = await screen.findByRole('region', { name: 'Keep reading' });
    expect(within(more).getByRole('link', { name: 'Grief Has No Timeline' })).toBeInTheDocument();
    expect(within(more).queryByRole('link', { name: 'Grounding Practices' })).toBeNull();
  });

  it('shows the not-found view for a post that does not exist', async () => {
    api.on('GET /api/blog/99', apiError(404, 'Blog post not found'));
    renderWithPlatform(<BlogPostPage />, { path: '/blog/99', routePath: '/blog/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows the not-found view for an address that is not a post id, without asking', () => {
    renderWithPlatform(<BlogPostPage />, { path: '/blog/abc', routePath: '/blog/:id' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.startsWith('/api/blog/'))).toBe(false);
  });
});
