import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';

/**
 * Rate limits apply to writes only: browsing is never throttled, while one client posting
 * stories, sign-ups or checkouts as fast as it can gets 429 after the limit.
 */
@Injectable()
export class WriteThrottlerGuard extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return Promise.resolve(['GET', 'HEAD', 'OPTIONS'].includes(request.method));
  }

  protected override throwThrottlingException(): Promise<void> {
    throw new ThrottlerException('Too many requests. Please wait a minute and try again.');
  }
}
