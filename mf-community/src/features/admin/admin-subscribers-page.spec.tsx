import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../test-support/fixtures';
import { resetToasts } from '../../test-support/toasts';
import { AdminSubscribersPage } from './admin-subscribers-page';

describe('AdminSubscribersPage', () => {
  let api: FakeApi;
  type Row = {
    id: number;
    email: string;
    status: 'confirmed' | 'pending';
    subscribedAt: string;
    confirmedAt: string | null;
  };
  let subscribers: Row[];

  beforeEach(() => {
    subscribers = [
      {
        id: 1,
        email: 'mia@example.com',
        status: 'confirmed',
        subscribedAt: '2026-03-02T10:00:00.000Z',
        confirmedAt: '2026-03-02T10:05:00.000Z',
      },
      {
        id: 2,
        email: 'noah@example.com',
        status: 'confirmed',
        subscribedAt: '2026-03-01T10:00:00.000Z',
        confirmedAt: '2026-03-01T10:05:00.000Z',
      },
      {
        id: 3,
        email: 'ava@example.com',
        status: 'pending',
        subscribedAt: '2026-03-05T10:00:00.000Z',
        confirmedAt: null,
      },
    ];
    api = fakeApi({
      'GET /api/admin/subscribers*': ({ url }) => {
        const params = new URL(url, 'http://shop.test').searchParams;
        const q = params.get('q') ?? '';
        const status = params.get('status') ?? 'confirmed';
        const found = subscribers.filter((s) => s.status === status && s.email.includes(q));
        const counts = {
          confirmed: subscribers.filter((s) => s.status === 'confirmed').length,
          pending: subscribers.filter((s) => s.status === 'pending').length,
        };
        return {
          body: { subscribers: found, status, page: 1, pageSize: 25, total: found.length, counts },
        };
      },
      'DELETE /api/admin/subscribers/*': ({ url }) => {
        subscribers = subscribers.filter((s) => !url.endsWith(`/${s.id}`));
        return { status: 204 };
      },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  it('lists the subscribers and links the CSV export', async () => {
    renderWithPlatform(<AdminSubscribersPage />);
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(within(table).getByText('mia@example.com')).toBeInTheDocument();
    expect(within(table).getByText('noah@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 on the newsletter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/subscribers.csv',
    );
  });

  it('counts only confirmed addresses as subscribers', async () => {
    renderWithPlatform(<AdminSubscribersPage />);
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(within(table).queryByText('ava@example.com')).not.toBeInTheDocument();
  });

  it('shows how many are subscribed and how many wait, in the tabs', async () => {
    renderWithPlatform(<AdminSubscribersPage />);
    await screen.findByRole('table', { name: 'Subscribers' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Subscribed (2)',
      'Waiting for confirmation (1)',
    ]);
  });

  it('lists the sign-ups waiting for their confirmation apart, since they signed up', async () => {
    renderWithPlatform(<AdminSubscribersPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Waiting for confirmation (1)' }));
    const table = await screen.findByRole('table', { name: 'Sign-ups waiting for confirmation' });
    expect({
      rows: within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
      asked: api.calls.at(-1)?.url,
    }).toEqual({
      rows: ['E-mailSigned upActions', 'ava@example.comMar 5, 2026Remove'],
      asked: expect.stringContaining('status=pending'),
    });
  });

  it('removes a waiting sign-up after confirming', async () => {
    renderWithPlatform(<AdminSubscribersPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Waiting for confirmation (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ava@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this sign-up?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('ava@example.com')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/subscribers/3');
  });

  it('searches by e-mail', async () => {
    renderWithPlatform(<AdminSubscribersPage />);
    await screen.findByText('mia@example.com');
    await userEvent.type(screen.getByLabelText('Search by e-mail'), 'noah');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('mia@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('noah@example.com')).toBeInTheDocument();
    expect(api.calls.at(-1)?.url).toContain('q=noah');
    await userEvent.clear(screen.getByLabelText('Search by e-mail'));
    await userEvent.type(screen.getByLabelText('Search by e-mail'), 'nobody{Enter}');
    expect(
      await screen.findByText('No subscriber\'s address contains "nobody".'),
    ).toBeInTheDocument();
  });

  it('unsubscribes only after confirming', async () => {
    renderWithPlatform(<AdminSubscribersPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unsubscribe noah@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribe this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscribed' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe noah@example.com' }));
    const again = await screen.findByRole('dialog', { name: 'Unsubscribe this address?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.queryByText('noah@example.com')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/subscribers/2');
  });

  it('asks to sign in again when the session has ended', async () => {
    api.on('GET /api/admin/subscribers*', apiError(401, 'Please sign in.'));
    renderWithPlatform(<AdminSubscribersPage />);
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
  });
});
