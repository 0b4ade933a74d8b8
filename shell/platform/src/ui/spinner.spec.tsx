import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a named status, marked as waiting for scripts so a page without them hides it', () => {
    render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status', { name: 'Loading products' })).toHaveAttribute(
      'data-js-only',
    );
  });
});
