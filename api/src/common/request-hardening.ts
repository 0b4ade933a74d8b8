import type { FastifyInstance } from 'fastify';
import { InvalidInputError } from './domain-errors';

/** No request of this API nests deeper than a few levels; 32 leaves plenty of room. */
export const MAX_BODY_DEPTH = 32;

/** True when arrays/objects in `value` nest deeper than `limit` (checked without recursion). */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value !== 'object' || current.value === null) continue;
    const depth = current.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(current.value)) pending.push({ value: child, depth });
  }
  return false;
}

/**
 * Request-level limits that hold for every endpoint, whoever writes it:
 * - bodies are JSON (or the multipart upload): Fastify's text/plain parser is removed, so a
 *   string body gets a clear 415 instead of confusing the validation;
 * - deeply nested JSON is refused before validation and class-transformer recurse through it.
 */
export function hardenRequests(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (isNestedDeeperThan(request.body, MAX_BODY_DEPTH)) {
      done(
        new InvalidInputError(
          `The request body is nested too deeply (${MAX_BODY_DEPTH} levels at most).`,
        ),
      );
      return;
    }
    done();
  });
}
