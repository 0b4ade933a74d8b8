import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what the list has not got, with the way on it is given', () => {
    render(
      <EmptyState>
        <p>
          No orders yet. <a href="/admin">Back to the back office</a>
        </p>
      </EmptyState>,
    );

    expect(screen.getByText(/No orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the back office' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
