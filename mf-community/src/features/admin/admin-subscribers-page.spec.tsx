import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../test-support/fixtures';
import { resetToasts } from '../../test-support/toasts';
import { AdminSubscribersPage } from './admin-subscribers-page';

describe('AdminSubscribersPage', () => {
  let api: FakeApi;
  let subscribers: { id: number; email: string; subscribedAt: string }[];

  beforeEach(() => {
    subscribers = [
      { id: 1, email: 'mia@example.com', subscribedAt: '2026-03-02T10:00:00.000Z' },
      { id: 2, email: 'noah@example.com', subscribedAt: '2026-03-01T10:00:00.000Z' },
    ];
    api = fakeApi({
      'GET /api/admin/subscribers*': ({ url }) => {
        const q = new URL(url, 'http://shop.test').searchParams.get('q') ?? '';
        const found = subscribers.filter((s) => s.email.includes(q));
        return { body: { subscribers: found, page: 1, pageSize: 25, total: found.length } };
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
