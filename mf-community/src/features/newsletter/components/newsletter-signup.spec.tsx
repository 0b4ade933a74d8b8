import { NEWSLETTER_INPUT_ID } from '@healing/platform';
import {
  fakeApi,
  type FakeApi,
  type FakeResponse,
  renderWithPlatform,
} from '@healing/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred } from '../../../test-support/fixtures';
import { resetToasts } from '../../../test-support/toasts';
import { NewsletterSignup } from './newsletter-signup';

/** The API answers every sign-up alike, whoever the address belongs to. */
const accepted: FakeResponse = {
  status: 202,
  body: {
    success: true,
    message:
      "Please check your inbox: we've sent you a link to confirm your subscription. Already subscribed? Then you're all set.",
  },
};
const CHECK_INBOX =
  "Please check your inbox: we've sent you a link to confirm your subscription, and your welcome gift follows once you do. Already subscribed? Then you're all set.";

describe('NewsletterSignup', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({ 'POST /api/newsletter': accepted });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  const input = () => screen.getByRole('textbox', { name: 'Email address' });
  const posts = () => api.calls.filter((call) => call.method === 'POST');

  it('has the e-mail input the footer’s Subscribe Now looks for', () => {
    renderWithPlatform(<NewsletterSignup />);
    expect(input()).toHaveAttribute('id', NEWSLETTER_INPUT_ID);
    expect(input()).toHaveAttribute('type', 'email');
  });

  it('does nothing at all for a blank or spaces-only address', async () => {
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.type(input(), '   {Enter}');
    expect(posts()).toHaveLength(0);
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([
    'mia',
    'mia@example',
    'mia @example.com',
    '@example.com',
    'a@b..com',
    '.mia@example.com',
  ])("refuses '%s' with 'Invalid email' and sends nothing, as the API would", async (address) => {
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.type(input(), address);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = (await screen.findByText('Invalid email')).closest('li') ?? document.body;
    expect(toast).toHaveTextContent('Please enter a valid email address.');
    // Said beside the field too, until it is corrected.
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(input()).toHaveFocus();
    expect(posts()).toHaveLength(0);
    expect(input()).toHaveValue(address);
  });

  it('lets the message go once the address is corrected', async () => {
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.type(input(), 'a@b..com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Invalid email');
    await userEvent.clear(input());
    await userEvent.type(input(), 'a@b.com');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).not.toHaveAccessibleDescription();
  });

  it('disables the input and shows a spinner while pending', async () => {
    const answer = deferred<FakeResponse>();
    api.on('POST /api/newsletter', () => answer.promise);
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.type(input(), ' mia@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(input()).toBeDisabled();
    const button = screen.getByRole('button', { name: /Subscribing/ });
    expect(button).toBeDisabled();
    expect(button.querySelector('[role="status"]')).not.toBeNull();
    expect(posts()[0].body).toEqual({ email: 'mia@example.com' });

    answer.resolve(accepted);
    expect(await screen.findByText('Almost there!')).toBeInTheDocument();
  });

  it('tells the visitor to confirm through the e-mail, and promises the gift after that', async () => {
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.type(input(), 'mia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = (await screen.findByText('Almost there!')).closest('li') ?? document.body;
    expect(toast).toHaveTextContent(CHECK_INBOX);
  });

  it('says the gift comes once the address is confirmed, before anyone signs up', () => {
    renderWithPlatform(<NewsletterSignup />);
    expect(
      screen.getByText(
        /Subscribe, confirm with the link we e-mail you, and receive a special welcome gift\./,
      ),
    ).toBeInTheDocument();
  });

  it("says 'Check your inbox' for 3 seconds with the address cleared, then is ready again", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithPlatform(<NewsletterSignup />);
      await user.type(input(), 'mia@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));

      expect(await screen.findByRole('button', { name: 'Check your inbox' })).toBeDisabled();
      expect(input()).toHaveValue('');
      expect(input()).toBeEnabled();

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByRole('button', { name: 'Check your inbox' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('returns to idle with the error toast and keeps the address when it fails', async () => {
    api.on('POST /api/newsletter', apiError(400, 'Please enter a valid email address.', 'email'));
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.type(input(), 'mia@example.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = (await screen.findByText('Subscription failed')).closest('li') ?? document.body;
    expect(toast).toHaveTextContent('Please enter a valid email address.');
    expect(input()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(input()).toHaveValue('mia@example.co');
    expect(input()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("falls back to 'Please try again later.' when the server gives no reason", async () => {
    api.on('POST /api/newsletter', { status: 502 });
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.type(input(), 'mia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});
