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

const subscribed: FakeResponse = {
  status: 201,
  body: {
    success: true,
    email: 'mia@example.com',
    alreadySubscribed: false,
    message: 'Welcome to our healing community. Check your email for a special welcome gift!',
  },
};

describe('NewsletterSignup', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({ 'POST /api/newsletter': subscribed });
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

    answer.resolve(subscribed);
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
  });

  it("says 'Subscribed!' for 3 seconds with the address cleared, then is ready again", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithPlatform(<NewsletterSignup />);
      await user.type(input(), 'mia@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));

      expect(await screen.findByRole('button', { name: 'Subscribed!' })).toBeDisabled();
      expect(screen.getByText('Successfully subscribed!')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Welcome to our healing community. Check your email for a special welcome gift!',
        ),
      ).toBeInTheDocument();
      expect(input()).toHaveValue('');
      expect(input()).toBeEnabled();

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByRole('button', { name: 'Subscribed!' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats an address already on the list as a success, with the server’s words', async () => {
    api.on('POST /api/newsletter', {
      status: 200,
      body: {
        success: true,
        email: 'mia@example.com',
        alreadySubscribed: true,
        message: "You're already subscribed. Thank you for being part of our healing community!",
      },
    });
    renderWithPlatform(<NewsletterSignup />);
    await userEvent.type(input(), 'mia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByText(/You're already subscribed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribed!' })).toBeDisabled();
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
