import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const ADMIN_TOKEN_REQUIRED = 'Admin token required';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares in constant time: equal-length digests, so neither length nor content leaks. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Admin endpoints need `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token they
 * do not exist: the answer is the same 404 as for any unknown address.
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (!this.config.adminToken) {
      // "Cannot ..." is the router's own wording; the error filter turns it into "No such address".
      throw new NotFoundException(`Cannot ${request.method} ${request.url}`);
    }
    const given = bearerToken(request.headers.authorization);
    if (given === undefined || !tokenMatches(given, this.config.adminToken)) {
      void http.getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer realm="admin"');
      throw new UnauthorizedException(ADMIN_TOKEN_REQUIRED);
    }
    return true;
  }
}
