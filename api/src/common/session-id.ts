import { createParamDecorator, ExecutionContext, PipeTransform, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from './domain-errors';

/**
 * A visitor's session id: `session_{timestamp}_{random}`, the random part at least 128 bits
 * (22+ url-safe characters). It is the only key to a cart and its orders, so weak ids are refused.
 */
export const SESSION_ID_PATTERN = /^session_\d{10,16}_[A-Za-z0-9_-]{22,128}$/;
export const SESSION_HEADER = 'x-session-id';

export function assertSessionId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidInputError('A session id is required (header X-Session-Id).', 'sessionId');
  }
  if (!SESSION_ID_PATTERN.test(value)) {
    throw new InvalidInputError('The session id is not valid.', 'sessionId');
  }
  return value;
}

/** Reads and checks the `X-Session-Id` header. */
export const SessionId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const header = request.headers[SESSION_HEADER];
  return assertSessionId(Array.isArray(header) ? header[0] : header);
});

/** For a session id that arrives in the path (`GET /api/cart/:sessionId`). */
@Injectable()
export class ParseSessionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return assertSessionId(value);
  }
}
