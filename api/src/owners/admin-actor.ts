import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * Who acts on the shop's records: a signed-in owner, the automation token, the owner command,
 * or the payment provider (its verified webhook, or the reconciliation asking it: payments/).
 */
export type AdminActor =
  | { kind: 'owner'; userId: number; username: string }
  | { kind: 'automation' }
  | { kind: 'cli' }
  | { kind: 'provider' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by OwnerGuard on every /api/admin/* request it lets through. */
    adminActor?: AdminActor;
  }
}

export function actorLabel(actor: AdminActor): string {
  return actor.kind === 'owner' ? actor.username : actor.kind;
}

/** The request's actor, as OwnerGuard found it; only on routes behind that guard. */
export const Actor = createParamDecorator((_data: unknown, ctx: ExecutionContext): AdminActor => {
  const actor = ctx.switchToHttp().getRequest<FastifyRequest>().adminActor;
  if (!actor) throw new Error('@Actor() used on a route without OwnerGuard');
  return actor;
});
