import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../test-support/fixtures';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const newsletterCalls = (api: FakeApi) => api.calls.filter((c) => c.url.includes('/newsletter'));

describe('UnsubscribePage', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({
      'POST /api/newsletter/unsubscribe': {
        body: { success: true, message: 'You will not receive our newsletter any more.' },
      },
    });
  });

  afterEach(() => api.restore());

  it('explains, and unsubscribes only when the button is pressed', async () => {
    renderWithPlatform(<UnsubscribePage />, { path: `/unsubscribe?token=${TOKEN}` });
    expect(screen.getByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(newsletterCalls(api)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You will not receive our newsletter any more.'),
    ).toBeInTheDocument();
    expect(newsletterCalls(api)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        body: { token: TOKEN },
      }),
    ]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('says so when the link has no token', () => {
    renderWithPlatform(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not complete.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('lets the visitor try again when the request fails', async () => {
    api.on('POST /api/newsletter/unsubscribe', apiError(503, 'Unavailable'));
    renderWithPlatform(<UnsubscribePage />, { path: `/unsubscribe?token=${TOKEN}` });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
