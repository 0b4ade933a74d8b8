import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { ForbiddenError } from './domain-errors';
import { isOneClickUnsubscribe } from './request-hardening';
import { isWriteMethod } from './write-methods';

/**
 * The origins the shop's own pages are served from (CORS_ORIGINS and PUBLIC_ORIGIN), each
 * written as a browser sends it in `Origin`. A setting that names no web origin stops the API
 * at start-up: a typo there would otherwise refuse every write made from the site.
 */
export function shopOrigins(config: Pick<AppConfig, 'corsOrigins' | 'publicOrigin'>): Set<string> {
  const origins = new Set<string>();
  for (const entry of [...config.corsOrigins, config.publicOrigin]) {
    let origin = 'null';
    try {
      origin = new URL(entry).origin;
    } catch {
      // not a URL: refused below
    }
    if (origin === 'null') {
      throw new Error(
        `CORS_ORIGINS and PUBLIC_ORIGIN must name origins such as https://shop.example, got "${entry}"`,
      );
    }
    origins.add(origin);
  }
  return origins;
}

/**
 * Why a request may not write, or null when it may. A browser names the page that sent a write
 * in `Origin`: another site's page (a form or a script posting in a visitor's name) is refused,
 * and so is `Origin: null` (sandboxed frames, data: pages, some redirects). No Origin at all is
 * not a browser acting for a page (a server, curl, the shop's own proxy), so it may write.
 */
export function foreignWriteRefusal(
  method: string,
  origin: string | undefined,
  shop: ReadonlySet<string>,
): string | null {
  if (!isWriteMethod(method) || origin === undefined || shop.has(origin)) return null;
  const named = origin.length > 100 ? `${origin.slice(0, 100)}...` : origin;
  return `This request comes from another site (Origin: ${named}); the shop accepts changes only from its own pages.`;
}

/**
 * Refuses, with a 403 before anything is read or stored, writes sent from other sites. The
 * one-click unsubscribe alone is exempt: mail providers post to it from their own servers,
 * and its token is the credential (see ONE_CLICK_UNSUBSCRIBE_PATH).
 */
export function refuseForeignWrites(fastify: FastifyInstance, shop: ReadonlySet<string>): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (isOneClickUnsubscribe(request)) {
      done();
      return;
    }
    const refusal = foreignWriteRefusal(request.method, request.headers.origin, shop);
    done(refusal === null ? undefined : new ForbiddenError(refusal));
  });
}
