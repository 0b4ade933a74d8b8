import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../test-support/fixtures';
import { resetToasts } from '../../test-support/toasts';
import type { AdminMessageDto } from './api/admin-api';
import { AdminMessagesPage } from './admin-messages-page';

function message(overrides: Partial<AdminMessageDto> = {}): AdminMessageDto {
  return {
    id: 1,
    name: 'Ada Lind',
    email: 'ada@example.com',
    subject: 'order',
    message: 'Where is my order?\nIt has been a week.',
    receivedAt: '2026-03-01T10:00:00.000Z',
    handledAt: null,
    ...overrides,
  };
}

describe('AdminMessagesPage', () => {
  let api: FakeApi;
  let messages: AdminMessageDto[];

  beforeEach(() => {
    messages = [message({ id: 2, name: 'Ben Roe', email: 'ben@example.com' }), message()];
    const page = (status: 'unhandled' | 'handled') => {
      const shown = messages.filter((m) => (m.handledAt === null) === (status === 'unhandled'));
      return {
        body: {
          messages: shown,
          status,
          page: 1,
          pageSize: 20,
          total: shown.length,
          counts: {
            unhandled: messages.filter((m) => m.handledAt === null).length,
            handled: messages.filter((m) => m.handledAt !== null).length,
          },
        },
      };
    };
    api = fakeApi({
      'GET /api/admin/messages?status=unhandled*': () => page('unhandled'),
      'GET /api/admin/messages?status=handled*': () => page('handled'),
      'POST /api/admin/messages/*': ({ url, body }) => {
        const id = Number(/messages\/(\d+)\//.exec(url)?.[1]);
        const handled = (body as { handled: boolean }).handled;
        messages = messages.map((m) =>
          m.id === id ? { ...m, handledAt: handled ? '2026-03-02T10:00:00.000Z' : null } : m,
        );
        return { body: messages.find((m) => m.id === id) };
      },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  it('shows each unhandled message in full, with the counts', async () => {
    renderWithPlatform(<AdminMessagesPage />);
    const card = (await screen.findByRole('heading', { name: 'Ada Lind' })).closest('article')!;
    expect(within(card).getByText(/Where is my order\?/)).toHaveTextContent(
      'Where is my order? It has been a week.',
    );
    expect(within(card).getByText('Order')).toBeInTheDocument();
    expect(within(card).getAllByRole('link', { name: /ada@example\.com/ })[0]).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(screen.getByRole('tab', { name: 'Unhandled (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Handled (0)' })).toBeInTheDocument();
  });

  it('marks a message handled and back again', async () => {
    renderWithPlatform(<AdminMessagesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as handled: message from Ben Roe' }),
    );
    await waitFor(() => expect(screen.queryByText('Ben Roe')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/messages/2/handled',
      body: { handled: true },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Handled (1)' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as unhandled: message from Ben Roe' }),
    );
    await waitFor(() =>
      expect(screen.getByText('No message has been marked as handled yet.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Unhandled (2)' })).toBeInTheDocument();
  });

  it('says when no message is waiting', async () => {
    messages = [];
    renderWithPlatform(<AdminMessagesPage />);
    expect(
      await screen.findByText('No messages are waiting. Every message has been handled.'),
    ).toBeInTheDocument();
  });

  it('asks to sign in again when the session has ended', async () => {
    api.on('GET /api/admin/messages?status=unhandled*', apiError(401, 'Please sign in.'));
    renderWithPlatform(<AdminMessagesPage />);
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
  });
});
