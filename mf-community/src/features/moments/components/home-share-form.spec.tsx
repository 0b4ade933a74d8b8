import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../test-support/toasts';
import { HomeShareForm } from './home-share-form';

describe('HomeShareForm', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({
      'POST /api/healing-moments': {
        status: 201,
        body: { id: 3, status: 'pending', message: 'It will be reviewed and published soon.' },
      },
    });
  });

  afterEach(() => {
    api.restore();
    resetToasts();
  });

  const story = () => screen.getByRole('textbox', { name: 'Your healing moment' });
  const posts = () => api.calls.filter((call) => call.method === 'POST');

  it('grows from 3 to 5 rows with a new placeholder on focus, and reverts on blur when empty', async () => {
    renderWithPlatform(<HomeShareForm />);
    expect(story()).toHaveAttribute('rows', '3');
    const idle = story().getAttribute('placeholder');

    await userEvent.click(story());
    expect(story()).toHaveAttribute('rows', '5');
    expect(story().getAttribute('placeholder')).not.toBe(idle);

    await userEvent.tab();
    expect(story()).toHaveAttribute('rows', '3');
    expect(story()).toHaveAttribute('placeholder', idle);
  });

  it('stays open on blur while it holds text', async () => {
    renderWithPlatform(<HomeShareForm />);
    await userEvent.type(story(), 'Sunlight.');
    await userEvent.tab();
    expect(story()).toHaveAttribute('rows', '5');
  });

  it('validates like the quick form: spaces only ask for a few words', async () => {
    renderWithPlatform(<HomeShareForm />);
    const submit = screen.getByRole('button', { name: 'Share Your Moment' });
    expect(submit).toBeDisabled();
    await userEvent.type(story(), '  ');
    await userEvent.click(submit);
    expect(await screen.findByText('Please share your moment')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    expect(screen.getByText('2/280 characters')).toBeInTheDocument();
  });

  it('shares anonymously without a name, and under the name when given', async () => {
    renderWithPlatform(<HomeShareForm />);
    await userEvent.type(story(), 'A quiet walk helped.');
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Moment' }));
    expect(await screen.findByText('Moment shared!')).toBeInTheDocument();
    expect(posts()[0].body).toEqual({
      name: 'Anonymous',
      story: 'A quiet walk helped.',
      category: 'growth',
      isAnonymous: true,
    });
    expect(story()).toHaveValue('');
    expect(story()).toHaveAttribute('rows', '3');

    await userEvent.type(screen.getByLabelText(/Your name/), ' Lena ');
    await userEvent.type(story(), 'Tea with a friend.');
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Moment' }));
    await screen.findByText('Moment shared!');
    expect(posts()[1].body).toEqual({
      name: 'Lena',
      story: 'Tea with a friend.',
      category: 'growth',
      isAnonymous: false,
    });
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it('refuses a name over two lines beside the field, and sends nothing', async () => {
    renderWithPlatform(<HomeShareForm />);
    await userEvent.click(screen.getByLabelText(/Your name/));
    await userEvent.paste('Lena\u2028Bcc: someone');
    await userEvent.type(story(), 'Hope.');
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Moment' }));
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription(
      /Please keep this on one line, without hidden characters/,
    );
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('keeps what was written when sharing fails', async () => {
    api.on('POST /api/healing-moments', { status: 500, body: { message: 'down' } });
    renderWithPlatform(<HomeShareForm />);
    await userEvent.type(story(), 'Hope.');
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Moment' }));
    expect(await screen.findByText('Failed to share')).toBeInTheDocument();
    expect(story()).toHaveValue('Hope.');
  });
});
