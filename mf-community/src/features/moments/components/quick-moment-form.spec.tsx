import {
  fakeApi,
  type FakeApi,
  type FakeResponse,
  renderWithPlatform,
} from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred } from '../../../test-support/fixtures';
import { resetToasts } from '../../../test-support/toasts';
import { QuickMomentForm } from './quick-moment-form';

const received: FakeResponse = {
  status: 201,
  body: { id: 9, status: 'pending', message: 'It will be reviewed and published soon.' },
};

describe('QuickMomentForm', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({ 'POST /api/healing-moments': received });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  const field = () => screen.getByRole('textbox', { name: 'Your healing moment' });
  const submit = () => screen.getByRole('button', { name: /Share Moment|Sharing/ });
  const posts = () => api.calls.filter((call) => call.method === 'POST');

  it('counts characters live up to the 280 limit', async () => {
    renderWithPlatform(<QuickMomentForm />);
    expect(screen.getByText('0/280 characters')).toBeInTheDocument();
    await userEvent.type(field(), 'Breathe');
    expect(screen.getByText('7/280 characters')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('7/280 characters');
  });

  it('never holds more than 280 characters', async () => {
    renderWithPlatform(<QuickMomentForm />);
    await userEvent.click(field());
    await userEvent.paste('a'.repeat(300));
    expect(field()).toHaveValue('a'.repeat(280));
    expect(screen.getByText('280/280 characters: that is the limit')).toBeInTheDocument();
  });

  it('keeps the button disabled while the field is empty', async () => {
    renderWithPlatform(<QuickMomentForm />);
    expect(submit()).toBeDisabled();
    await userEvent.type(field(), 'x');
    expect(submit()).toBeEnabled();
    await userEvent.clear(field());
    expect(submit()).toBeDisabled();
  });

  it('asks for a few words when only spaces were typed, without sending', async () => {
    renderWithPlatform(<QuickMomentForm />);
    await userEvent.type(field(), '   ');
    await userEvent.click(submit());
    expect(await screen.findByText('Please share your moment')).toBeInTheDocument();
    expect(
      screen.getByText('Write a few words about your healing experience.'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('refuses hidden control characters beside the field, as the API would, and keeps line breaks', async () => {
    renderWithPlatform(<QuickMomentForm />);
    await userEvent.click(field());
    await userEvent.paste('Breathe\u0085in');
    await userEvent.click(submit());
    expect(field()).toHaveAccessibleDescription(
      /Please use plain text: this holds characters we cannot show/,
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);

    await userEvent.clear(field());
    await userEvent.type(field(), 'Breathe{Enter}in');
    await userEvent.click(submit());
    expect(await screen.findByText('Moment shared!')).toBeInTheDocument();
    expect(posts()[0].body).toMatchObject({ story: 'Breathe\nin' });
  });

  it("reads 'Sharing...' while sending, then clears and thanks the visitor", async () => {
    const answer = deferred<FakeResponse>();
    api.on('POST /api/healing-moments', () => answer.promise);
    renderWithPlatform(<QuickMomentForm />);
    await userEvent.type(field(), '  A walk in the rain helped.  ');
    await userEvent.click(submit());

    expect(await screen.findByRole('button', { name: 'Sharing...' })).toBeDisabled();
    expect(posts()[0].body).toEqual({
      name: 'Anonymous',
      story: 'A walk in the rain helped.',
      category: 'growth',
      isAnonymous: true,
    });

    answer.resolve(received);
    expect(await screen.findByText('Moment shared!')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for sharing your healing moment with our community.'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Share Moment' })).toBeDisabled();
  });

  it('keeps the text and says so when sharing fails', async () => {
    api.on('POST /api/healing-moments', apiError(500, 'Something went wrong on our side.'));
    renderWithPlatform(<QuickMomentForm />);
    await userEvent.type(field(), 'Still here.');
    await userEvent.click(submit());
    expect(await screen.findByText('Failed to share')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again or use the detailed form above.'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('Still here.');
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
