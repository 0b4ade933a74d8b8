import { createParamDecorator, ExecutionContext, PipeTransform, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { INVALID_SESSION_ID, SESSION_ID_PATTERN } from '@healing/contracts';
import { InvalidInputError } from './domain-errors';

export const SESSION_HEADER = 'x-session-id';

/** A visitor's session id, held to @healing/contracts' SESSION_ID_PATTERN. */
export function assertSessionId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidInputError('A session id is required (header X-Session-Id).', 'sessionId');
  }
  if (!SESSION_ID_PATTERN.test(value)) {
    throw new InvalidInputError(INVALID_SESSION_ID, 'sessionId');
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
