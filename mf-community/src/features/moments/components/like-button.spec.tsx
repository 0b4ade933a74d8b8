import { getSessionId, type HealingMomentDto } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMoments } from '../api/get-moments';
import { useLikedMoments } from '../api/moment-likes';
import { apiError, moment } from '../../../test-support/fixtures';
import { resetToasts } from '../../../test-support/toasts';
import { StoryGrid } from './story-grid';

function Grid() {
  const moments = useMoments();
  const liked = useLikedMoments();
  if (!moments.data || !liked.data) return <p>loading</p>;
  return <StoryGrid moments={moments.data} likedIds={liked.data} asOf={moments.dataUpdatedAt} />;
}

describe('liking a story', () => {
  let api: FakeApi;
  let stories: HealingMomentDto[];

  beforeEach(() => {
    stories = [moment({ id: 4, name: 'Priya', likeCount: 17 })];
    api = fakeApi({
      'GET /api/healing-moments': () => ({ body: stories }),
      'GET /api/healing-moments/likes': { body: { likedIds: [] } },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  it("stores the like and shows the server's count, then unlikes", async () => {
    api.on('POST /api/healing-moments/4/like', { body: { likeCount: 20, liked: true } });
    api.on('DELETE /api/healing-moments/4/like', { body: { likeCount: 19, liked: false } });
    renderWithPlatform(<Grid />);

    const like = await screen.findByRole('button', { name: 'Like story by Priya, 17 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);

    const liked = await screen.findByRole('button', { name: 'Like story by Priya, 20 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveTextContent('20');
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.headers['X-Session-Id']).toBe(getSessionId());

    await userEvent.click(liked);
    const unliked = await screen.findByRole('button', { name: 'Like story by Priya, 19 likes' });
    expect(unliked).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the stories this session liked before as liked', async () => {
    api.on('GET /api/healing-moments/likes', { body: { likedIds: [4] } });
    renderWithPlatform(<Grid />);
    expect(
      await screen.findByRole('button', { name: 'Like story by Priya, 17 likes' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the count and says so when the like cannot be saved', async () => {
    api.on('POST /api/healing-moments/4/like', apiError(503, 'The shop is briefly unavailable.'));
    renderWithPlatform(<Grid />);
    await userEvent.click(await screen.findByRole('button', { name: /Like story by Priya/ }));
    expect(await screen.findByText('Could not save your like')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like story by Priya, 17 likes' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });
});
