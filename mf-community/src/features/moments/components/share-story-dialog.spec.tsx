import {
  fakeApi,
  type FakeApi,
  type FakeResponse,
  renderWithPlatform,
} from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { apiError, deferred } from '../../../test-support/fixtures';
import { resetToasts } from '../../../test-support/toasts';
import { ShareStoryDialog } from './share-story-dialog';

const received: FakeResponse = {
  status: 201,
  body: { id: 12, status: 'pending', message: 'It will be reviewed and published soon.' },
};

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <ShareStoryDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('ShareStoryDialog', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({
      'POST /api/healing-moments': received,
      'GET /api/healing-moments': { body: [] },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  const dialog = () => screen.getByRole('dialog', { name: 'Share Your Healing Story' });
  const posts = () => api.calls.filter((call) => call.method === 'POST');

  async function fillRequired() {
    await userEvent.type(screen.getByLabelText('Your Name'), 'Elena');
    await userEvent.type(screen.getByLabelText('Your Story'), 'I forgave myself.');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Self-Love Journey');
  }

  it('offers the five labelled categories and says the story is reviewed first', async () => {
    renderWithPlatform(<Harness />);
    // The platform's dialog code arrives on first use.
    await screen.findByRole('dialog', { name: 'Share Your Healing Story' });
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a category',
      'Breakthrough Moment',
      'Relationship Healing',
      'Self-Love Journey',
      'Loss & Grief',
      'Personal Growth',
    ]);
    expect(dialog()).toHaveAccessibleDescription(/read with care before it is published/);
    expect(screen.getByLabelText('Your Name')).toBeRequired();
    expect(screen.getByLabelText('Your Story')).toBeRequired();
  });

  it.each([
    ['the name', 'Your Name'],
    ['the story', 'Your Story'],
    ['the category', 'Category'],
  ])('refuses a story without %s and sends nothing', async (_, missing) => {
    renderWithPlatform(<Harness />);
    await fillRequired();
    const field = screen.getByLabelText(missing);
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, '');
    else await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Share My Story' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    expect(screen.getByLabelText(missing)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(missing)).toHaveFocus();
    expect(posts()).toHaveLength(0);
    expect(dialog()).toBeInTheDocument();
  });

  it('treats a name of spaces as missing', async () => {
    renderWithPlatform(<Harness />);
    await fillRequired();
    await userEvent.clear(screen.getByLabelText('Your Name'));
    await userEvent.type(screen.getByLabelText('Your Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Share My Story' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('says beside the field what else the story rule refuses: a name over two lines, hidden characters', async () => {
    renderWithPlatform(<Harness />);
    await screen.findByRole('dialog', { name: 'Share Your Healing Story' });
    await fillRequired();
    await userEvent.click(screen.getByLabelText('Your Name'));
    await userEvent.paste('\u2028Visit spam.example');
    await userEvent.click(screen.getByLabelText('Your Story'));
    await userEvent.paste('\u202Egnilaeh');
    await userEvent.click(screen.getByRole('button', { name: 'Share My Story' }));

    expect(await screen.findByLabelText('Your Name')).toHaveAccessibleDescription(
      'Please keep this on one line, without hidden characters',
    );
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(screen.getByLabelText('Your Story')).toHaveAccessibleDescription(
      'Please use plain text: this holds characters we cannot show',
    );
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('points a missing field to the one message above the form', async () => {
    renderWithPlatform(<Harness />);
    await screen.findByRole('dialog', { name: 'Share Your Healing Story' });
    await userEvent.click(screen.getByRole('button', { name: 'Share My Story' }));
    await screen.findByRole('alert');
    for (const label of ['Your Name', 'Your Story', 'Category']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        'Please fill in all required fields',
      );
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('disables the button with a spinner while sending, then closes with the review toast', async () => {
    const answer = deferred<FakeResponse>();
    api.on('POST /api/healing-moments', () => answer.promise);
    const { queryClient } = renderWithPlatform(<Harness />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/Emotion Before/), 'Critical');
    await userEvent.type(screen.getByLabelText(/Emotion After/), 'Gentle');
    await userEvent.click(screen.getByLabelText('Share anonymously (hide my name)'));
    await userEvent.click(screen.getByRole('button', { name: 'Share My Story' }));

    const sending = screen.getByRole('button', { name: /Share My Story/ });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(within(sending).getByRole('status')).toBeInTheDocument();
    expect(posts()[0].body).toEqual({
      name: 'Elena',
      story: 'I forgave myself.',
      category: 'self-love',
      isAnonymous: true,
      emotionBefore: 'Critical',
      emotionAfter: 'Gentle',
    });

    answer.resolve(received);
    expect(await screen.findByText('Story Submitted Successfully')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for sharing your healing moment. It will be reviewed and published soon.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['community', 'moments'] });

    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByLabelText('Your Name')).toHaveValue('');
  });

  it('sends empty emotions as null', async () => {
    renderWithPlatform(<Harness />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Share My Story' }));
    await screen.findByText('Story Submitted Successfully');
    expect(posts()[0].body).toMatchObject({
      isAnonymous: false,
      emotionBefore: null,
      emotionAfter: null,
    });
  });

  it('stays open with the failure toast, and shows the reason the server gave', async () => {
    api.on(
      'POST /api/healing-moments',
      apiError(400, 'Your story must be at most 5000 characters', 'story'),
    );
    renderWithPlatform(<Harness />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Share My Story' }));

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again. If the problem persists, contact support.'),
    ).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Your story must be at most 5000 characters',
    );
    expect(screen.getByLabelText('Your Story')).toHaveValue('I forgave myself.');
    expect(screen.getByRole('button', { name: 'Share My Story' })).toBeEnabled();
  });
});
