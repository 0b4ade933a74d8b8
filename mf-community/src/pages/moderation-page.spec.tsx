import type { AdminHealingMomentDto } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_STORAGE_KEY } from '../features/moderation/hooks/use-admin-token';
import { adminMoment, apiError } from '../test-support/fixtures';
import { resetToasts } from '../test-support/toasts';
import { ModerationPage } from './moderation-page';

const TOKEN = 'owner-secret-token';
const refused = apiError(401, 'Admin token required');
const adminCalls = (api: FakeApi) => api.calls.filter((call) => call.url.includes('/admin/'));

describe('ModerationPage', () => {
  let api: FakeApi;
  let pending: AdminHealingMomentDto[];

  beforeEach(() => {
    window.sessionStorage.clear();
    pending = [
      adminMoment({ id: 21, name: 'Lena', story: 'Tea with a friend.' }),
      adminMoment({ id: 22, name: 'Omar', isAnonymous: true, story: 'I slept well.' }),
    ];
    api = fakeApi({
      'GET /api/admin/healing-moments*': ({ headers, url }) => {
        if (headers.Authorization !== `Bearer ${TOKEN}`) return refused;
        return { body: url.endsWith('status=pending') ? pending : [] };
      },
      'POST /api/admin/healing-moments/*': ({ headers, url }) => {
        if (headers.Authorization !== `Bearer ${TOKEN}`) return refused;
        const id = Number(/\/(\d+)\//.exec(url)?.[1]);
        const decided = pending.find((moment) => moment.id === id);
        pending = pending.filter((moment) => moment.id !== id);
        return {
          body: { ...decided, moderationStatus: url.endsWith('approve') ? 'approved' : 'rejected' },
        };
      },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  async function signIn(token = TOKEN) {
    await userEvent.type(screen.getByLabelText('Admin token'), token);
    await userEvent.click(screen.getByRole('button', { name: 'Open moderation' }));
  }

  it('shows nothing but the token form until a token is accepted', async () => {
    renderWithPlatform(<ModerationPage />);
    expect(screen.getByLabelText('Admin token')).toHaveAttribute('type', 'password');
    expect(screen.queryByText('Tea with a friend.')).not.toBeInTheDocument();
    expect(adminCalls(api)).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Open moderation' }));
    expect(screen.getByLabelText('Admin token')).toHaveAccessibleDescription(
      'Please enter the admin token.',
    );
    expect(adminCalls(api)).toHaveLength(0);
  });

  it('refuses a wrong token, keeps nothing, and shows no story', async () => {
    renderWithPlatform(<ModerationPage />);
    await signIn('wrong-token');
    expect(
      await screen.findByText('That token was not accepted. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tea with a friend.')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says so when moderation is not switched on', async () => {
    api.on('GET /api/admin/healing-moments*', apiError(404, 'No such address'));
    renderWithPlatform(<ModerationPage />);
    await signIn();
    expect(await screen.findByText(/not switched on/)).toBeInTheDocument();
  });

  it('lists pending stories with the real name and approves or rejects each', async () => {
    renderWithPlatform(<ModerationPage />);
    await signIn();
    expect(await screen.findByText('Tea with a friend.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(window.location.href).not.toContain(TOKEN);
    const omar = screen.getByRole('article', { name: 'Omar' });
    expect(within(omar).getByText('Shown as Anonymous')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve story by Lena' }));
    expect(await screen.findByText('Story approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tea with a friend.')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.url === '/api/admin/healing-moments/21/approve')).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reject story by Omar' }));
    expect(await screen.findByText('Story rejected')).toBeInTheDocument();
    expect(
      await screen.findByText('No stories are waiting for review. Every story has been read.'),
    ).toBeInTheDocument();
  });

  it('uses the token kept for this tab, and signs out on request', async () => {
    window.sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, TOKEN);
    renderWithPlatform(<ModerationPage />);
    expect(await screen.findByText('Tea with a friend.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByLabelText('Admin token')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('asks again, showing nothing else, when a kept token is no longer accepted', async () => {
    window.sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'old-token');
    renderWithPlatform(<ModerationPage />);
    expect(await screen.findByText(/no longer accepted/)).toBeInTheDocument();
    expect(screen.getByLabelText('Admin token')).toBeInTheDocument();
    expect(screen.queryByText('Tea with a friend.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows published and rejected stories on their tabs', async () => {
    renderWithPlatform(<ModerationPage />);
    await signIn();
    await screen.findByText('Tea with a friend.');
    await userEvent.click(screen.getByRole('button', { name: 'Published' }));
    expect(await screen.findByText('No stories are published yet.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.endsWith('status=approved'))).toBe(true);
  });
});
