import type { AdminHealingMomentDto } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMoment, apiError } from '../../test-support/fixtures';
import { resetToasts } from '../../test-support/toasts';
import { AdminStoriesPage } from './admin-stories-page';

describe('AdminStoriesPage', () => {
  let api: FakeApi;
  let pending: AdminHealingMomentDto[];

  beforeEach(() => {
    pending = [
      adminMoment({ id: 21, name: 'Lena', story: 'Tea with a friend.' }),
      adminMoment({ id: 22, name: 'Omar', story: 'I slept well.' }),
    ];
    api = fakeApi({
      'GET /api/admin/healing-moments/counts': () => ({
        body: { pending: pending.length, approved: 3, rejected: 1 },
      }),
      'GET /api/admin/healing-moments?status=pending': () => ({ body: pending }),
      'GET /api/admin/healing-moments?status=approved': { body: [] },
      'POST /api/admin/healing-moments/*': ({ url }) => {
        const id = Number(/\/(\d+)\//.exec(url)?.[1]);
        const decided = pending.find((moment) => moment.id === id);
        pending = pending.filter((moment) => moment.id !== id);
        return { body: { ...decided, moderationStatus: 'approved' } };
      },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  it('shows the pending stories and the counts, with no token field', async () => {
    renderWithPlatform(<AdminStoriesPage />);
    expect(await screen.findByText('Tea with a friend.')).toBeInTheDocument();
    expect(screen.getByText('I slept well.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Waiting for review (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Published (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/token/i)).not.toBeInTheDocument();
    expect(api.calls.every((call) => call.headers.Authorization === undefined)).toBe(true);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('approves a story, which leaves the queue and the count', async () => {
    renderWithPlatform(<AdminStoriesPage />);
    const list = await screen.findByRole('list', { name: 'Waiting for review' });
    await userEvent.click(within(list).getByRole('button', { name: 'Approve story by Lena' }));
    await waitFor(() => expect(screen.queryByText('Tea with a friend.')).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Waiting for review (1)' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith('/21/approve'))).toBe(true);
    expect(await screen.findByText('Story approved')).toBeInTheDocument();
  });

  it('says when nothing is published', async () => {
    renderWithPlatform(<AdminStoriesPage />);
    await userEvent.click(await screen.findByRole('tab', { name: /Published/ }));
    expect(await screen.findByText('No stories are published yet.')).toBeInTheDocument();
  });

  it('asks to sign in again when the session has ended', async () => {
    api.on('GET /api/admin/healing-moments?status=pending', apiError(401, 'Please sign in.'));
    renderWithPlatform(<AdminStoriesPage />);
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin');
  });

  it('offers to try again when the stories cannot be loaded', async () => {
    api.on('GET /api/admin/healing-moments?status=pending', apiError(503, 'Unavailable'));
    renderWithPlatform(<AdminStoriesPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
