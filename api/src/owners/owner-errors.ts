import { DomainError } from '../common/domain-errors';

export const PLEASE_SIGN_IN = 'Please sign in.';
export const WRONG_CREDENTIALS = 'The username or password is not right.';

export class NotSignedInError extends DomainError {
  readonly statusCode = 401;
}

/** 429 with Retry-After (SignInThrottleFilter writes the header): this address must wait. */
export class TooManySignInAttemptsError extends DomainError {
  readonly statusCode = 429;

  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(Math.ceil(retryAfterSeconds / 60), 1);
    super(
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}
