import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says in one line what could not be loaded, and tries again on request', async () => {
    const onRetry = jest.fn();
    render(<LoadError what="the stories" onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the stories just now.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('as a card, has a title and a word of reassurance', () => {
    render(<LoadError title="Products unavailable" what="the products" onRetry={jest.fn()} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      "Products unavailableWe couldn't load the products just now. It is probably a passing hiccup: please try again in a moment.",
    );
  });

  it('says the sentence it is given instead, where "We couldn\'t load" does not fit', () => {
    render(
      <LoadError
        title="The orders could not be loaded."
        text="Please check your connection and try again."
        onRetry={jest.fn()}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The orders could not be loaded.Please check your connection and try again.',
    );
  });

  it('keeps its button busy while it tries again', () => {
    render(<LoadError what="the stories" onRetry={jest.fn()} isRetrying />);

    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
