import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moment } from '../test-support/fixtures';
import { resetToasts } from '../test-support/toasts';
import { HealingMomentsPage } from './healing-moments-page';

const STORIES = [
  moment({ id: 1, name: 'Maya', category: 'breakthrough', story: 'I told my sister everything.' }),
  moment({ id: 2, name: 'Jordan', category: 'growth', story: 'Journaling every MORNING.' }),
  moment({ id: 3, name: 'Anonymous', isAnonymous: true, category: 'loss', story: 'My dad.' }),
  moment({ id: 4, name: 'Sam', category: 'self-love', story: 'Be gentle, said Maya once.' }),
];

function storyNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Healing stories' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('HealingMomentsPage', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({
      'GET /api/healing-moments': { body: STORIES },
      'GET /api/healing-moments/likes': { body: { likedIds: [] } },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  it('shows the hero with the count of stories shared and every story', async () => {
    renderWithPlatform(<HealingMomentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Healing Moments' })).toBeInTheDocument();
    expect(
      await screen.findByText((_, element) => element?.textContent === '4 stories shared'),
    ).toBeInTheDocument();
    expect(storyNames()).toEqual(['Maya', 'Jordan', 'Anonymous', 'Sam']);
    expect(document.title).toBe('Healing Moments | Healing Shop');
  });

  it('searches story and name, ignoring case', async () => {
    renderWithPlatform(<HealingMomentsPage />);
    await screen.findByText('Showing 4 stories');
    const search = screen.getByRole('searchbox', { name: 'Search healing stories' });
    expect(search).toHaveAttribute('placeholder', 'Search healing stories...');

    await userEvent.type(search, 'morning');
    expect(storyNames()).toEqual(['Jordan']);

    await userEvent.clear(search);
    await userEvent.type(search, 'MAYA');
    // Maya by name, and Sam whose story mentions Maya.
    expect(storyNames()).toEqual(['Maya', 'Sam']);
    expect(screen.getByText('Showing 2 stories')).toBeInTheDocument();
  });

  it('filters by category chip, exactly, together with the search', async () => {
    renderWithPlatform(<HealingMomentsPage />);
    await screen.findByText('Showing 4 stories');
    const chips = screen.getByRole('group', { name: 'Filter stories by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Breakthrough', 'Relationship', 'Self-Love', 'Loss', 'Growth']);

    await userEvent.click(within(chips).getByRole('button', { name: 'Loss' }));
    expect(within(chips).getByRole('button', { name: 'Loss' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(storyNames()).toEqual(['Anonymous']);

    await userEvent.click(within(chips).getByRole('button', { name: 'Self-Love' }));
    await userEvent.type(screen.getByRole('searchbox'), 'maya');
    expect(storyNames()).toEqual(['Sam']);

    await userEvent.click(within(chips).getByRole('button', { name: 'All' }));
    expect(storyNames()).toEqual(['Maya', 'Sam']);
  });

  it('shows the four sample stories and Share Your Transformation when nothing matches', async () => {
    renderWithPlatform(<HealingMomentsPage />);
    await screen.findByText('Showing 4 stories');
    await userEvent.click(screen.getByRole('button', { name: 'Relationship' }));

    expect(screen.queryByRole('list', { name: 'Healing stories' })).not.toBeInTheDocument();
    const samples = screen.getByRole('list', { name: 'Sample stories' });
    expect(within(samples).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Transformation' }));
    expect(
      await screen.findByRole('dialog', { name: 'Share Your Healing Story' }),
    ).toBeInTheDocument();
  });

  it('shows the sample stories when no story is published yet', async () => {
    api.on('GET /api/healing-moments', { body: [] });
    renderWithPlatform(<HealingMomentsPage />);
    expect(await screen.findByRole('list', { name: 'Sample stories' })).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.textContent === '0 stories shared'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the stories cannot be loaded', async () => {
    api.on('GET /api/healing-moments', { status: 500, body: { message: 'down' } });
    renderWithPlatform(<HealingMomentsPage />);
    expect(await screen.findByText("We couldn't load the stories just now.")).toBeInTheDocument();
    api.on('GET /api/healing-moments', { body: STORIES });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 4 stories')).toBeInTheDocument();
  });
});
