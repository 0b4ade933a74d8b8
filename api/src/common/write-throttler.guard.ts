import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { isWriteMethod } from './write-methods';

const READ_LET_THROUGH = Promise.resolve(true);

/**
 * Rate limits apply to writes only: browsing is never throttled, while one client posting
 * stories, sign-ups or checkouts as fast as it can gets 429 after the limit.
 *
 * The client is `request.ip`: the socket's address, or the one a trusted proxy forwarded for
 * (TRUSTED_PROXIES, see config/trusted-proxies.ts). Its writes share one budget, whatever the
 * endpoint: WRITE_RATE_LIMIT_PER_MINUTE is per client address, not per address and route.
 */
@Injectable()
export class WriteThrottlerGuard extends ThrottlerGuard {
  /**
   * A read is let through at once; the base class's checks (skip, then each throttler's
   * metadata, each behind an await) run for writes only. Every request passes this guard, and
   * most are catalogue reads.
   */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return isWriteMethod(request.method) ? super.canActivate(context) : READ_LET_THROUGH;
  }

  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
    throttlerName: string,
  ): string {
    return `writes-${throttlerName}-${tracker}`;
  }

  protected override throwThrottlingException(): Promise<void> {
    throw new ThrottlerException('Too many requests. Please wait a minute and try again.');
  }
}
