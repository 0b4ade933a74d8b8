import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError, UnsupportedMediaError } from './domain-errors';
import { JSON_ONLY } from './fastify-errors';
import { isWriteMethod } from './write-methods';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart/form-data body itself (the image upload). */
    acceptsMultipart?: boolean;
  }
}

/** Route config of the one endpoint that takes multipart/form-data: `@RouteConfig(MULTIPART_ROUTE)`. */
export const MULTIPART_ROUTE = { acceptsMultipart: true };

/** True for a multipart/form-data content type, whatever its case and parameters. */
export function isMultipartType(contentType: string | undefined): boolean {
  return /^\s*multipart\/form-data\s*(;|$)/i.test(contentType ?? '');
}

/**
 * The one route that takes an HTML form's body and writes whatever its Origin: RFC 8058's
 * one-click unsubscribe (engagement/newsletter.controller.ts). A mail provider's server POSTs
 * `List-Unsubscribe=One-Click` to it as application/x-www-form-urlencoded, with no Origin or
 * its own; the token in the URL is the credential, so a cross-site form gains nothing there.
 * Named by its path, not by a route option, so no other route can opt into it.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe/one-click';

/** True only for `POST /api/newsletter/unsubscribe/one-click` (the route Fastify matched). */
export function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.routeOptions.url === ONE_CLICK_UNSUBSCRIBE_PATH;
}

/** `List-Unsubscribe=One-Click` is 26 bytes; a form body is never near this. */
const FORM_BODY_LIMIT_BYTES = 4096;

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

/** Half of a surrogate pair without the other half: not a character, in no encoding. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string (or an object key) in `value` is not valid Unicode. */
export function containsBrokenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Request-level limits that hold for every endpoint, whoever writes it:
 * - bodies are JSON (or the multipart upload): Fastify's text/plain parser is removed, and Nest's
 *   form parser is never registered (`bodyParser: false`, app.factory.ts), so a string or an HTML
 *   form's body gets a clear 415 and no cross-site form can write. The one exception is the
 *   one-click unsubscribe (ONE_CLICK_UNSUBSCRIBE_PATH): only there is a form body parsed. @fastify/multipart accepts
 *   multipart bodies on every route (it only marks the request, the route reads the body), so a
 *   route that does not take one refuses it here with the same 415;
 * - deeply nested JSON is refused before validation recurses through it;
 * - JSON may spell half a surrogate pair ("\ud800"), which is no text at all: validators throw
 *   on it (validator.js's isEmail) and it cannot be stored, so it is refused here, once.
 */
export function hardenRequests(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (request, body, done) => {
      if (!isOneClickUnsubscribe(request)) {
        done(new UnsupportedMediaError(JSON_ONLY), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (
      isWriteMethod(request.method) &&
      isMultipartType(request.headers['content-type']) &&
      request.routeOptions.config.acceptsMultipart !== true &&
      !request.is404
    ) {
      done(new UnsupportedMediaError(JSON_ONLY));
      return;
    }
    done(null, payload);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (isNestedDeeperThan(request.body, MAX_BODY_DEPTH)) {
      done(
        new InvalidInputError(
          `The request body is nested too deeply (${MAX_BODY_DEPTH} levels at most).`,
        ),
      );
      return;
    }
    if (containsBrokenText(request.body)) {
      done(new InvalidInputError('The request contains text that is not valid Unicode.'));
      return;
    }
    done();
  });
}
