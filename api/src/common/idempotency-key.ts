import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from './domain-errors';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;

export function parseIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new InvalidInputError(
      'The Idempotency-Key header must be 1 to 100 letters, digits or _ - : .',
      'Idempotency-Key',
    );
  }
  return value;
}

/** The optional `Idempotency-Key` header: null when absent, 400 when malformed. */
export const IdempotencyKey = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string | null =>
    parseIdempotencyKey(
      ctx.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_HEADER],
    ),
);
