import { screen } from '@testing-library/react';
import { ApiError } from '../api-client';
import { renderWithPlatform } from '../testing';
import { isSessionEnded, SessionEnded } from './session-ended';

describe('isSessionEnded', () => {
  it('is true for the API answering 401', () => {
    expect(isSessionEnded(new ApiError(401, '401: Unauthorized', undefined))).toBe(true);
  });

  it('is false for any other answer', () => {
    expect(isSessionEnded(new ApiError(403, '403: Forbidden', undefined))).toBe(false);
  });

  it('is false for an error that is not the API speaking', () => {
    expect(isSessionEnded(new Error('401'))).toBe(false);
  });
});

describe('SessionEnded', () => {
  it('says the session has ended, with a link to sign in again and what it is for', () => {
    renderWithPlatform(<SessionEnded task="keep working on the orders" />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has ended.Sign in again to keep working on the orders.',
    );
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin');
  });

  it('asks the owner to carry on when no task is named', () => {
    renderWithPlatform(<SessionEnded />);

    expect(screen.getByRole('alert')).toHaveTextContent('Sign in again to carry on.');
  });
});
