import {
  fakeApi,
  type FakeApi,
  type FakeResponse,
  renderWithPlatform,
} from '@healing/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred } from '../../../test-support/fixtures';
import { resetToasts } from '../../../test-support/toasts';
import { ContactForm } from './contact-form';

const sent: FakeResponse = {
  status: 201,
  body: { success: true, id: 5, message: "We'll get back to you within 24 hours." },
};

describe('ContactForm', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({ 'POST /api/contact': sent });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  const posts = () => api.calls.filter((call) => call.method === 'POST');
  const send = () => screen.getByRole('button', { name: 'Send Message' });

  async function fillAll() {
    await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Silva');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Order Support');
    await userEvent.type(screen.getByLabelText('Message'), 'Where is my order?');
  }

  it('offers the six labelled subjects', () => {
    renderWithPlatform(<ContactForm />);
    const options = within(screen.getByLabelText('Subject')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select a subject'],
      ['general', 'General Inquiry'],
      ['order', 'Order Support'],
      ['partnership', 'Partnership'],
      ['feedback', 'Feedback'],
      ['wholesale', 'Wholesale'],
      ['other', 'Other'],
    ]);
  });

  it('says what is missing beside each field, focuses the first, and sends nothing', async () => {
    renderWithPlatform(<ContactForm />);
    await userEvent.click(send());
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'Please enter your first name',
    );
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      'Please enter your last name',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please select a subject');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter a message');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it("asks for a subject with 'Please select a subject' when only it is missing", async () => {
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.selectOptions(screen.getByLabelText('Subject'), '');
    await userEvent.click(send());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a subject');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a malformed e-mail address and clears the message once it is edited', async () => {
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example');
    await userEvent.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await userEvent.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses in the browser what the API refuses: 'a@b..com', the shop's one e-mail rule", async () => {
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'a@b..com');
    await userEvent.click(send());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it.each([
    // A line separator survives a text input (only CR and LF are stripped): no second line.
    [
      'a line break',
      'Ana\u2028Bcc: someone@example.com',
      'Please keep this on one line, without hidden characters',
    ],
    [
      'a link',
      'Ana http://spam.example',
      'Names can only hold letters, spaces, hyphens, apostrophes and periods',
    ],
  ])('refuses a first name with %s, which would end up in an e-mail', async (_, name, message) => {
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByLabelText('First Name'));
    await userEvent.paste(name);
    await userEvent.click(send());
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('refuses a message holding direction overrides that would redraw what follows', async () => {
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.click(screen.getByLabelText('Message'));
    await userEvent.paste(' \u202Eevil');
    await userEvent.click(send());
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please use plain text: this holds characters we cannot show',
    );
    expect(posts()).toHaveLength(0);
  });

  it('sends the trimmed values', async () => {
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.type(screen.getByLabelText('First Name'), '  ');
    await userEvent.type(screen.getByLabelText('Email'), ' ');
    await userEvent.click(send());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(posts()[0].body).toMatchObject({ firstName: 'Ana', email: 'ana@example.com' });
  });

  it("shows a spinner while sending, then 'Message Sent!', the toast and an empty form", async () => {
    const answer = deferred<FakeResponse>();
    api.on('POST /api/contact', () => answer.promise);
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.click(send());

    const sending = screen.getByRole('button', { name: /Sending/ });
    expect(sending).toBeDisabled();
    expect(within(sending).getByRole('status')).toBeInTheDocument();
    expect(posts()[0].body).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      subject: 'order',
      message: 'Where is my order?',
    });

    jest.useFakeTimers();
    try {
      await act(async () => {
        answer.resolve(sent);
        await answer.promise;
      });
      expect(screen.getByRole('button', { name: 'Message Sent!' })).toBeDisabled();
      expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
      expect(
        screen.getByText("We'll get back to you within 24 hours. Thank you for reaching out!"),
      ).toBeInTheDocument();
      for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) {
        expect(screen.getByLabelText(label)).toHaveValue('');
      }
      act(() => jest.advanceTimersByTime(3000));
      expect(send()).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends a message whose answer was lost once more, with the same Idempotency-Key', async () => {
    let attempts = 0;
    api.on('POST /api/contact', () =>
      ++attempts === 1 ? apiError(503, 'The shop is briefly unavailable.') : sent,
    );
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.click(send());
    expect(
      await screen.findByText('Message sent successfully!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const keys = posts().map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^req_[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the message and shows the server’s reason when sending fails', async () => {
    api.on('POST /api/contact', apiError(400, 'Please enter a valid email address', 'email'));
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.click(send());
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my order?');
    expect(send()).toBeEnabled();
  });

  it("says 'Please try again later.' when the server gives no reason", async () => {
    api.on('POST /api/contact', { status: 500 });
    renderWithPlatform(<ContactForm />);
    await fillAll();
    await userEvent.click(send());
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});
