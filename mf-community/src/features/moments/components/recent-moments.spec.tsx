import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import { moment } from '../../../test-support/fixtures';
import { RecentMoments } from './recent-moments';

describe('RecentMoments', () => {
  let api: FakeApi;

  afterEach(() => api.restore());

  it('shows the newest three published stories with name and relative time', async () => {
    const hour = 3600 * 1000;
    api = fakeApi({
      'GET /api/healing-moments?limit=3': {
        body: [
          moment({
            id: 9,
            name: 'Theo',
            story: 'Box breathing.',
            submittedAt: new Date(Date.now() - 3 * hour).toISOString(),
          }),
          moment({ id: 8, name: 'Grace', isAnonymous: true, story: 'A year later.' }),
          moment({ id: 7, name: 'Marcus', story: 'Four years of silence.' }),
        ],
      },
    });
    renderWithPlatform(<RecentMoments />);
    const list = await screen.findByRole('list', { name: 'Recent healing moments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Box breathing.');
    expect(items[0]).toHaveTextContent('Theo');
    expect(items[0]).toHaveTextContent('3 hours ago');
    expect(items[1]).toHaveTextContent('Anonymous');
    expect(items[1]).not.toHaveTextContent('Grace');
    expect(items[2]).toHaveTextContent('2 days ago');
    expect(screen.getByRole('link', { name: 'View All Stories' })).toHaveAttribute(
      'href',
      '/healing-moments',
    );
  });

  it('invites the first story when none is published', async () => {
    api = fakeApi({ 'GET /api/healing-moments?limit=3': { body: [] } });
    renderWithPlatform(<RecentMoments />);
    expect(await screen.findByText(/Yours could be the first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Stories' })).toBeInTheDocument();
  });
});
