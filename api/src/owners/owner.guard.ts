import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminSessionsService } from './admin-sessions.service';
import { bearerToken, tokenMatches } from './automation-token';
import { NotSignedInError, PLEASE_SIGN_IN } from './owner-errors';
import { sessionTokensFrom } from './session-cookie';

/**
 * The key to every /api/admin/* endpoint but the session's own: a live owner session (the
 * cookie set by POST /api/admin/session), or `Authorization: Bearer <ADMIN_TOKEN>` for
 * automation. A shopper's X-Session-Id means nothing here. A request that sends an
 * Authorization header is judged by it alone. The actor is left on the request for the audit log.
 */
@Injectable()
export class OwnerGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: AdminSessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const given = bearerToken(authorization);
      const expected = this.config.adminToken;
      if (given !== undefined && expected !== undefined && tokenMatches(given, expected)) {
        request.adminActor = { kind: 'automation' };
        return true;
      }
      void http.getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer realm="admin"');
      throw new NotSignedInError(PLEASE_SIGN_IN);
    }
    const owner = await this.sessions.ownerFor(sessionTokensFrom(request.headers.cookie));
    if (!owner) throw new NotSignedInError(PLEASE_SIGN_IN);
    request.adminActor = { kind: 'owner', ...owner };
    return true;
  }
}
