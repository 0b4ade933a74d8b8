import { LeafIcon } from '@healing/platform';
import { render, screen } from '@testing-library/react';
import { EmptyMessage } from './empty-message';

describe('EmptyMessage', () => {
  it('is a plain box with its heading, hint and way on', () => {
    render(
      <EmptyMessage
        icon={<LeafIcon size={28} />}
        title="No products found"
        headingLevel={3}
        hint="Check back soon."
      >
        <button type="button">Show all products</button>
      </EmptyMessage>,
    );

    const heading = screen.getByRole('heading', { level: 3, name: 'No products found' });
    expect(heading).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all products' })).toBeInTheDocument();
  });

  it('with a title id, is a region named by its heading, which code can focus', () => {
    render(
      <EmptyMessage
        icon={<LeafIcon size={28} />}
        title="No favourites yet"
        headingLevel={2}
        titleId="empty-title"
        hint="Tap the heart."
      />,
    );

    expect(screen.getByRole('region', { name: 'No favourites yet' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'No favourites yet' });
    heading.focus();
    expect(heading).toHaveFocus();
  });
});
