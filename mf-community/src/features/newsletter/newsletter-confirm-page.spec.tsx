import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../test-support/fixtures';
import { NewsletterConfirmPage } from './newsletter-confirm-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const CONFIRMED = 'Your subscription is confirmed. Welcome to our healing community!';
const UNKNOWN =
  'This confirmation link is not valid. Please use the newest e-mail we sent you, or sign up again for a new link.';
const EXPIRED =
  'This confirmation link has expired. Please sign up again and we will send you a new one.';
const newsletterCalls = (api: FakeApi) => api.calls.filter((c) => c.url.includes('/newsletter'));
const confirmButton = () => screen.getByRole('button', { name: 'Confirm my subscription' });

describe('NewsletterConfirmPage', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({
      'POST /api/newsletter/confirm': { body: { success: true, message: CONFIRMED } },
    });
  });

  afterEach(() => api.restore());

  it('explains the last step without confirming anything on opening', () => {
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    expect({
      heading: screen.getByRole('heading', { level: 1 }).textContent,
      calls: newsletterCalls(api).length,
    }).toEqual({ heading: 'Confirm your subscription', calls: 0 });
  });

  it('tells a visitor who did not sign up that closing the page is enough', () => {
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    expect(
      screen.getByText(
        "Didn't sign up? Simply close this page: without your confirmation we won't write to you again.",
      ),
    ).toBeInTheDocument();
  });

  it("sends the link's token when the button is pressed", async () => {
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    await userEvent.click(confirmButton());
    expect(newsletterCalls(api)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/newsletter/confirm',
        body: { token: TOKEN },
      }),
    ]);
  });

  it('welcomes the new subscriber and says the gift is on its way', async () => {
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMED);
    expect(
      screen.getByText('Your special welcome gift is on its way to your inbox.'),
    ).toBeInTheDocument();
  });

  it('offers the way back to the shop once confirmed', async () => {
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('link', { name: 'Continue to the shop' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('is kept out of search engines', () => {
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('says so when the link has no token, and offers no button', () => {
    renderWithPlatform(<NewsletterConfirmPage />, { path: '/newsletter/confirm' });
    expect({
      alert: screen.getByRole('alert').textContent,
      button: screen.queryByRole('button', { name: 'Confirm my subscription' }),
    }).toEqual({
      alert: 'This confirmation link is not complete. Please open the link from the e-mail again.',
      button: null,
    });
  });

  it.each([
    ['a link no sign-up has', 404, UNKNOWN],
    ['an expired link', 410, EXPIRED],
  ])("shows the server's words for %s", async (_case, status, message) => {
    api.on('POST /api/newsletter/confirm', apiError(status, message, 'token'));
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('offers to sign up again, instead of the button, for an expired link', async () => {
    api.on('POST /api/newsletter/confirm', apiError(410, EXPIRED, 'token'));
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    await userEvent.click(confirmButton());
    expect({
      signUp: (await screen.findByRole('link', { name: 'Sign up again' })).getAttribute('href'),
      button: screen.queryByRole('button', { name: 'Confirm my subscription' }),
    }).toEqual({ signUp: '/#newsletter', button: null });
  });

  it('lets the visitor try again when the request fails', async () => {
    api.on('POST /api/newsletter/confirm', apiError(503, 'Unavailable'));
    renderWithPlatform(<NewsletterConfirmPage />, { path: `/newsletter/confirm?token=${TOKEN}` });
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your subscription just now. Please try again in a moment.',
    );
    expect(confirmButton()).toBeEnabled();
  });
});
