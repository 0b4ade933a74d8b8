import { ArgumentsHost, Catch } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiErrorFilter } from '../common/api-error.filter';
import { TooManySignInAttemptsError } from './owner-errors';

/** A throttled sign-in says, in Retry-After, when the next attempt will be counted again. */
@Catch(TooManySignInAttemptsError)
export class SignInThrottleFilter extends ApiErrorFilter {
  override catch(exception: TooManySignInAttemptsError, host: ArgumentsHost): void {
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('Retry-After', String(exception.retryAfterSeconds));
    super.catch(exception, host);
  }
}
